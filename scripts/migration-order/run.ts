/**
 * `npm run migrations:check` (part of `npm run lint`): every file of supabase/migrations is named
 * by its version, a UTC second, and the versions sort in the order the migrations were written
 * (check.ts has the rule, history.ts what git says). Prints one line per problem, naming the file
 * and what to do, and exits 1 when there is any. docs/decisions/0029-schema-baseline-and-supabase-cli.md
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkMigrationOrder, versionOf } from './check';
import { migrationRecords, readHistory } from './history';

const root = resolve(import.meta.dirname, '../..');
const dir = 'supabase/migrations';

const started = performance.now();
const files = readdirSync(resolve(root, dir))
  .filter((file) => file.endsWith('.sql'))
  .sort();
const history = readHistory(root, dir);
const problems = checkMigrationOrder(migrationRecords(dir, files, history, new Date()));
const took = `${Math.round(performance.now() - started)} ms`;

if (history.kind === 'limited') {
  console.log(`migrations:check: ${history.reason}, so the order was not checked against the history; only the names are.`);
}
for (const problem of problems) console.error(`${dir}/${problem.file}: ${problem.message}`);
if (problems.length) {
  console.error(`migrations:check: ${problems.length} problem(s) in ${files.length} migrations (${took}).`);
  process.exit(1);
}
const range = files.length ? `, ${versionOf(files[0] ?? '')} to ${versionOf(files.at(-1) ?? '')}` : '';
console.log(
  history.kind === 'full'
    ? `migrations:check: ${files.length} migrations in the order they were written${range}, each at or before its commit (${history.commits} commits, ${took}).`
    : `migrations:check: ${files.length} migrations named by their versions${range} (${took}).`,
);
