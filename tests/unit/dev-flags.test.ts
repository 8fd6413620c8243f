import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDevFlags } from '../../scripts/dev-flags';
import { pgliteDataDir } from '../../supabase/local/local-data';

describe('npm run dev: its flags', () => {
  it('takes the default ports and the persistent database without flags', () => {
    expect(parseDevFlags([])).toEqual({ sitePort: 5173, apiPort: 54321, apiPortGiven: false, dbPort: 54322, memory: false, apiUrl: undefined, clock: false });
  });

  it('starts a second stack on three ports of its own, with its own data folder', () => {
    const flags = parseDevFlags(['--port', '5174', '--api-port', '54331', '--db-port', '54332']);
    expect(flags).toMatchObject({ sitePort: 5174, apiPort: 54331, apiPortGiven: true, dbPort: 54332, memory: false });
    expect(pgliteDataDir('/repo', flags.dbPort)).toBe(resolve('/repo/.data/pglite-54332'));
    expect(pgliteDataDir('/repo', 54322)).toBe(resolve('/repo/.data/pglite'));
  });

  it('gives an in-memory database a free port unless one is named', () => {
    expect(parseDevFlags(['--memory']).dbPort).toBe(0);
    expect(parseDevFlags(['--memory', '--db-port', '54340']).dbPort).toBe(54340);
  });

  it('keeps --api-url for a dev server that shares a backend started elsewhere', () => {
    expect(parseDevFlags(['--api-url', 'http://127.0.0.1:54331']).apiUrl).toBe('http://127.0.0.1:54331');
  });

  it('refuses a port that is not one, and a flag it does not know, with a readable message', () => {
    expect(() => parseDevFlags(['--db-port', 'abc'])).toThrow('--db-port takes a port number from 0 to 65535, not "abc".');
    expect(() => parseDevFlags(['--port', '70000'])).toThrow('--port takes a port number from 0 to 65535, not "70000".');
    expect(() => parseDevFlags(['--dbport', '1'])).toThrow(/Unknown option '--dbport'/);
  });
});
