/**
 * The end-to-end tests' backends (playwright.config.ts): `npm run backend --memory` with the inbox.
 * The `clock` project's own backend also serves the database clock's door (/_local/clock,
 * scripts/clock-door.ts) that it moves; the backend every other project shares has none, so no test
 * there can move the clock under the others (decision 0078).
 *   --port N   the gateway's port (scripts/test-stack.ts)
 *   --clock    serve /_local/clock
 */
import { parseArgs } from 'node:util';
import { startBackend } from '../supabase/local/backend';
import { parsePort } from '../supabase/local/local-data';
import { stopOnSignals } from '../supabase/local/shutdown';
import { clockDoor } from './clock-door';

const { values: flags } = parseArgs({ options: { port: { type: 'string' }, clock: { type: 'boolean', default: false } } });
try {
  const backend = await startBackend({
    port: parsePort(flags.port ?? '', '--port'),
    dbPort: 0,
    dashboardPassword: process.env.DASHBOARD_PASSWORD || undefined,
    inbox: true,
    mounts: (database) => (flags.clock ? [clockDoor(database)] : []),
    log: (message) => console.log(message),
  });
  stopOnSignals(backend.stop);
  console.log(`Test backend (in memory${flags.clock ? ', with /_local/clock' : ''}): ${backend.url}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
