/**
 * Each test file's backend starts from the database the run migrated once (support/global-setup.ts):
 * a PGlite data-folder dump, or a template database on the Postgres server. That database must hold
 * every migration and the seed, and each backend started from it must have a copy of its own.
 */
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_PASSWORD } from '../../supabase/local/backend';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let startedAt: Date;
let first: TestBackend;

beforeAll(async () => {
  startedAt = new Date();
  first = await startTestBackend();
});
afterAll(() => first?.stop());

const leadsWithEmail = async (backend: TestBackend, email: string) =>
  (await backend.sql<{ count: number }>('select count(*)::int as count from public.leads where email = $1', [email]))[0]?.count;

describe('the database each test file starts from', () => {
  it('has every migration applied and the seed run, so the backend has nothing left to do', async () => {
    expect(first.migrated).toEqual({ applied: [], seeded: false });
    const files = (await readdir(resolve(import.meta.dirname, '../../supabase/migrations'))).filter((file) => file.endsWith('.sql'));
    const versions = await first.sql<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(versions.map((row) => row.version)).toEqual(files.map((file) => file.split('_')[0]).sort());

    // The seed's dashboard password, set before this file started (not by its backend).
    const [settings] = await first.sql<{ same: boolean; updated_at: Date }>(
      'select password_hash = extensions.crypt($1, password_hash) as same, updated_at from private.dashboard_settings',
      [DEFAULT_DASHBOARD_PASSWORD],
    );
    expect(settings?.same).toBe(true);
    expect(new Date(settings?.updated_at ?? Date.now()).getTime()).toBeLessThan(startedAt.getTime());
  });

  it("is each backend's own: a row written through one is in no other started from it", async () => {
    const before = uniqueEmail('first-backend');
    await first.sql("insert into public.leads (name, email) values ('Isolation Check', $1)", [before]);
    expect(await leadsWithEmail(first, before)).toBe(1);

    // Started after the write: had the write reached the shared snapshot or template, it would show here.
    const second = await startTestBackend();
    try {
      expect(second.migrated).toEqual({ applied: [], seeded: false });
      expect(await leadsWithEmail(second, before)).toBe(0);

      const after = uniqueEmail('second-backend');
      await second.sql("insert into public.leads (name, email) values ('Isolation Check', $1)", [after]);
      expect(await leadsWithEmail(second, after)).toBe(1);
      expect(await leadsWithEmail(first, after)).toBe(0);
    } finally {
      await second.stop();
    }
    // It starts a backend of its own, as a file's beforeAll does: the same 90 s (hookTimeout) as theirs.
  }, 90_000);
});
