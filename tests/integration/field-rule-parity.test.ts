import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLeadSchema, popupLeadSchema } from '@/features/lead-capture/lib/schemas';
import { FIELD_LIMITS } from '@shared/field-limits';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * One e-mail rule, one phone rule, one length table, one wording: generated cases go through the
 * browser's schema and the database, and both must accept the same values and refuse the others
 * with the same message (supabase/functions/_shared/field-rules.ts and field-limits.ts; the
 * database's private.validate_lead). The newsletter procedure applies the same e-mail rule, with
 * its form's own toast wording. (The edge function that once checked a copy of each lead no longer
 * takes leads: the database is the only server-side judge.)
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

/** A small deterministic generator (mulberry32), so a failure names a case that can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ['a', 'v', 'V', 'f', 't', 'Z', '0', '.', '@', '-', '_', '+', ' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', 'é', '李', '"', ',', ';', '(', ')', '\u2028'];

function generatedEmails(count: number): string[] {
  const next = random(17);
  const pick = () => PIECES[Math.floor(next() * PIECES.length)]!;
  const word = (length: number) => Array.from({ length }, pick).join('');
  const cases = new Set<string>([
    'someone@localhost',
    'seo-tool@anonymous.invalid',
    'vivid@dev.tv',
    '\vvertical@example.com\v',
    'form\ffeed@example.com',
    'a@b.co',
    ' padded@example.com ',
    '\tpadded@example.com\n',
    'two@@example.com',
    'dots..ok@example..com',
    'no-at.example.com',
    '@example.com',
    'name@.com',
    'name@example.',
    'nbsp\u00a0inside@example.com',
    '\u00a0edge@example.com',
    'name@exa mple.com',
    'ünïcode@exämple.com',
    `${'a'.repeat(FIELD_LIMITS.email.max - 12)}@example.com`,
    `${'a'.repeat(FIELD_LIMITS.email.max - 11)}@example.com`,
  ]);
  while (cases.size < count) {
    cases.add(`${word(1 + Math.floor(next() * 6))}@${word(1 + Math.floor(next() * 5))}.${word(1 + Math.floor(next() * 4))}`);
    cases.add(word(3 + Math.floor(next() * 12)));
  }
  return [...cases];
}

function generatedPhones(): string[] {
  const lengths = [0, 1, 10, 39, 40, 41, 60];
  return [
    ...lengths.map((length) => '5'.repeat(length)),
    ' '.repeat(3) + '5'.repeat(40) + ' ',
    '\t(310) 555-0100\t',
    '+1 213 555 0100',
    ' ',
    '\u00a0' + '5'.repeat(40),
  ];
}

type Field = 'name' | 'email' | 'phone' | 'website' | 'message';

/**
 * What the browser says of one value: null when its form accepts it, else the message shown under
 * the field. The pop-up's schema, whose e-mail wording the database uses (the contact form says
 * "Invalid email address" by the same rule); the message field only exists on the contact form.
 */
function browserVerdict(field: Field, value: string): string | null {
  const result =
    field === 'message'
      ? contactLeadSchema.safeParse({ name: 'Parity Tester', email: 'ok@example.com', phone: '', website: '', message: value, service: 'x', honeypot: '' })
      : popupLeadSchema.safeParse({ name: 'Parity Tester', email: 'ok@example.com', phone: '', website: '', honeypot: '', [field]: value });
  return result.success ? null : (result.error.issues[0]?.message ?? 'refused without a message');
}

/** What the database says of the same value in a lead: null when stored, else its message. */
async function databaseVerdict(field: Field, value: string): Promise<string | null> {
  const lead = { name: 'Parity Tester', email: 'ok@example.com', message: 'Long enough', lead_type: 'contact' };
  const { error } = await backend.anon.from('lsg_leads').insert({ ...lead, [field]: value } as typeof lead);
  if (error && error.code !== '23514') throw new Error(`the database answered ${error.code} for ${JSON.stringify(value)}: ${error.message}`);
  return error ? error.message : null;
}

/** Every value on which the browser and the database differ, in acceptance or in wording. */
async function disagreements(field: Field, values: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const value of values) {
    const [browser, database] = [browserVerdict(field, value), await databaseVerdict(field, value)];
    if (browser !== database) found.push(`${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…(${value.length})` : value)}: browser ${browser}, database ${database}`);
  }
  return found;
}

/** Lengths around a limit, of a character every rule keeps. */
const around = (limit: number, make: (length: number) => string) => [limit - 1, limit, limit + 1, limit * 3].map(make);

async function newsletterAccepts(email: string): Promise<boolean> {
  const { error } = await backend.anon.rpc('add_newsletter_subscriber', { subscriber_email: email });
  if (error && error.code !== '23514') throw new Error(`the newsletter answered ${error.code} for ${JSON.stringify(email)}: ${error.message}`);
  return !error;
}

describe('the browser and the database accept exactly the same values', () => {
  it('trims the same white space, and only white space', async () => {
    const email = `\v vivid-${Date.now()}@dev.tv \f`;
    const name = '\tViv\v';
    const { error } = await backend.anon.from('lsg_leads').insert({ name, email, lead_type: 'contact' });
    expect(error).toBeNull();
    const [row] = await backend.sql<{ name: string; email: string }>('select name, email from public.lsg_leads where email like $1', ['vivid-%@dev.tv']);
    expect(row).toEqual({ name: 'Viv', email: email.trim() });
    expect(contactLeadSchema.safeParse({ name, email, phone: '', website: '', message: 'Long enough', service: 'x', honeypot: '' }).data).toMatchObject({ name: 'Viv', email: email.trim() });
  });

  it('for 200 generated e-mail addresses', async () => {
    const emails = generatedEmails(200);
    expect(await disagreements('email', emails)).toEqual([]);
    const newsletter: string[] = [];
    for (const email of emails) {
      if ((browserVerdict('email', email) === null) !== (await newsletterAccepts(email))) newsletter.push(JSON.stringify(email));
    }
    expect(newsletter).toEqual([]);
    // The case that started it: the database refuses it, so the forms must too, in the same words.
    expect(browserVerdict('email', 'someone@localhost')).toBe('Please enter a valid email address');
    expect(browserVerdict('email', `${'a'.repeat(300)}@example.com`)).toBe('Email must be at most 254 characters');
  });

  it('for phone numbers around the 40-character limit', async () => {
    expect(await disagreements('phone', generatedPhones())).toEqual([]);
  });

  it('for names, websites and messages around their limits', async () => {
    const { name, website, message } = FIELD_LIMITS;
    expect(await disagreements('name', ['', ' ', 'A', ' B ', ...around(name.max, (length) => 'n'.repeat(length))])).toEqual([]);
    expect(await disagreements('website', around(website.max, (length) => `https://example.com/${'w'.repeat(length - 20)}`))).toEqual([]);
    expect(await disagreements('message', around(message.max, (length) => 'm'.repeat(length)))).toEqual([]);
    // The database says what the forms say, word for word.
    expect(await databaseVerdict('website', `https://${'w'.repeat(website.max)}`)).toBe('Website must be at most 2,048 characters');
  });
});
