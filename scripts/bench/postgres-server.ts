import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** A Postgres server to compare with: TEST_DATABASE_URL, or a throwaway Debian one when available. */
export function postgresServerUrl(): string | null {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const haveServer = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  if (!haveServer || process.getuid?.() !== 0) return null;
  try {
    // The script's own port search (from 55433) stays clear of the test stack's ports (54331, 54341):
    // a bench started at 54339 once left a server on 54341 and stopped the next test run.
    return execFileSync('bash', [resolve(import.meta.dirname, '../ci/start-postgres.sh')], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
