/**
 * The project's own schemas (public and private) of a database, as Debian's pg_dump writes them
 * (schema only, no owners, grants kept: they are part of the security review), without the lines
 * that change from one dump to the next: the versions in the header and psql's \restrict key.
 */
import { spawn } from 'node:child_process';

const DUMPED_SCHEMAS = ['public', 'private'];

function normaliseDump(dump: string): string {
  return (
    dump
      .split('\n')
      .filter((line) => !/^\\(un)?restrict\b/.test(line) && !/^-- Dumped (from database|by pg_dump) version/.test(line))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}

export function dumpSchema(databaseUrl: string): Promise<string> {
  const args = ['--schema-only', '--no-owner', ...DUMPED_SCHEMAS.map((schema) => `--schema=${schema}`), `--dbname=${databaseUrl}`];
  return new Promise((done, fail) => {
    const child = spawn('pg_dump', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error) => fail(new Error(`pg_dump could not start (Debian: apt-get install postgresql-client): ${error.message}`)));
    child.once('close', (code) => (code === 0 ? done(normaliseDump(stdout)) : fail(new Error(`pg_dump exited with ${code}:\n${stderr}`))));
  });
}
