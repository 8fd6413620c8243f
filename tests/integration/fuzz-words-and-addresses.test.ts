import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorableText } from '@shared/field-rules';
import { hasReadableName, isValidEmail, looksLikeStructure } from '@shared/text-checks';
import { hasVisibleCharacter } from '@shared/unseen-characters';
import { isValidWebsite, normalizeWebsite, WEBSITE_MESSAGE } from '@shared/website';
import { popupLeadSchema } from '@/features/lead-capture/lib/schemas';
import { staffNameProblem } from '@/features/dashboard/lib/staff-name';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';
import { FUZZ_TIMEOUT_MS, fuzzCases, fuzzCounter } from './support/fuzz';

/**
 * The rules of docs/decisions/0044-words-and-addresses-are-ours.md, fuzzed (fast-check): for
 * generated websites, addresses, staff names, lead names and notes, the database's functions give
 * the verdict of the shared TypeScript rules, and a lead written through the API lands exactly
 * when the pop-up's form would send it. A failing case is shrunk and printed with its seed.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

const fuzzed = fuzzCounter('values through the website, address, name and note rules');

/** Pieces that sit on each rule's edges: schemes, hosts, ports, the characters each rule refuses. */
const PIECES = [
  'http://', 'https://', 'HTTPS://', 'ftp://', 'a', 'Z', '0', '9', '-', '--', 'xn--', '.', '/', '?', '#', ':', '8080', '65536', '@', '<', '>',
  '"', "'", ',', ';', '(', ')', '[', ']', '{', '}', '\\', ' ', '\t', '\n', '\u0085', '\u00a0', '\u00ad', '\u034f', '\u115f', '\u1160',
  '\u200b', '\u200c', '\u200d', '\u200e', '\u202e', '\u2066', '\u2800', '\u3000', '\u3164', '\ufe0f', '\ufeff', '\uffa0', 'é', '李',
  '😀', 'Staff', 'ＳＴＡＦＦ', 'visitor', 'example.com', '127.0.0.1', '256.1.1.1', 'localhost',
  // Issue 59: the address rule's RFC 5321 edges and the name rule's marks.
  '&', '=', '%', '..', '+tag', '\u0301', '\u0302', '\u0303', '\u2028', '\uFFF9', '\u{E0041}',
];
/** Text the database can hold (a NUL or half a surrogate pair never reaches these rules: the gateway answers first). */
const text = fc
  .oneof(
    fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((parts) => parts.join('')),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.emailAddress(),
    fc.tuple(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.domain()).map(([local, domain]) => `${local}@${domain}`),
    fc.json(),
  )
  .filter(isStorableText);

const databaseVerdicts = async (value: string) =>
  (
    await backend.sql<{ website: boolean; email: boolean; structure: boolean; visible: boolean; staff: string | null; name: boolean }>(
      `select private.is_valid_website($1) as website, private.is_valid_email(private.trim_space($1)) as email,
              private.looks_like_structure($1) as structure, private.without_unseen(private.trim_space($1)) <> '' as visible,
              private.staff_name_problem($1) as staff, private.name_is_readable(private.trim_space($1)) as name`,
      [value],
    )
  )[0]!;

describe('the database and the shared rules agree', () => {
  it(
    'on every generated value, for every rule',
    async () => {
      await fc.assert(
        fc.asyncProperty(text, async (value) => {
          fuzzed.total += 1;
          const database = await databaseVerdicts(value);
          expect(database, JSON.stringify(value)).toEqual({
            website: isValidWebsite(value),
            email: isValidEmail(value),
            structure: looksLikeStructure(value),
            visible: hasVisibleCharacter(value.replace(/^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g, '')),
            staff: staffNameProblem(value),
            name: hasReadableName(value),
          });
        }),
        { ...fuzzCases, numRuns: fuzzCases.numRuns * 5 },
      );
    },
    FUZZ_TIMEOUT_MS * 2,
  );

  it(
    'a lead with a generated website lands exactly when the form would send it, refused in the form’s words',
    async () => {
      await fc.assert(
        fc.asyncProperty(text, async (typed) => {
          fuzzed.total += 1;
          const form = popupLeadSchema.safeParse({ name: 'Fuzz Tester', email: 'fuzz@example.com', phone: '', website: typed, honeypot: '' });
          const website = normalizeWebsite(typed) || null;
          const { status, error } = await backend.anon.from('lsg_leads').insert({ name: 'Fuzz Tester', email: uniqueEmail(), website, lead_type: 'contact' });
          expect(status, JSON.stringify(typed)).toBeLessThan(500);
          if (form.success) expect(error, JSON.stringify(typed)).toBeNull();
          else if (form.error.issues[0]?.message === WEBSITE_MESSAGE) expect(error?.message, JSON.stringify(typed)).toBe(WEBSITE_MESSAGE);
        }),
        fuzzCases,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
