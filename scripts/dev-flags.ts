/**
 * The flags of `npm run dev` (scripts/dev.ts), parsed apart from starting anything so that a test
 * can check them. Every port is the default one's unless given: a second stack beside the first
 * names all three (`--port 5174 --api-port 54331 --db-port 54332`), or `--memory` and two.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_API_PORT, DEFAULT_DB_PORT } from '../supabase/local/backend';
import { parsePort } from '../supabase/local/local-data';

export const DEFAULT_SITE_PORT = 5173;

export interface DevFlags {
  sitePort: number;
  apiPort: number;
  /** Whether --api-port was given: the site then talks to this backend whatever .env says. */
  apiPortGiven: boolean;
  /** PGlite's wire-protocol port; 0 picks a free one (the default with --memory, where nothing else connects). */
  dbPort: number;
  memory: boolean;
  /** No backend of its own: the site talks to the local backend already at this URL. */
  apiUrl?: string;
  /** Serve the database clock's door (/_local/clock) for `npm run weekly-reports:send-now`; off by default. */
  clock: boolean;
}

export function parseDevFlags(args: string[]): DevFlags {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      'api-port': { type: 'string' },
      'db-port': { type: 'string' },
      'api-url': { type: 'string' },
      memory: { type: 'boolean', default: false },
      clock: { type: 'boolean', default: false },
    },
  });
  const memory = values.memory ?? false;
  return {
    sitePort: values.port === undefined ? DEFAULT_SITE_PORT : parsePort(values.port, '--port'),
    apiPort: values['api-port'] === undefined ? DEFAULT_API_PORT : parsePort(values['api-port'], '--api-port'),
    apiPortGiven: values['api-port'] !== undefined,
    dbPort: values['db-port'] === undefined ? (memory ? 0 : DEFAULT_DB_PORT) : parsePort(values['db-port'], '--db-port'),
    memory,
    apiUrl: values['api-url'],
    clock: values.clock ?? false,
  };
}
