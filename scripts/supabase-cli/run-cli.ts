/**
 * Runs the Supabase CLI pinned in package.json (node_modules/.bin/supabase) against a database URL,
 * the way the README's deploy steps run it, and answers what it printed.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const CLI_TIMEOUT_MS = 120_000;

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The URL as the CLI wants it: the local server speaks no TLS, and the CLI would try it first. */
export function cliDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('sslmode', 'disable');
  return url.toString();
}

export function runSupabaseCli(args: string[]): Promise<CliResult> {
  return new Promise((done, fail) => {
    // No update check (it asks GitHub, waiting up to 3 s where there is no network) and no telemetry.
    const env = { ...process.env, SUPABASE_NO_UPDATE_NOTIFIER: '1', SUPABASE_TELEMETRY_DISABLED: '1' };
    const child = spawn(resolve(root, 'node_modules/.bin/supabase'), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), CLI_TIMEOUT_MS);
    child.once('error', fail);
    child.once('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}
