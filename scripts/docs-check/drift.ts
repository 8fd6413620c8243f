/**
 * The checks of facts the README and .env.example state about the code (issue 60): the Node range
 * against every installed package (./node-engines.ts), and .env.example against the code's defaults
 * (./env-example.ts). Run by `npm run docs:check`, so `npm run lint` and `npm test` fail on a drift.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Problem } from './check';
import { envExampleProblems, type CodeFile } from './env-example';
import { nodeEngineProblems } from './node-engines';

/** The code that reads settings: the app, the scripts, the backend and functions, the root's config; tests and these checks excluded. */
function codeFiles(root: string): CodeFile[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return listed
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && (/^(?:src|scripts|supabase)\//.test(file) || !file.includes('/')))
    .filter((file) => !file.startsWith('scripts/docs-check/') && !/\.test\.tsx?$/.test(file))
    .map((file) => ({
      file,
      // Without comments: a variable a comment names is not one the code reads.
      text: readFileSync(resolve(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, ''),
    }));
}

export function driftProblems(root: string): Problem[] {
  const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
  const engines = nodeEngineProblems(JSON.parse(read('package.json')), JSON.parse(read('package-lock.json')), read('README.md'));
  return [
    ...engines.map((message) => ({ file: 'package.json', line: 1, message })),
    ...envExampleProblems(read('.env.example'), codeFiles(root)).map(({ line, message }) => ({ file: '.env.example', line, message })),
  ];
}
