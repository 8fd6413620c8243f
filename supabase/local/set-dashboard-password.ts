/**
 * `npm run dashboard:password`: sets the staff dashboard password on the project's database,
 * named by its own variable, PRODUCTION_DATABASE_URL (the connection string of a hosted Supabase
 * project), never by the local backend's DATABASE_URL: an operator command must not be one typo away
 * from the local stack, nor the local stack from production (issue 60). Only the bcrypt hash is
 * stored, and every open dashboard session ends. Setting it here is the only way to change it.
 *
 *   PRODUCTION_DATABASE_URL=postgres://... DASHBOARD_PASSWORD='a long passphrase' npm run dashboard:password
 */
import pg from 'pg';

const databaseUrl = process.env.PRODUCTION_DATABASE_URL;
const password = process.env.DASHBOARD_PASSWORD;
if (!databaseUrl || !password) {
  console.error(
    process.env.DATABASE_URL && !databaseUrl
      ? 'Set PRODUCTION_DATABASE_URL (the project database to change) and DASHBOARD_PASSWORD; DATABASE_URL is the local backend\'s and is not read here.'
      : 'Set PRODUCTION_DATABASE_URL (the project database to change) and DASHBOARD_PASSWORD.',
  );
  process.exit(1);
}
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
  await client.query('select private.set_dashboard_password($1)', [password]);
  console.log('Dashboard password updated; existing sessions were signed out.');
} catch (error) {
  // The database's own sentence (a password too short, say) or the connection's, without a stack trace.
  console.error(`The password was not changed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
