import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';
import { RESERVED_STAFF_NAMES, STAFF_NAME_MESSAGES, staffNameProblem } from '@/features/dashboard/lib/staff-name';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * One rule for the name staff type at login (docs/decisions/0026-staff-sign-in-and-authorship.md):
 * the login form's staffNameProblem() and the database's private.staff_name_problem() give the same
 * answer, in the same words, for the same names, and validate_dashboard_password refuses what the
 * rule refuses with a 400 whose message the form shows on the name field.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

const databaseProblem = async (name: string) =>
  (await backend.sql<{ problem: string | null }>('select private.staff_name_problem($1) as problem', [name]))[0]!.problem;

const PIECES = [
  'a',
  'Z',
  'é',
  '李',
  'م',
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u00a0',
  '\u00ad',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2028',
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
  '\u200e',
  '\u061c',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u3000',
  '\ufeff',
  '😀',
  'Staff',
  'staff',
  'VISITOR',
  'System',
  '-',
  "'",
  '.',
];
const name = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 90 }),
  fc.constantFrom(...RESERVED_STAFF_NAMES).map((word) => ` ${word.toUpperCase()}\u200b `),
  fc.nat({ max: 90 }).map((length) => 'n'.repeat(length)),
);

describe('the staff name rule', () => {
  it('the form and the database agree on every generated name', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(name, async (candidate) => {
        const problem = staffNameProblem(candidate);
        if (problem) refused += 1;
        // Text the database cannot hold never reaches its rule (the next test).
        if (problem === UNSTORABLE_TEXT_MESSAGE) return;
        expect(await databaseProblem(candidate), JSON.stringify(candidate)).toBe(problem);
      }),
      { numRuns: 300 },
    );
    // The generator reaches both answers often.
    expect(refused).toBeGreaterThan(10);
    expect(refused).toBeLessThan(290);
  });

  it('refuses the names the issue found accepted, each with its own words', async () => {
    const cases: [string, string][] = [
      ['', STAFF_NAME_MESSAGES.blank],
      ['  \t ', STAFF_NAME_MESSAGES.blank],
      ['\u200b\u3000', STAFF_NAME_MESSAGES.blank],
      ['A', STAFF_NAME_MESSAGES.length],
      ['x'.repeat(81), STAFF_NAME_MESSAGES.length],
      ['\u202eecilA', STAFF_NAME_MESSAGES.hidden],
      ['Ann\tLee', STAFF_NAME_MESSAGES.hidden],
      ['Visitor', STAFF_NAME_MESSAGES.reserved('Visitor')],
      ['staff', STAFF_NAME_MESSAGES.reserved('Staff')],
      [' SYSTEM ', STAFF_NAME_MESSAGES.reserved('System')],
    ];
    for (const [candidate, message] of cases) {
      expect(staffNameProblem(candidate), JSON.stringify(candidate)).toBe(message);
      expect(await databaseProblem(candidate), JSON.stringify(candidate)).toBe(message);
    }
    expect(staffNameProblem('x'.repeat(80))).toBeNull();
    // Code points, not UTF-16 units: 80 emoji are 80 characters.
    expect(staffNameProblem('😀'.repeat(80))).toBeNull();
    expect(await databaseProblem('😀'.repeat(80))).toBeNull();
  });

  it('text the database cannot hold gets the shared message in the form, and a 4xx from the API', async () => {
    for (const candidate of ['Jane\u0000Doe', 'Jane \ud83d Doe', 'Jane \ude00 Doe']) {
      expect(staffNameProblem(candidate)).toBe(UNSTORABLE_TEXT_MESSAGE);
      const { status } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: candidate });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    const { loginToDashboard } = await import('@/features/dashboard/api/login');
    await expect(loginToDashboard(backend.dashboardPassword, 'Jane\u0000Doe')).rejects.toThrow(UNSTORABLE_TEXT_MESSAGE);
  });

  it("login answers a refused name with 400 and the rule's words, marked for the name field", async () => {
    const sessions = async () => (await backend.sql('select 1 from private.dashboard_sessions')).length;
    const before = await sessions();
    const { status, error } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Visitor' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: STAFF_NAME_MESSAGES.reserved('Visitor'), hint: 'staff_name' });
    expect(await sessions()).toBe(before);
  });
});
