import { describe, expect, it } from 'vitest';
import { openPgliteOn } from '../../supabase/local/backend';
import type { LocalDatabase } from '../../supabase/local/database';

const taken = (port: number) => Object.assign(new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${port}`), { code: 'EADDRINUSE' });
/** A database that was never opened: the retry only hands it back. */
const opened: LocalDatabase = {
  kind: 'pglite',
  postgrest: { dbUri: 'postgresql://127.0.0.1/postgres', pool: 1, channel: false, preparedStatements: false, keepConnections: true },
  exec: async () => {},
  query: async () => [],
  shell: async () => ({ results: [], notices: [], rolledBack: false, restored: [] }),
  close: async () => {},
};

describe("PGlite's socket on a port freePort() chose", () => {
  it('moves to a fresh port when a backend beside it took the first one', async () => {
    const tried: number[] = [];
    const database = await openPgliteOn(40001, true, async (port) => {
      tried.push(port);
      if (tried.length === 1) throw taken(port);
      return opened;
    });
    expect(database).toBe(opened);
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(40001);
  });

  it('reports a taken port the caller named, and any other failure, at once', async () => {
    let calls = 0;
    await expect(openPgliteOn(54322, false, async (port) => (calls++, Promise.reject(taken(port))))).rejects.toThrow('EADDRINUSE');
    await expect(openPgliteOn(40002, true, async () => (calls++, Promise.reject(new Error('out of memory'))))).rejects.toThrow('out of memory');
    expect(calls).toBe(2);
  });

  it('gives up after three taken ports', async () => {
    let calls = 0;
    await expect(openPgliteOn(40003, true, async (port) => (calls++, Promise.reject(taken(port))))).rejects.toThrow('EADDRINUSE');
    expect(calls).toBe(3);
  });
});
