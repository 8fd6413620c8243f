/**
 * Every COMMENT ON of public and private as the statement that sets it, keyed by its target: migra
 * (npm run db:diff) diffs no comments, so the migration gets these where they differ.
 */
import { withClient } from './with-client';

export async function commentStatements(databaseUrl: string): Promise<Map<string, string>> {
  return withClient(databaseUrl, async (client) => {
    await client.query(`set search_path = ''`);
    const { rows } = await client.query<{ target: string; description: string }>(
      `select case c.relkind when 'v' then 'view ' else 'table ' end || c.oid::regclass::text as target, d.description
         from pg_description d join pg_class c on d.classoid = 'pg_class'::regclass and d.objoid = c.oid and d.objsubid = 0
         join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'private')
       union all
       select format('column %s.%I', c.oid::regclass, a.attname), d.description
         from pg_description d join pg_class c on d.classoid = 'pg_class'::regclass and d.objoid = c.oid and d.objsubid > 0
         join pg_attribute a on a.attrelid = c.oid and a.attnum = d.objsubid
         join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'private')
       union all
       select 'function ' || p.oid::regprocedure::text, d.description
         from pg_description d join pg_proc p on d.classoid = 'pg_proc'::regclass and d.objoid = p.oid
         join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'private')
       union all
       select format('trigger %I on %s', t.tgname, t.tgrelid::regclass), d.description
         from pg_description d join pg_trigger t on d.classoid = 'pg_trigger'::regclass and d.objoid = t.oid
         join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'private')
       union all
       select format('policy %I on %s', p.polname, p.polrelid::regclass), d.description
         from pg_description d join pg_policy p on d.classoid = 'pg_policy'::regclass and d.objoid = p.oid
         join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'private')`,
    );
    return new Map(rows.map(({ target, description }) => [target, description]));
  });
}

/** The statements that take the comments of `from` to those of `to`. */
export function commentChanges(from: Map<string, string>, to: Map<string, string>): string[] {
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const changes: string[] = [];
  for (const [target, description] of to) {
    if (from.get(target) !== description) changes.push(`comment on ${target} is ${literal(description)};`);
  }
  // A comment taken away from an object that stays; a dropped object takes its comment with it.
  for (const target of from.keys()) if (!to.has(target)) changes.push(`-- if ${target} stays: comment on ${target} is null;`);
  return changes.sort();
}
