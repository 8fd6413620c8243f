import { describe, expect, it } from 'vitest';
import { PGLITE_POSTGREST_TUNING } from '../../supabase/local/pglite';
import { POSTGRES_POSTGREST_TUNING } from '../../supabase/local/postgres-server';
import { postgrestEnvironment } from '../../supabase/local/postgrest';

const common = { dbUri: 'postgres://postgres@127.0.0.1:1/postgres', jwtSecret: 'secret', port: 2, adminPort: 3 };

describe("PostgREST's settings for the local database", () => {
  it('never recycles its one PGlite connection, whose reconnect the single-slot socket would refuse', () => {
    const env = postgrestEnvironment({ ...common, ...PGLITE_POSTGREST_TUNING });
    expect(env).toMatchObject({
      PGRST_DB_POOL: '1',
      PGRST_DB_POOL_MAX_IDLETIME: '2147483647',
      PGRST_DB_POOL_MAX_LIFETIME: '2147483647',
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_DB_PREPARED_STATEMENTS: 'false',
    });
  });

  it("keeps PostgREST's own recycling on a Postgres server, which has connections to spare", () => {
    const env = postgrestEnvironment({ ...common, ...POSTGRES_POSTGREST_TUNING });
    expect(env).not.toHaveProperty('PGRST_DB_POOL_MAX_IDLETIME');
    expect(env).not.toHaveProperty('PGRST_DB_POOL_MAX_LIFETIME');
    expect(env.PGRST_DB_POOL).toBe('10');
  });
});
