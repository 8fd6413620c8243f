import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@shared/field-limits';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

const counts = async () =>
  (await backend.sql<{ leads: number; legacy: number; subscribers: number }>(
    `select (select count(*)::int from public.lsg_leads) as leads, (select count(*)::int from public.leads) as legacy,
            (select count(*)::int from public.newsletter_subscribers) as subscribers`,
  ))[0]!;

/** Sends the insert as the browser does, and returns the HTTP status and the error message. */
async function insert(table: 'lsg_leads' | 'leads', row: Record<string, unknown>) {
  const { error, status } = await backend.anon.from(table).insert(row as never);
  return { status, message: error?.message ?? null };
}

describe('bad input is refused with a 4xx and a clear message, and writes nothing', () => {
  const cases: [string, 'lsg_leads' | 'leads', Record<string, unknown>, RegExp][] = [
    ['a missing e-mail', 'lsg_leads', { name: 'No Email', lead_type: 'contact' }, /email/i],
    ['an empty e-mail', 'lsg_leads', { name: 'No Email', email: '', lead_type: 'contact' }, /^Please enter a valid email address$/],
    ['an e-mail that is not an address', 'lsg_leads', { name: 'Bad Email', email: 'not an email', lead_type: 'contact' }, /valid email/i],
    ['a 10,000-character name', 'lsg_leads', { name: 'n'.repeat(10_000), email: uniqueEmail(), lead_type: 'contact' }, /^Name must be at most 120 characters$/],
    ['a one-letter name', 'lsg_leads', { name: 'A', email: uniqueEmail(), lead_type: 'contact' }, /^Name must be at least 2 characters$/],
    ['an unknown lead_type', 'lsg_leads', { name: 'Odd Type', email: uniqueEmail(), lead_type: 'vip' }, /Unknown lead type: vip/],
    ['a contact lead without a name', 'lsg_leads', { email: uniqueEmail(), lead_type: 'contact' }, /^Name must be at least 2 characters$/],
    ['a 41-character phone', 'lsg_leads', { name: 'Long Phone', email: uniqueEmail(), phone: '1'.repeat(41), lead_type: 'contact' }, /^Phone number must be at most 40 characters$/],
    ['a 5,001-character message', 'lsg_leads', { name: 'Long Message', email: uniqueEmail(), message: 'm'.repeat(5001), lead_type: 'contact' }, /^Message must be at most 5,000 characters$/],
    ['a 2,049-character website', 'lsg_leads', { name: 'Long Site', email: uniqueEmail(), website: `https://${'w'.repeat(2041)}`, lead_type: 'contact' }, /^Website must be at most 2,048 characters$/],
    ['a 101-character service', 'lsg_leads', { name: 'Long Service', email: uniqueEmail(), service: 's'.repeat(101), lead_type: 'contact' }, /^Service must be at most 100 characters$/],
    ['a column the browser may not set', 'lsg_leads', { name: 'Sneaky', email: uniqueEmail(), lead_type: 'contact', search_text: 'x' }, /.+/],
    ['a legacy lead with a bad e-mail', 'leads', { name: 'Legacy', email: 'nope' }, /valid email/i],
    ['a legacy lead with an unknown type', 'leads', { name: 'Legacy', email: uniqueEmail(), lead_type: 'url_test' }, /lead_type_known/],
  ];

  for (const [label, table, row, message] of cases) {
    it(`refuses ${label}`, async () => {
      const before = await counts();
      const result = await insert(table, row);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.message).toMatch(message);
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a bad newsletter address', async () => {
    const before = await counts();
    const { error, status } = await backend.anon.rpc('add_newsletter_subscriber', { subscriber_email: 'nobody' });
    expect(status).toBe(400);
    expect(error?.message).toBe('Please enter a valid email address.');
    expect(await counts()).toEqual(before);
  });

  it('writes nothing of a batch when one row is bad', async () => {
    const before = await counts();
    const { error } = await backend.anon.from('lsg_leads').insert([
      { name: 'Good Row', email: uniqueEmail(), lead_type: 'contact' },
      { name: 'Bad Row', email: 'bad', lead_type: 'contact' },
    ]);
    expect(error).not.toBeNull();
    expect(await counts()).toEqual(before);
  });
});

describe('valid but unusual input is stored exactly as sent', () => {
  const samples: [string, Record<string, string>][] = [
    ['SQL-looking text', { name: "Robert'); DROP TABLE lsg_leads;--", message: "1' OR '1'='1; DELETE FROM leads WHERE ''='" }],
    ['emoji', { name: 'Taco Tuesday 🌮', message: 'We love SEO 🚀🔥 — really! 👩🏽‍💻' }],
    ['right-to-left text', { name: 'مطعم بيروت', message: 'שלום! نريد المزيد من الزبائن في لوس أنجلوس.' }],
    ['HTML', { name: '<b>Bold</b> Co', message: '<script>alert("x")</script><img src=x onerror=alert(1)>' }],
  ];

  for (const [label, fields] of samples) {
    it(`keeps ${label}`, async () => {
      const email = uniqueEmail('exact');
      const result = await insert('lsg_leads', { ...fields, email, lead_type: 'contact', service: 'SEO Consultation' });
      expect(result.status).toBe(201);
      const [row] = await backend.sql<Record<string, string>>('select name, message from public.lsg_leads where email = $1', [email]);
      expect(row).toEqual(fields);
      expect(await backend.sql("select 1 from pg_tables where tablename in ('lsg_leads', 'leads')")).toHaveLength(2);
    });
  }
});

describe('the database holds each field to FIELD_LIMITS, the numbers the forms and functions use', () => {
  const { name, phone, website, message, service, companyName, email } = FIELD_LIMITS;
  // The address rule's parts: a local part of at most 64 characters, domain labels of at most 63 (decision 0044, amended).
  const emailOfLength = (length: number) => {
    const labels: string[] = [];
    for (let left = length - 65 - 'example.com'.length; left > 0; left -= labels.at(-1)!.length + 1) labels.push('d'.repeat(Math.min(63, left - 1)));
    return `${'a'.repeat(64)}@${[...labels, 'example.com'].join('.')}`;
  };
  // Each case: the column and a value of a given length.
  const fields: [string, number, (length: number) => Record<string, unknown>][] = [
    ['name', name.max, (length) => ({ name: 'n'.repeat(length) })],
    ['email', email.max, (length) => ({ email: emailOfLength(length) })],
    ['phone', phone.max, (length) => ({ phone: '1'.repeat(length) })],
    // A path makes up the length: a host keeps to the website rule's labels of at most 63 characters.
    ['website', website.max, (length) => ({ website: `https://example.com/${'w'.repeat(length - 20)}` })],
    ['message', message.max, (length) => ({ message: 'm'.repeat(length) })],
    ['service', service.max, (length) => ({ service: 's'.repeat(length) })],
    ['company_name', companyName.max, (length) => ({ company_name: 'c'.repeat(length) })],
  ];

  for (const [column, max, valueOf] of fields) {
    it(`${column}: ${max} characters land, ${max + 1} are refused`, async () => {
      const row = (length: number) => ({ name: 'Limit Test', email: uniqueEmail(), lead_type: 'contact', ...valueOf(length) });
      expect((await insert('lsg_leads', row(max))).status).toBe(201);
      const refused = await insert('lsg_leads', row(max + 1));
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    });
  }

  it(`name: ${name.min - 1} character is refused`, async () => {
    expect((await insert('lsg_leads', { name: 'n'.repeat(name.min - 1), email: uniqueEmail(), lead_type: 'contact' })).status).toBe(400);
  });
});
