/**
 * What anon and authenticated may touch in the schemas no API role should reach (issue 59 item 7,
 * docs/decisions/0066-one-abuse-budget.md): pg_net's net (its http_post and the request queue that
 * carries the service key's header), Vault, pg_cron and private. Answers every privilege they hold
 * there, as rows; the only exception is the private field-rule helpers that keep PUBLIC execute for
 * the check constraints (decision 0044), which nobody can call without USAGE on private.
 */
import type { LocalDatabase } from '../../../supabase/local/database';

const FIELD_RULE_HELPERS = ['is_valid_email', 'is_valid_website', 'looks_like_structure', 'trim_space', 'without_unseen'];

export interface HeldPrivilege {
  role: string;
  kind: string;
  name: string;
}

export async function apiRolePrivileges(database: Pick<LocalDatabase, 'query'>): Promise<HeldPrivilege[]> {
  return database.query<HeldPrivilege>(
    `with roles(role) as (values ('anon'), ('authenticated')),
          closed as (select n.oid, n.nspname from pg_namespace n where n.nspname in ('net', 'vault', 'cron', 'private'))
     select r.role, 'schema' as kind, s.nspname::text as name
       from closed s, roles r
      where has_schema_privilege(r.role, s.oid, 'USAGE') or has_schema_privilege(r.role, s.oid, 'CREATE')
     union all
     select r.role, 'table', c.oid::regclass::text
       from pg_class c join closed s on s.oid = c.relnamespace, roles r
      where c.relkind in ('r', 'v', 'm', 'p', 'f')
        and has_table_privilege(r.role, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
     union all
     select r.role, 'column', c.oid::regclass::text || '.' || a.attname
       from pg_attribute a join pg_class c on c.oid = a.attrelid join closed s on s.oid = c.relnamespace, roles r
      where c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
        and has_column_privilege(r.role, c.oid, a.attnum, 'SELECT, INSERT, UPDATE, REFERENCES')
     union all
     select r.role, 'sequence', c.oid::regclass::text
       from pg_class c join closed s on s.oid = c.relnamespace, roles r
      where c.relkind = 'S' and has_sequence_privilege(r.role, c.oid, 'USAGE, SELECT, UPDATE')
     union all
     select r.role, 'function', p.oid::regprocedure::text
       from pg_proc p join closed s on s.oid = p.pronamespace, roles r
      where has_function_privilege(r.role, p.oid, 'EXECUTE')
        and not (s.nspname = 'private' and p.proname = any ($1::text[]))
     order by 1, 2, 3`,
    [FIELD_RULE_HELPERS],
  );
}
