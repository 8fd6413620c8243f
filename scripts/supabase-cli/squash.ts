/**
 * `npm run db:squash`, before the first deploy only: rewrites the one migration from supabase/schemas
 * (the schema files in order, under a new version, so a local database built from the old one is
 * refused and rebuilt, not silently left behind). Once a project is deployed, a change ships as its
 * own migration (`npm run db:diff -- <name>`); this refuses as soon as supabase/migrations holds
 * anything but the one squashed file. docs/decisions/0065-one-declared-schema.md
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { declaredSchemaFiles } from './declared-schema';

const supabaseDir = resolve(import.meta.dirname, '../../supabase');
const SQUASHED = /^\d{14}_declared_schema\.sql$/;

const existing = (await readdir(resolve(supabaseDir, 'migrations'))).filter((file) => file.endsWith('.sql'));
if (existing.length > 1 || existing.some((file) => !SQUASHED.test(file))) {
  console.error(`supabase/migrations holds ${existing.join(', ')}: only a lone squashed migration is rewritten. Write the change with npm run db:diff -- <name>.`);
  process.exit(2);
}

const header = `-- The whole schema, squashed before the first deploy from the declared schema in supabase/schemas
-- (docs/decisions/0065-one-declared-schema.md): the files in order, as they were at this version.
-- Written by \`npm run db:squash\`, not by hand. Once deployed, a change is made in supabase/schemas and
-- shipped as a new migration (\`npm run db:diff -- <name>\`); \`npm run db:schema:check\` fails while the
-- migrations and the declared schema make different databases.
`;
const parts = [header];
for (const file of await declaredSchemaFiles()) {
  parts.push(`-- ==== supabase/schemas/${file} ====\n\n${(await readFile(resolve(supabaseDir, 'schemas', file), 'utf8')).trim()}\n`);
}
const version = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
await Promise.all(existing.map((file) => rm(resolve(supabaseDir, 'migrations', file))));
await writeFile(resolve(supabaseDir, `migrations/${version}_declared_schema.sql`), parts.join('\n'));
console.log(`Wrote supabase/migrations/${version}_declared_schema.sql from ${parts.length - 1} schema files; run npm run db:schema and npm run db:types.`);
