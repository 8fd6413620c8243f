/**
 * `npm run test:functions`: the edge functions as Supabase runs them, under Deno (the `deno` npm
 * package) with each function's own import map and lock file, not only in Node as the local backend
 * and vitest run handler.ts. For every supabase/functions/<name>/index.ts:
 *   1. `deno check` of the entry point (and of the function's Deno tests);
 *   2. a load of the entry point that answers requests (serve-stub.ts stands in for Deno.serve);
 *   3. the function's Deno tests, tests/deno/<name>.deno-test.ts (required for every function).
 * `--frozen` makes a lock file that no longer matches its import map fail here instead of on deploy.
 * A function may read only the static files its supabase/config.toml entry bundles, as when deployed.
 * Deno's cache lives in node_modules/.cache/deno. docs/decisions/0015-functions-checked-under-deno.md
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { denoCommand, denoEnv, repositoryRoot as root } from '../../supabase/local/deno/deno-command';
import { deployableFunctions, readPermission } from '../../supabase/local/function-folders';

const [command, prefix] = denoCommand;
const env = denoEnv();

function run(args: string[], extraEnv: Record<string, string> = {}): Promise<{ ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, [...prefix, ...args], { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ ok: false, output: `${output}${error.message}` }));
    child.on('close', (code) => done({ ok: code === 0, output }));
  });
}

const functions = deployableFunctions();

const started = performance.now();
const failures: string[] = [];
let testsRun = 0;

for (const name of functions) {
  const dir = `supabase/functions/${name}`;
  const config = ['--frozen', '--config', `${dir}/deno.json`];
  const read = readPermission(name);
  const testFile = `tests/deno/${name}.deno-test.ts`;
  const hasTests = existsSync(join(root, testFile));
  const steps: [string, () => Promise<{ ok: boolean; output: string }>][] = [
    // One type check of the entry point and the tests together: they share most of the graph.
    ['check', () => run(['check', ...config, `${dir}/index.ts`, ...(hasTests ? [testFile] : [])])],
    [
      'load',
      () =>
        run(['run', ...config, '--no-prompt', '--allow-env', ...read, '--preload', 'scripts/functions/serve-stub.ts', `${dir}/index.ts`], {
          // Nothing connects here: the three requests are refused before any database call.
          SUPABASE_URL: 'http://127.0.0.1:9',
          SUPABASE_SERVICE_ROLE_KEY: 'check-deno',
        }),
    ],
    [
      'tests',
      async () =>
        hasTests
          ? // --allow-sys: Deno's node:tls reads the system's certificate authorities through it.
            run(['test', ...config, '--no-check', '--no-prompt', '--allow-net', '--allow-env', '--allow-sys', ...read, testFile])
          : { ok: false, output: `${testFile} is missing: every function has Deno tests of its request handling.` },
    ],
  ];
  for (const [step, go] of steps) {
    const stepStarted = performance.now();
    const result = await go();
    const { output } = result;
    // A load that printed no answers never reached Deno.serve, though Deno exits 0 then.
    const ok = result.ok && (step !== 'load' || output.includes('"preflight":'));
    const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
    const passed = Number(/\| (\d+) passed/.exec(output)?.[1] ?? 0);
    if (step === 'tests') testsRun += passed;
    const detail = step === 'load' ? ` ${output.trim().split('\n').at(-1) ?? ''}` : step === 'tests' ? ` ${passed} passed` : '';
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${step} (${seconds} s)${ok ? detail : ''}`);
    if (!ok) {
      console.log(output.trimEnd().replace(/^/gm, '    '));
      failures.push(`${name}: ${step}`);
    }
  }
}

const total = ((performance.now() - started) / 1000).toFixed(1);
if (functions.length === 0) failures.push('no function found in supabase/functions');
if (failures.length > 0) {
  console.error(`\nDeno: ${failures.length} step(s) failed in ${total} s: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`\nDeno: ${functions.length} functions checked, loaded and tested (${testsRun} Deno tests) in ${total} s.`);
