import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** A server of the bench's own is stopped when the bench ends; one from TEST_DATABASE_URL is left alone. */
export interface PostgresServer {
  url: string;
  stop: () => void;
}

/** A Postgres server to compare with: TEST_DATABASE_URL, or a throwaway Debian one when available. */
export function postgresServer(): PostgresServer | null {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const haveServer = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  if (!haveServer || process.getuid?.() !== 0) return null;
  try {
    // The script's own port search (from 55433) stays clear of the test stack's ports (54331, 54341):
    // a bench started at 54339 once left a server on 54341 and stopped the next test run.
    const url = execFileSync('bash', [resolve(import.meta.dirname, '../ci/start-postgres.sh')], { encoding: 'utf8' }).trim();
    return { url, stop: () => execFileSync('bash', [resolve(import.meta.dirname, '../ci/stop-postgres.sh'), url], { stdio: 'inherit' }) };
  } catch {
    return null;
  }
}
