/**
 * A database migrated and seeded once, for many backends to start from: the integration suite
 * replays the migrations once per run instead of once per test file (on PGlite, creating an empty
 * database costs more than the migrations themselves). Made afresh from supabase/migrations each
 * time and never kept, so it cannot fall behind them.
 */
import { DEFAULT_DASHBOARD_PASSWORD, LOCAL_AUTHENTICATOR_PASSWORD } from './backend';
import { freePort } from './busy-port';
import { openPglite } from './pglite';
import { openPostgres } from './postgres-server';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { migrate } from './migrate';

// What startBackend() passes by default, so that its own migrate() finds nothing to change.
const migrateOptions = { dashboardPassword: DEFAULT_DASHBOARD_PASSWORD, authenticatorPassword: LOCAL_AUTHENTICATOR_PASSWORD };

/** An in-memory PGlite's data folder after the migrations and seed, for BackendOptions.snapshot. */
export async function pgliteSnapshot(): Promise<Blob> {
  const database = await openPglite({ port: await freePort() });
  try {
    await migrate(database, migrateOptions);
    // PGlite's default 128 MB of shared buffers are set up afresh by every PGlite started from the
    // dump, at about 0.9 s of CPU under Liftoff; a test file's database fits in 16 MB many times
    // over, and its start then takes 1.3 s instead of 2.2 (decision 0079). A setting of the data
    // folder (postgresql.auto.conf), so it travels with the dump; nothing else reads it.
    await database.exec(`alter system set shared_buffers = '16MB'`);
    // Written out first: a dump of unflushed work makes every PGlite started from it replay the
    // migrations' WAL at start (about 0.1 s of CPU per backend, decision 0064).
    await database.exec('checkpoint');
    return await database.dump();
  } finally {
    await database.close();
  }
}

/**
 * A database on the Postgres server after the migrations and seed, for
 * createScratchDatabase(server, prefix, template.name) to copy. The roles bootstrap.sql makes belong
 * to the server, not to a database, so they are there for every copy.
 */
export async function createTemplateDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const template = await createScratchDatabase(serverUrl, 'lsg_template');
  try {
    const database = await openPostgres(template.url, LOCAL_AUTHENTICATOR_PASSWORD);
    try {
      await migrate(database, migrateOptions);
    } finally {
      await database.close();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  return template;
}
