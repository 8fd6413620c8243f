/**
 * `npm run dashboard:password`: sets the staff dashboard password on the database DATABASE_URL
 * points at (a hosted Supabase project's connection string, say). Only the bcrypt hash is stored,
 * and every open dashboard session ends.
 *
 *   DATABASE_URL=postgres://... DASHBOARD_PASSWORD='a long passphrase' npm run dashboard:password
 */
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
const password = process.env.DASHBOARD_PASSWORD;
if (!databaseUrl || !password) {
  console.error('Set DATABASE_URL and DASHBOARD_PASSWORD.');
  process.exit(1);
}
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  await client.query('select private.set_dashboard_password($1)', [password]);
  console.log('Dashboard password updated; existing sessions were signed out.');
} finally {
  await client.end();
}
