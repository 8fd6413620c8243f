import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * Where the hosted path is chosen (supabase/schemas/05_outbox.sql):
 * only where pg_cron, pg_net and Vault are created, or could be created here. On PGlite and on a
 * plain server nothing is available; on CI's server they are installed and preloaded, but bound to
 * another database (the platform run's), so in this file's database they are available and not
 * creatable: exactly the server on which the migrations once stopped with 3F000. The migrations
 * must apply there, create nothing and schedule nothing. The hosted branch itself runs in
 * tests/platform/.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

describe('the hosted branch of the migrations', () => {
  it('is not taken where the extensions are merely installed: the migrations applied, and nothing was created or scheduled', async () => {
    const migrations = readdirSync(resolve(import.meta.dirname, '../../supabase/migrations')).filter((file) => file.endsWith('.sql'));
    expect(await backend.sql('select count(*)::integer as applied from supabase_migrations.schema_migrations')).toEqual([{ applied: migrations.length }]);
    expect(await backend.sql("select extname from pg_extension where extname in ('pg_cron', 'pg_net', 'supabase_vault')")).toEqual([]);
    expect(await backend.sql("select nspname from pg_namespace where nspname in ('cron', 'net', 'vault')")).toEqual([]);
    expect(await backend.sql('select private.ensure_platform_extensions() as usable')).toEqual([{ usable: false }]);
  });

  it('counts an extension usable when it is created, or installed and loaded for this database; never when only installed', async () => {
    const usable = async (extension: string, loadedHere: boolean | null) =>
      (await backend.sql<{ usable: boolean }>('select private.platform_extension_usable($1, $2) as usable', [extension, loadedHere]))[0]!.usable;
    // Created here (every database has plpgsql).
    expect(await usable('plpgsql', false)).toBe(true);
    // Not installed on the server at all.
    expect(await usable('no_such_extension', true)).toBe(false);
    const [installed] = await backend.sql<{ pg_cron: boolean }>("select exists (select 1 from pg_available_extensions where name = 'pg_cron') as pg_cron");
    // Installed but not loaded for this database (not preloaded: no setting at all; or its worker serves another database).
    expect(await usable('pg_cron', null)).toBe(false);
    expect(await usable('pg_cron', false)).toBe(false);
    expect(await usable('pg_cron', true)).toBe(installed!.pg_cron);
  });
});
