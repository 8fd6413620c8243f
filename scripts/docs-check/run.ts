/**
 * `npm run docs:check` (part of `npm run lint`): every repository path and decision number cited in
 * README.md, docs/**\/*.md and the comments of the source files exists. Prints file:line and what is
 * missing, exits 1 when anything is. docs/decisions/0032-docs-that-cannot-drift.md
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { citationsIn } from './citations';
import { problemsIn, type Problem, type RepositoryView } from './check';
import { commentsOf, languageOf } from './comments';

const root = resolve(import.meta.dirname, '../..');
const started = performance.now();

// Tracked files and new ones not yet added, without what git ignores (node_modules, dist, .data).
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(resolve(root, file)));

/** What is read: the docs whole; of code, the comments (src, supabase, scripts, tests, e2e and the root's config files). */
function textToCheck(file: string): string | undefined {
  if (file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))) return readFileSync(resolve(root, file), 'utf8');
  const language = languageOf(file);
  const inScope = /^(?:src|supabase|scripts|tests|e2e)\//.test(file) || !file.includes('/');
  if (!language || !inScope || file.endsWith('.generated.ts') || file.endsWith('database.types.ts')) return undefined;
  return commentsOf(readFileSync(resolve(root, file), 'utf8'), language);
}

const repo: RepositoryView = {
  exists: (path) => existsSync(resolve(root, path)),
  files,
  decisionFiles: readdirSync(resolve(root, 'docs/decisions')),
};

const problems: Problem[] = [];
let checked = 0;
for (const file of files) {
  const text = textToCheck(file);
  if (text === undefined) continue;
  checked += 1;
  problems.push(...problemsIn(file, citationsIn(text, file), repo));
}

for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
const took = Math.round(performance.now() - started);
if (problems.length) {
  console.error(`docs:check: ${problems.length} citation(s) name nothing (${checked} files, ${took} ms). Fix the text, or the path if it moved.`);
  process.exit(1);
}
console.log(`docs:check: every cited path and decision exists (${checked} files, ${took} ms).`);
