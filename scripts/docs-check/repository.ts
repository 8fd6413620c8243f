/**
 * The check over this repository: which files are read (README.md and docs/**\/*.md whole, the
 * comments of the source files), and every citation in them that names nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { citationsIn } from './citations';
import { problemsIn, type Problem, type RepositoryView } from './check';
import { commentsOf, languageOf } from './comments';

/** Tracked files and new ones not yet added, without what git ignores (node_modules, dist, .data). */
function repositoryFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(resolve(root, file)));
}

/** What is read of a file: the docs whole; of code, the comments (src, supabase, scripts, tests, e2e and the root's config files). */
function textToCheck(root: string, file: string): string | undefined {
  if (file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))) return readFileSync(resolve(root, file), 'utf8');
  const language = languageOf(file);
  const inScope = /^(?:src|supabase|scripts|tests|e2e)\//.test(file) || !file.includes('/');
  // Generated files: their comments are their generator's.
  if (!language || !inScope || file.endsWith('.generated.ts') || file.endsWith('database.types.ts')) return undefined;
  return commentsOf(readFileSync(resolve(root, file), 'utf8'), language);
}

export function checkRepository(root: string): { problems: Problem[]; checked: number } {
  const files = repositoryFiles(root);
  const repo: RepositoryView = {
    exists: (path) => existsSync(resolve(root, path)),
    files,
    decisionFiles: readdirSync(resolve(root, 'docs/decisions')),
  };
  const problems: Problem[] = [];
  let checked = 0;
  for (const file of files) {
    const text = textToCheck(root, file);
    if (text === undefined) continue;
    checked += 1;
    problems.push(...problemsIn(file, citationsIn(text, file), repo));
  }
  return { problems, checked };
}
