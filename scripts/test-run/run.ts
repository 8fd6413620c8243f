/**
 * `npm test`: the phases of scripts/test-run/phases.ts one after the other, the tasks of a phase side
 * by side (each task's output printed whole when it ends, so parallel output never interleaves).
 * Stops at the first failing phase, and always ends with a table: each phase's and task's wall time
 * and the ten slowest test files (from the runners' JSON reports). `.ci/run` hands over its own
 * set-up times (apt-get, npm ci) in TEST_RUN_SETUP so they stand in the same table.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { phases } from './phases';
import { readFileTimes } from './reports';
import { formatSummary, parseSetupTimes, type PhaseTime } from './summary';

const reportDir = mkdtempSync(join(tmpdir(), 'lsg-test-run-'));
const started = performance.now();

interface TaskResult {
  task: string;
  seconds: number;
  ok: boolean;
}

/** Runs one npm script; with `stream`, its output goes straight through, else it is printed when it ends. */
function runTask(task: string, stream: boolean): Promise<TaskResult> {
  const taskStarted = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', task], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_REPORT_DIR: reportDir, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - taskStarted) / 1000;
      if (!stream) process.stdout.write(`\n> ${task}\n${Buffer.concat(output).toString()}`);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}: ${task} (${seconds.toFixed(1)} s)`);
      done({ task, seconds, ok: code === 0 });
    });
  });
}

const times: PhaseTime[] = [];
let failed: string | undefined;
for (const phase of phases) {
  const phaseStarted = performance.now();
  console.log(`\n=== ${phase.name}: ${phase.tasks.join(', ')}`);
  const results = await Promise.all(phase.tasks.map((task) => runTask(task, phase.tasks.length === 1)));
  times.push({ name: phase.name, seconds: (performance.now() - phaseStarted) / 1000, tasks: results });
  const failures = results.filter((result) => !result.ok);
  if (failures.length > 0) {
    failed = `${phase.name} (${failures.map((result) => result.task).join(', ')})`;
    break;
  }
}

console.log(
  formatSummary({
    setup: parseSetupTimes(process.env.TEST_RUN_SETUP),
    phases: times,
    totalSeconds: (performance.now() - started) / 1000,
    files: readFileTimes(reportDir),
    cores: availableParallelism(),
    failed,
  }),
);
rmSync(reportDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
