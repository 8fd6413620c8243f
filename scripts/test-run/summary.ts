/** The closing table of `npm test` (scripts/test-run/run.ts): pure formatting, unit-tested. */
import type { FileTime } from './reports';

export interface PhaseTime {
  name: string;
  seconds: number;
  tasks: { task: string; seconds: number; ok: boolean }[];
}

export interface RunSummary {
  /** Steps before `npm test` (apt-get, npm ci), as .ci/run measured them. */
  setup: { name: string; seconds: number }[];
  phases: PhaseTime[];
  totalSeconds: number;
  files: FileTime[];
  cores: number;
  failed?: string;
}

/** `apt-get=12.5,npm ci=61` (what .ci/run puts in TEST_RUN_SETUP) as named times; anything else is skipped. */
export function parseSetupTimes(value: string | undefined): RunSummary['setup'] {
  return (value ?? '')
    .split(',')
    .map((pair) => pair.split('='))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0]!.trim() !== '' && Number.isFinite(Number(parts[1])))
    .map(([name, seconds]) => ({ name: name.trim(), seconds: Number(seconds) }));
}

const duration = (seconds: number) => (seconds >= 90 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(1)} s`).padStart(9);

export function formatSummary(summary: RunSummary): string {
  const lines = ['', `Test run on ${summary.cores} cores${summary.failed ? `: FAILED in ${summary.failed}` : ''}`];
  for (const step of summary.setup) lines.push(`  ${step.name.padEnd(34)}${duration(step.seconds)}`);
  for (const phase of summary.phases) {
    lines.push(`  ${phase.name.padEnd(34)}${duration(phase.seconds)}`);
    if (phase.tasks.length > 1) for (const task of phase.tasks) lines.push(`    ${`${task.task}${task.ok ? '' : ' (failed)'}`.padEnd(32)}${duration(task.seconds)}`);
  }
  const setupSeconds = summary.setup.reduce((sum, step) => sum + step.seconds, 0);
  lines.push(`  ${'npm test'.padEnd(34)}${duration(summary.totalSeconds)}`);
  if (summary.setup.length > 0) lines.push(`  ${'with the set-up'.padEnd(34)}${duration(summary.totalSeconds + setupSeconds)}`);

  const slowest = [...summary.files].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  if (slowest.length > 0) {
    lines.push('', 'Ten slowest test files (end-to-end: worker time, its tests added up)');
    for (const file of slowest) lines.push(`  ${file.suite.padEnd(22)}${file.file.padEnd(48)}${duration(file.seconds)}  ${file.tests} tests`);
  }
  const tests = new Map<string, number>();
  for (const file of summary.files) tests.set(file.suite, (tests.get(file.suite) ?? 0) + file.tests);
  if (tests.size > 0) lines.push('', `Tests per suite: ${[...tests].map(([suite, count]) => `${suite} ${count}`).join(', ')}`);
  // The plain closing line CI reads (a flaky end-to-end test counts as failed: the run has no retries).
  const failed = summary.files.reduce((sum, file) => sum + file.failed, 0);
  const skipped = summary.files.reduce((sum, file) => sum + file.skipped, 0);
  const total = summary.files.reduce((sum, file) => sum + file.tests, 0);
  lines.push(`${total - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
  return lines.join('\n');
}
