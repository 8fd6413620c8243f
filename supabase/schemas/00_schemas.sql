-- The declared schema (docs/decisions/0065-one-declared-schema.md): each table, function, trigger,
-- policy and grant of the project's schemas is declared once, in its current form, in the file of
-- its domain; the files are applied in the order of their numbers. A change is made here, and
-- shipped as a migration in supabase/migrations (`npm run db:schema:check` fails while the two make
-- different databases). Why each object exists is its COMMENT ON, which Supabase Studio and
-- supabase/schema.sql show.
--
-- This file: the extensions every domain uses, and the private schema. Supabase's own roles, the
-- public schema and its default grants are the platform's (supabase/local/bootstrap.sql stands in
-- for them locally).

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- Everything the API must not reach directly lives here: PostgREST exposes only public.
create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Tables and helpers no API role can reach directly: the public functions (security definer) are the only way in (decision 0003).';
