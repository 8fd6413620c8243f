/**
 * The psql-like backslash commands `npm run db:shell` understands, as the SQL they stand for:
 * \d lists the tables and views of the app's schemas, \d NAME a relation's columns. Anything else
 * is not SQL and gets the list of commands.
 */
export const SHELL_HELP = [
  '\\d            the tables and views of public and private',
  '\\d NAME       the columns of a table or view (schema.name for private ones)',
  '\\q            quit (or Ctrl-D)',
  'Anything else is SQL, sent when a line ends with ";".',
].join('\n');

const RELATIONS = `select n.nspname as schema, c.relname as name,
  case c.relkind when 'r' then 'table' when 'p' then 'table' when 'v' then 'view' else 'materialized view' end as type
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm')
order by 1, 2;`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const columnsOf = (name: string) => `select a.attname as column, pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
  case when a.attnotnull then 'not null' else '' end as nullable, pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default
from pg_catalog.pg_attribute a left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where a.attrelid = pg_catalog.to_regclass(${literal(name)}) and a.attnum > 0 and not a.attisdropped
order by a.attnum;`;

/** The SQL a backslash command stands for, or undefined with the help for one the shell does not know. */
export function backslashCommand(line: string): { sql?: string; help?: string; quit?: boolean } {
  const [command, ...rest] = line.trim().split(/\s+/);
  const name = rest.join(' ');
  if (command === '\\q') return { quit: true };
  if (command === '\\d' && !name) return { sql: RELATIONS };
  if (command === '\\d') return { sql: columnsOf(name) };
  return { help: SHELL_HELP };
}
