/**
 * What the code needs deployed: the edge function folders of supabase/functions/, the
 * `[functions.<name>]` entries of supabase/config.toml and the files their `static_files` bundle, from supabase/migrations/ the cron jobs
 * scheduled through private.schedule_edge_function (and removed through cron.unschedule or
 * private.unschedule_edge_function) and the Vault secrets read, and the functions the database
 * calls: the cron jobs' and those named by URL in supabase/schema.sql, the schema the migrations
 * leave (`npm run db:schema:check` keeps it current), so a function an old migration called and a
 * later one replaced is not asked for. The SQL is read as text (comments blanked), not run: the
 * check must work without a database, and the migrations call those functions with literal arguments.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deployableFunctions, filesMatching, staticFilePatterns } from '../../supabase/local/function-folders';
import { commentsOf } from '../docs-check/comments';
import type { CronJob } from './readme';

/** Where a value was found, for the problem that names it. */
interface Found {
  name: string;
  file: string;
}

export interface RepositoryDeploySteps {
  /** The folders of supabase/functions/ with an index.ts. */
  functionFolders: string[];
  configFunctions: string[];
  /** The jobs the migrations leave scheduled, in the order first scheduled. */
  cronJobs: (CronJob & { file: string })[];
  vaultSecrets: Found[];
  /** Functions the jobs left scheduled call, or the schema calls by URL, each with the file that does. */
  calledFunctions: Found[];
  /** Each `static_files` pattern of config.toml with the number of files it bundles. */
  staticFiles: { function: string; pattern: string; files: number }[];
}

export interface RepositoryFiles {
  functionFolders: string[];
  configToml: string;
  /** Repository-relative paths and contents, in the order they are applied. */
  migrations: { file: string; sql: string }[];
  /** supabase/schema.sql: what the migrations leave. */
  schema: { file: string; sql: string };
  /** The files a `static_files` pattern (relative to supabase/) names. */
  filesMatching: (pattern: string) => string[];
}

const ROOT = resolve(import.meta.dirname, '../..');

/** The SQL without its comments, so a job or a secret named in prose is not read as one. */
function codeOf(sql: string): string {
  const comments = commentsOf(sql, 'sql');
  return [...sql].map((char, index) => (char === comments[index] && /\S/.test(char) ? ' ' : char)).join('');
}

const literal = String.raw`'([^']*)'`;
/**
 * A later call under the same job name replaces the job, as cron.schedule does; cron.unschedule
 * and private.unschedule_edge_function remove it. The optional fifth argument is the body the job
 * posts ('{}' without it). The definition's and the grants' `schedule_edge_function(job_name text, ...)`
 * have no literals, so they do not match.
 */
const SCHEDULING = new RegExp(
  String.raw`(?<!un)schedule_edge_function\(\s*${literal}\s*,\s*${literal}\s*,\s*${literal}\s*,\s*\d+\s*(?:,\s*${literal}(?:::jsonb)?\s*)?\)|\bunschedule(?:_edge_function)?\(\s*${literal}\s*\)`,
  'g',
);
// `where s.name = ...` in the wake-up's dynamic SQL, `where name = ...` in the job's command.
const VAULT_READ = new RegExp(String.raw`vault\.decrypted_secrets(?:\s+(?!where\b)\w+)?\s+where\s+(?:\w+\.)?name\s*=\s*${literal}`, 'g');
// A `%s` placeholder (the job's command, filled by format()) names no function.
const FUNCTION_URL = /\/functions\/v1\/([a-z0-9][\w-]*)/g;

function addFirst(list: Found[], name: string, file: string): void {
  if (!list.some((found) => found.name === name)) list.push({ name, file });
}

/** A body as pg_cron's command holds it: the JSON without its spaces, so `{"only": "x"}` is `{"only":"x"}`. */
const compactJson = (text: string) => JSON.stringify(JSON.parse(text));

export function deployStepsInRepository(files: RepositoryFiles): RepositoryDeploySteps {
  const jobs = new Map<string, CronJob & { file: string }>();
  const vaultSecrets: Found[] = [];
  for (const { file, sql } of files.migrations) {
    const code = codeOf(sql);
    for (const [, name, schedule, fn, body, unscheduled] of code.matchAll(SCHEDULING)) {
      if (unscheduled !== undefined) jobs.delete(unscheduled);
      else jobs.set(name!, { name: name!, schedule: schedule!, function: fn!, body: compactJson(body ?? '{}'), file });
    }
    for (const [, name] of code.matchAll(VAULT_READ)) addFirst(vaultSecrets, name!, file);
  }
  const calledFunctions: Found[] = [];
  for (const job of jobs.values()) addFirst(calledFunctions, job.function, job.file);
  for (const [, name] of codeOf(files.schema.sql).matchAll(FUNCTION_URL)) addFirst(calledFunctions, name!, files.schema.file);
  return {
    functionFolders: files.functionFolders,
    configFunctions: [...files.configToml.matchAll(/^\s*\[functions\.([^\]\s]+)\]/gm)].map(([, name]) => name!),
    cronJobs: [...jobs.values()],
    vaultSecrets,
    calledFunctions,
    staticFiles: [...staticFilePatterns(files.configToml)].flatMap(([name, patterns]) =>
      patterns.map((pattern) => ({ function: name, pattern, files: files.filesMatching(pattern).length })),
    ),
  };
}

export function readRepositoryDeploySteps(root = ROOT): RepositoryDeploySteps {
  const migrations = resolve(root, 'supabase/migrations');
  return deployStepsInRepository({
    functionFolders: deployableFunctions(root),
    configToml: readFileSync(resolve(root, 'supabase/config.toml'), 'utf8'),
    // The version prefix orders them as `supabase db push` applies them.
    migrations: readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => ({ file: `supabase/migrations/${name}`, sql: readFileSync(resolve(migrations, name), 'utf8') })),
    schema: { file: 'supabase/schema.sql', sql: readFileSync(resolve(root, 'supabase/schema.sql'), 'utf8') },
    filesMatching: (pattern) => filesMatching(pattern, root),
  });
}
