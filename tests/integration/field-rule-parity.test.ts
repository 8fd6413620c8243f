import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLeadSchema } from '@/features/lead-capture/schemas';
import { FIELD_LIMITS } from '@shared/field-limits';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * One e-mail rule, one phone rule, one length table: generated cases go through the browser's schema
 * and the database, and both must agree on every one (supabase/functions/_shared/field-rules.ts).
 * The newsletter procedure applies the same e-mail rule. (The edge function that once checked a
 * copy of each lead no longer takes leads: the database is the only server-side judge.)
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

const browserAccepts = (field: 'email' | 'phone', value: string) =>
  contactLeadSchema.safeParse({
    name: 'Parity Tester',
    email: 'ok@example.com',
    phone: '',
    website: '',
    message: 'Long enough',
    service: 'x',
    honeypot: '',
    [field]: value,
  }).success;

async function databaseAccepts(field: 'email' | 'phone', value: string): Promise<boolean> {
  const lead = { name: 'Parity Tester', email: 'ok@example.com', phone: null as string | null, lead_type: 'contact' };
  const { error } = await backend.anon.from('lsg_leads').insert(field === 'email' ? { ...lead, email: value } : { ...lead, phone: value });
  if (error && error.code !== '23514') throw new Error(`the database answered ${error.code} for ${JSON.stringify(value)}: ${error.message}`);
  return !error;
}

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
    const disagreements: string[] = [];
    for (const email of generatedEmails(200)) {
      const verdicts = [browserAccepts('email', email), await databaseAccepts('email', email), await newsletterAccepts(email)];
      if (new Set(verdicts).size > 1) disagreements.push(`${JSON.stringify(email)}: browser ${verdicts[0]}, database ${verdicts[1]}, newsletter ${verdicts[2]}`);
    }
    expect(disagreements).toEqual([]);
    // The case that started it: the database refuses it, so the forms must too.
    expect(browserAccepts('email', 'someone@localhost')).toBe(false);
  });

  it('for phone numbers around the 40-character limit', async () => {
    const disagreements: string[] = [];
    for (const phone of generatedPhones()) {
      const verdicts = [browserAccepts('phone', phone), await databaseAccepts('phone', phone)];
      if (new Set(verdicts).size > 1) disagreements.push(`${JSON.stringify(phone)}: browser ${verdicts[0]}, database ${verdicts[1]}`);
    }
    expect(disagreements).toEqual([]);
  });
});
