/**
 * `npm run db:diff -- <name>` writes the migration that takes the database the migrations make to
 * the one supabase/schemas declares, as supabase/migrations/<UTC now>_<name>.sql: the statements
 * migra (@pgkit/migra, a port of the diff tool `supabase db diff` was built on) finds, grants
 * included, then the comments that changed. Like `supabase db diff`, it writes no rows: a change to
 * the rows a schema file inserts is added to the migration by hand (`npm run db:schema:check` fails
 * until it is). Needs a Postgres server: TEST_DATABASE_URL (scripts/ci/start-postgres.sh starts one).
 * docs/decisions/0065-one-declared-schema.md
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { run as migra } from '@pgkit/migra';
import { createScratchDatabase } from '../../supabase/local/scratch-database';
import { commentChanges, commentStatements } from './comment-statements';
import { applyDeclaredSchema } from './declared-schema';
import { migrateScratchDatabase } from './scratch-database';
import { withClient } from './with-client';

const name = process.argv[2] ?? '';
const server = process.env.TEST_DATABASE_URL;
if (!/^[a-z][a-z0-9_]{0,60}$/.test(name) || !server) {
  console.error(
    !server
      ? 'db:diff needs a Postgres server in TEST_DATABASE_URL (start one with: bash scripts/ci/start-postgres.sh).'
      : 'Name the migration in lower case with underscores: npm run db:diff -- add_call_notes',
  );
  process.exit(2);
}

/** Every schema but the project's own two: migra diffs what it is not told to leave out. */
async function otherSchemas(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname not in ('public', 'private') and nspname !~ '^pg_' and nspname <> 'information_schema'`,
    );
    return rows.map((row) => row.nspname);
  });
}

const [migrated, declared] = await Promise.all([createScratchDatabase(server, 'lsg_diff_migrations'), createScratchDatabase(server, 'lsg_diff_declared')]);
try {
  await Promise.all([migrateScratchDatabase(migrated.url), applyDeclaredSchema(declared.url)]);
  const excludeSchema = await otherSchemas(declared.url);
  const migration = await migra(migrated.url, declared.url, { unsafe: true, withPrivileges: true, excludeSchema });
  const comments = commentChanges(await commentStatements(migrated.url), await commentStatements(declared.url));
  const statements = [migration.sql.trim(), ...comments].filter(Boolean);
  if (statements.length === 0) {
    console.log('supabase/schemas and supabase/migrations make the same schema: no migration written.');
  } else {
    const version = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const file = resolve(import.meta.dirname, `../../supabase/migrations/${version}_${name}.sql`);
    const header = `-- Written by \`npm run db:diff -- ${name}\` from supabase/schemas; read it, add the rows a schema file\n-- inserts or changes, and say why at the top.\n\n`;
    await writeFile(file, `${header}${statements.join('\n\n')}\n`);
    const drops = statements.filter((statement) => /^\s*drop /im.test(statement)).length;
    console.log(`Wrote supabase/migrations/${version}_${name}.sql${drops ? ` (it drops: read each drop before you push it)` : ''}.`);
  }
} finally {
  await Promise.all([migrated.drop(), declared.drop()]);
}
