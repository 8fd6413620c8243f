/**
 * Which of the end-to-end run's stacks a `playwright test` command needs, read from its arguments:
 * the built site (projects desktop and mobile), the clock's own stack (project clock, the spec that
 * moves its backend's clock) and the dev server (project dev, e2e/dev/). Playwright
 * starts every web server of its config whatever is selected; the config asks this instead, so
 * `npx playwright test e2e/dashboard.spec.ts` never waits for a Vite dev server it will not use.
 */
import { readdirSync } from 'node:fs';
import { resolve, sep } from 'node:path';

export interface NeededStacks {
  built: boolean;
  clock: boolean;
  dev: boolean;
}

/** Options of `playwright test` that take a value (the value is not a test filter). */
const TAKES_VALUE = new Set([
  '-c',
  '--config',
  '-g',
  '--grep',
  '-G',
  '--grep-invert',
  '-j',
  '--workers',
  '--reporter',
  '--add-reporter',
  '--output',
  '--global-timeout',
  '--max-failures',
  '--repeat-each',
  '--retries',
  '--shard',
  '--timeout',
  '--trace',
  '--tsconfig',
  '--browser',
  '--last-failed-file',
  '--update-source-method',
]);

/** Options whose value is optional, with the values they can take. */
const OPTIONAL_VALUE: Record<string, string[]> = {
  '--debug': ['inspector', 'cli'],
  '-u': ['all', 'changed', 'missing', 'none'],
  '--update-snapshots': ['all', 'changed', 'missing', 'none'],
};

function readArguments(args: string[]): { projects: string[]; filters: string[]; unknowable: boolean } {
  const projects: string[] = [];
  const filters: string[] = [];
  let unknowable = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag === '--project') {
      if (inline !== undefined) projects.push(inline);
      // Variadic, as Commander reads it: every following word up to the next option.
      else while (args[index + 1] !== undefined && !args[index + 1]!.startsWith('-')) projects.push(args[++index]!);
    } else if (flag === '--only-changed' || flag === '--last-failed') {
      unknowable = true;
      if (flag === '--only-changed' && inline === undefined && args[index + 1] && !args[index + 1]!.startsWith('-')) index += 1;
    } else if (TAKES_VALUE.has(flag)) {
      if (inline === undefined) index += 1;
    } else if (flag in OPTIONAL_VALUE) {
      if (inline === undefined && OPTIONAL_VALUE[flag]!.includes(args[index + 1] ?? '')) index += 1;
    } else if (!arg.startsWith('-')) {
      filters.push(arg);
    }
  }
  return { projects, filters, unknowable };
}

/** Playwright's file filter: a regular expression over the file's path, with an optional :line[:column]. */
function matchesFilter(file: string, filter: string): boolean {
  const pattern = filter.replace(/:\d+(:\d+)?$/, '');
  try {
    return new RegExp(pattern, 'i').test(file);
  } catch {
    return file.includes(pattern);
  }
}

const wildcard = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  );

/**
 * `args`: what follows `playwright test` (process.argv after it). `specFiles`: the suite's spec
 * files, absolute. `devDir`: the dev project's folder, absolute. `clockSpec`: the clock project's
 * files (playwright.config.ts), which no other project runs.
 */
export function neededStacks(args: string[], specFiles: string[], devDir: string, clockSpec: RegExp): NeededStacks {
  const { projects, filters, unknowable } = readArguments(args);
  if (unknowable) return { built: true, clock: true, dev: true };
  const chosen = (name: string) => projects.length === 0 || projects.some((pattern) => wildcard(pattern).test(name));
  const files = filters.length === 0 ? specFiles : specFiles.filter((file) => filters.some((filter) => matchesFilter(file, filter)));
  const isDev = (file: string) => file.startsWith(devDir + sep);
  const isClock = (file: string) => clockSpec.test(file);
  return {
    built: (chosen('desktop') || chosen('mobile')) && files.some((file) => !isDev(file) && !isClock(file)),
    clock: chosen('clock') && files.some((file) => !isDev(file) && isClock(file)),
    dev: chosen('dev') && files.some(isDev),
  };
}

/** The spec files under a test folder, absolute. */
export function specFilesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => resolve(dir, file));
}

/** The arguments after `test` of the Playwright command that loaded the config (empty when it was not `playwright test`). */
export function playwrightTestArguments(argv: string[]): string[] {
  const at = argv.indexOf('test');
  return at === -1 ? [] : argv.slice(at + 1);
}
