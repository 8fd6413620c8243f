/** A scratch database of a Postgres server, migrated and seeded by the local migrator, for the scripts that inspect one. */
import { openPostgres } from '../../supabase/local/postgres-server';
import { migrate } from '../../supabase/local/migrate';

export async function migrateScratchDatabase(databaseUrl: string): Promise<void> {
  // No authenticator password: a scratch database serves no PostgREST, and the role is the server's.
  const database = await openPostgres(databaseUrl, '');
  try {
    await migrate(database, { dashboardPassword: `scratch-${Math.random().toString(36).slice(2)}` });
  } finally {
    await database.close();
  }
}
