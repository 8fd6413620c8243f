/**
 * Machine-readable reports of one `npm test` run: each runner writes JSON into TEST_REPORT_DIR
 * (set by scripts/test-run/run.ts), and the run's closing table reads the time of every test file
 * from them. Without the variable the runners report as usual and write nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Reporter } from 'vitest/node';
import { VitestFileTimes } from './vitest-file-times';

const REPORT_DIR = 'TEST_REPORT_DIR';

/** Where a runner writes its JSON report, or undefined outside a reported run. */
export function reportFile(suite: string): string | undefined {
  const dir = process.env[REPORT_DIR];
  return dir ? resolve(dir, `${suite}.json`) : undefined;
}

/** Vitest's reporters for a suite: its usual output, plus the file times in a reported run. */
export function vitestReporters(suite: string): { reporters: (string | Reporter)[] } {
  const file = reportFile(suite);
  return { reporters: file ? ['default', new VitestFileTimes(suite, file)] : ['default'] };
}

export interface FileTime {
  suite: string;
  file: string;
  /** Vitest: the file's wall time. Playwright: its tests' durations added up (worker time). */
  seconds: number;
  tests: number;
  failed: number;
  skipped: number;
}

interface PlaywrightTest {
  /** expected, unexpected, flaky or skipped. */
  status: string;
  results: { duration: number }[];
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}

/** Every test of a Playwright suite, nested describe blocks included. */
function playwrightTests(suite: PlaywrightSuite): PlaywrightTest[] {
  return [...(suite.specs ?? []).flatMap((spec) => spec.tests), ...(suite.suites ?? []).flatMap(playwrightTests)];
}

/** The file times of one report: ours (VitestFileTimes) as they are, Playwright's JSON report added up per file. */
export function fileTimesOf(suite: string, report: unknown): FileTime[] {
  if (report && typeof report === 'object' && 'files' in report) return (report as { files: FileTime[] }).files;
  const byFile = new Map<string, FileTime>();
  for (const top of (report as { suites?: PlaywrightSuite[] }).suites ?? []) {
    const file = `e2e/${top.file}`;
    const entry = byFile.get(file) ?? { suite, file, seconds: 0, tests: 0, failed: 0, skipped: 0 };
    for (const test of playwrightTests(top)) {
      entry.tests += 1;
      if (test.status === 'unexpected' || test.status === 'flaky') entry.failed += 1;
      if (test.status === 'skipped') entry.skipped += 1;
      entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
    }
    byFile.set(file, entry);
  }
  return [...byFile.values()];
}

/** The time of every test file the run's reports name. */
export function readFileTimes(dir: string): FileTime[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        return fileTimesOf(name.replace(/\.json$/, ''), JSON.parse(readFileSync(resolve(dir, name), 'utf8')));
      } catch {
        return [];
      }
    });
}
