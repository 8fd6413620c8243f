/**
 * What the declared-schema check reads from a database besides pg_dump's schema: the rows the schema
 * itself inserts (settings, limits, lead types), and the objects that lack their COMMENT ON.
 * docs/decisions/0065-one-declared-schema.md
 */
import { withClient } from './with-client';

const OWN_SCHEMAS = `('public', 'private')`;

/**
 * Every row of every table of public and private, without the values each database draws for
 * itself (keys from gen_random_bytes, creation times, generated ids): the reference data the schema
 * files insert must be what the migrations insert.
 */
export async function referenceRows(databaseUrl: string): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
      `select format('%I.%I', n.nspname, c.relname) as name,
              array_agg(format('%I', a.attname) order by a.attnum) as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname in ${OWN_SCHEMAS} and c.relkind = 'r'
          and a.atttypid not in ('bytea'::regtype, 'timestamptz'::regtype, 'uuid'::regtype)
        group by 1 order by 1`,
    );
    const lines: string[] = [];
    for (const table of tables) {
      const list = table.columns.join(', ');
      const { rows } = await client.query<{ row: string }>(`select row(${list})::text as row from ${table.name} order by ${list}`);
      for (const { row } of rows) lines.push(`${table.name} ${row}`);
    }
    return lines.join('\n');
  });
}

/** Tables, views, functions, triggers and policies of public and private without a COMMENT ON. */
export async function objectsWithoutComment(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    // Every name schema-qualified, public's too.
    await client.query(`set search_path = ''`);
    const { rows } = await client.query<{ object: string }>(
      `select format('%s %I.%I', case c.relkind when 'v' then 'view' else 'table' end, n.nspname, c.relname) as object
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ${OWN_SCHEMAS} and c.relkind in ('r', 'v', 'm', 'p') and obj_description(c.oid, 'pg_class') is null
       union all
       select 'function ' || p.oid::regprocedure::text
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ${OWN_SCHEMAS} and obj_description(p.oid, 'pg_proc') is null
       union all
       select format('trigger %I on %I.%I', t.tgname, n.nspname, c.relname)
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ${OWN_SCHEMAS} and not t.tgisinternal and obj_description(t.oid, 'pg_trigger') is null
       union all
       select format('policy %I on %I.%I', p.polname, n.nspname, c.relname)
         from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ${OWN_SCHEMAS} and obj_description(p.oid, 'pg_policy') is null
       order by 1`,
    );
    return rows.map((row) => row.object);
  });
}
