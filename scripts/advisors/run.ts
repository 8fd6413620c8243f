/**
 * `npm run db:advisors` (part of `npm test`'s backend phase): Supabase's own Security and
 * Performance Advisors, the hosted dashboard's, on this repo's migrations. A fresh database on the
 * Postgres server in TEST_DATABASE_URL is migrated with the local migrator (bootstrap, migrations,
 * seed: what `supabase db push` leaves), the Supabase CLI pinned in package.json runs its
 * advisors on it (`supabase db advisors --db-url … --type all`: splinter's lints, no Docker), and
 * the lints the dashboard runs that this CLI does not yet carry are added (0028 and 0029, SECURITY
 * DEFINER functions the API roles may call). Any ERROR, or a WARN supabase/advisors-allowlist.json
 * does not keep, fails. Skipped, saying so, when TEST_DATABASE_URL is not set.
 * docs/decisions/0028-supabase-advisors-in-the-test-run.md
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../../supabase/local/scratch-database';
import { cliDatabaseUrl, runSupabaseCli } from '../supabase-cli/run-cli';
import { migrateScratchDatabase } from '../supabase-cli/scratch-database';
import { formatVerdict, judgeAdvisors, parseAllowlist, type AdvisorLint } from './policy';

const root = resolve(import.meta.dirname, '../..');

/**
 * Schemas Supabase manages, which the dashboard's lints leave out (a project's own functions live
 * elsewhere). Most do not exist in the local database; `extensions` does.
 */
const MANAGED_SCHEMAS = [
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'information_schema',
  'net',
  'pgbouncer',
  'pg_catalog',
  'pgmq',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'realtime',
  'repack',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'vault',
];

/** The CLI's findings: a JSON array on stdout, or nothing (it says "No issues found" on stderr). */
async function runCli(databaseUrl: string): Promise<AdvisorLint[]> {
  const args = ['db', 'advisors', '--db-url', cliDatabaseUrl(databaseUrl), '--type', 'all', '--level', 'info'];
  const { code, stdout, stderr } = await runSupabaseCli(args);
  if (code !== 0) throw new Error(`supabase db advisors exited with ${code}:\n${stderr}${stdout}`);
  const text = stdout.trim();
  try {
    return text ? (JSON.parse(text) as AdvisorLint[]) : [];
  } catch {
    throw new Error(`supabase db advisors printed something other than JSON:\n${stdout}\n${stderr}`);
  }
}

/**
 * Lints 0028 and 0029 of the dashboard's newer splinter, which CLI 2.117.0 does not carry: a
 * SECURITY DEFINER function (it runs as its owner, past row-level security) that `anon` or
 * `authenticated` may execute, in the same shape and with the same cache_key as the dashboard's.
 */
async function securityDefinerLints(databaseUrl: string): Promise<AdvisorLint[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lints: AdvisorLint[] = [];
    for (const [number, role] of [
      ['0028', 'anon'],
      ['0029', 'authenticated'],
    ] as const) {
      const { rows } = await client.query<{ schema: string; name: string; args: string; language: string }>(
        `select n.nspname as schema, p.proname as name, pg_catalog.pg_get_function_identity_arguments(p.oid) as args, l.lanname as language
           from pg_catalog.pg_proc p
           join pg_catalog.pg_namespace n on n.oid = p.pronamespace
           join pg_catalog.pg_language l on l.oid = p.prolang
          where p.prosecdef
            and pg_catalog.has_function_privilege($1, p.oid, 'EXECUTE')
            and n.nspname <> all ($2::text[])
            and n.nspname not like 'pg\\_%'
            and n.nspname not like '\\_timescaledb%'
          order by 1, 2, 3`,
        [role, MANAGED_SCHEMAS],
      );
      const name = `${role}_security_definer_function_executable`;
      for (const row of rows) {
        lints.push({
          name,
          title: `SECURITY DEFINER Function Executable by ${role === 'anon' ? 'Anon' : 'Authenticated'}`,
          level: 'WARN',
          facing: 'EXTERNAL',
          categories: ['SECURITY'],
          description: `A SECURITY DEFINER function runs as its owner, past row-level security; the \`${role}\` role may execute it.`,
          detail: `SECURITY DEFINER function \`${row.schema}.${row.name}(${row.args})\` is executable by the \`${role}\` role, through \`/rest/v1/rpc/${row.name}\`.`,
          remediation: `https://supabase.com/docs/guides/database/database-linter?lint=${number}_${name}`,
          metadata: { schema: row.schema, name: row.name, arguments: row.args, language: row.language, security_definer: true },
          cache_key: `${name}_${row.schema}_${row.name}_${row.args}`,
        });
      }
    }
    return lints;
  } finally {
    await client.end();
  }
}

const server = process.env.TEST_DATABASE_URL;
if (!server) {
  console.log("TEST_DATABASE_URL is not set: Supabase's advisors (they need a Postgres server) are skipped.");
  process.exit(0);
}

const started = performance.now();
const allowlist = parseAllowlist(JSON.parse(readFileSync(resolve(root, 'supabase/advisors-allowlist.json'), 'utf8')));
const scratch = await createScratchDatabase(server, 'lsg_advisors');
let ok = false;
try {
  await migrateScratchDatabase(scratch.url);
  const migrated = performance.now();
  const [fromCli, added] = await Promise.all([runCli(scratch.url), securityDefinerLints(scratch.url)]);
  const known = new Set(fromCli.map((lint) => lint.cache_key));
  const lints = [...fromCli, ...added.filter((lint) => !known.has(lint.cache_key))];
  if (process.env.ADVISORS_JSON) console.log(JSON.stringify(lints, null, 2));
  const verdict = judgeAdvisors(lints, allowlist);
  console.log(formatVerdict(verdict));
  const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
  console.log(`(${seconds(migrated)} s to create and migrate the database, ${seconds(performance.now())} s in all)`);
  ok = verdict.ok;
} finally {
  await scratch.drop();
}
process.exit(ok ? 0 : 1);
