import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** A Postgres server to compare with: TEST_DATABASE_URL, or a throwaway Debian one when available. */
export function postgresServerUrl(): string | null {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const haveServer = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  if (!haveServer || process.getuid?.() !== 0) return null;
  try {
    return execFileSync('bash', [resolve(import.meta.dirname, '../ci/start-postgres.sh')], {
      env: { ...process.env, PGPORT_TEST: '54339' },
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}
