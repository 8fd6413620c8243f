/**
 * Where the local stack keeps PGlite's data, and the port flags of `npm run dev` and
 * `npm run backend`. A stack on the default database port keeps its data in .data/pglite; a stack
 * on another port (a second one beside the first) in .data/pglite-<port>, since two PGlite
 * processes must never open the same folder.
 */
import { resolve } from 'node:path';
import { DEFAULT_DB_PORT } from './backend';

export function pgliteDataDir(root: string, dbPort: number): string {
  return resolve(root, dbPort === DEFAULT_DB_PORT ? '.data/pglite' : `.data/pglite-${dbPort}`);
}

/** A port flag's value: a whole number from 0 (pick a free one) to 65535, or a readable error. */
export function parsePort(value: string, flag: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65_535) throw new Error(`${flag} takes a port number from 0 to 65535, not "${value}".`);
  return port;
}
