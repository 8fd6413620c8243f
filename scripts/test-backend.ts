/**
 * The end-to-end tests' backend (playwright.config.ts): `npm run backend --memory` with the inbox,
 * plus the database clock's door (/_local/clock, scripts/clock-door.ts) that the `clock` project
 * moves. Not for development: `npm run dev` and `npm run backend` serve no clock door.
 *   --port N   the gateway's port (scripts/test-stack.ts)
 */
import { parseArgs } from 'node:util';
import { startBackend } from '../supabase/local/backend';
import { parsePort } from '../supabase/local/local-data';
import { stopOnSignals } from '../supabase/local/shutdown';
import { clockDoor } from './clock-door';

const { values: flags } = parseArgs({ options: { port: { type: 'string' } } });
try {
  const backend = await startBackend({
    port: parsePort(flags.port ?? '', '--port'),
    dbPort: 0,
    dashboardPassword: process.env.DASHBOARD_PASSWORD || undefined,
    inbox: true,
    mounts: (database) => [clockDoor(database)],
    log: (message) => console.log(message),
  });
  stopOnSignals(backend.stop);
  console.log(`Test backend (in memory, with /_local/clock): ${backend.url}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
