/**
 * Every lead arrives with its site already checked (issue 64, docs/decisions/0080-leads-site-checks.md):
 * a lead naming a website queues one check of that page, shared by every lead that names it the same
 * Los Angeles day; check-lead-sites fetches it with the SEO tool's page check (a local page server
 * stands in for the prospect's site, behind a public address the test's resolver answers), stores
 * the score, the first action and three findings with their sources, or what happened in words; the
 * daily cap and the hour between staff re-checks hold; a deleted lead takes its check with it; the
 * dashboard lists, filters, sorts and exports it, and the agency's e-mails carry its line.
 * Read where it lands: the database, the dashboard's calls, the local inbox.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadsToCsv } from '@/features/dashboard/lib/csv';
import type { AppDatabase } from '@/lib/api/app-database';
import { createHandler, type CheckRunReport } from '../../supabase/functions/check-lead-sites/handler';
import { pinnedRequest } from '@shared/page-check/pinned-request';
import { PRIVATE_ADDRESS_FAILURE, PRIVATE_REDIRECT_FAILURE } from '@shared/site-check/failure';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/** A page that loses the meta description's 15 points: the first fix the e-mail names. */
const PLUMBER = `<!doctype html><html><head><title>Ruiz Plumbing | Glendale</title><link rel="canonical" href="/"></head>
<body><h1>Plumbing repairs</h1><p>${'We fix leaks and drains across Glendale. '.repeat(60)}</p><a href="/contact">Contact</a></body></html>`;
const NOINDEX = `<!doctype html><html><head><title>Coming soon</title><meta name="robots" content="noindex"></head><body><h1>Soon</h1></body></html>`;

/** The public address the test's resolver gives every *.lead-site.test host; connections to it go to the local page server. */
const PUBLIC = '93.184.216.34';
let pages: Server;
let pagePort = 0;
let backend: TestBackend;
let token: string;
/** The dashboard's client: the anon key, typed as the app types the dashboard's answers. */
let staff: SupabaseClient<AppDatabase>;
const wakeUps: string[] = [];

beforeAll(async () => {
  pages = createServer((request, response) => {
    const host = (request.headers.host ?? '').split(':')[0];
    if (host === 'hang.lead-site.test') return; // Never answers: the check's time limit ends it.
    if (host === 'moves.lead-site.test') return void response.writeHead(302, { Location: 'http://intranet.lead-site.test/admin' }).end();
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(host === 'soon.lead-site.test' ? NOINDEX : PLUMBER);
  });
  await new Promise<void>((done) => pages.listen(0, '127.0.0.1', done));
  pagePort = (pages.address() as AddressInfo).port;
  backend = await startTestBackend({ inbox: { capacity: 500 }, functionEnv: { SITE_URL: 'https://www.losangelesseogroup.com' } });
  const { data } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Site Tester' });
  token = data!;
  staff = createClient<AppDatabase>(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
}, 120_000);
afterAll(async () => {
  await backend?.stop();
  pages?.closeAllConnections();
  await new Promise((done) => pages?.close(done));
});
beforeEach(async () => {
  await backend.sql('delete from public.lsg_leads');
  await backend.sql('delete from private.site_checks');
  await backend.sql('delete from private.rate_buckets');
  await backend.sql('delete from private.bookings');
  await backend.sql('update private.site_check_settings set email_wait_seconds = 0, booking_wait_seconds = 0');
  await backend.setWriteLimit('site_check_day', 500);
  await backend.setClockOffset(0);
  backend.inbox!.clear();
  wakeUps.length = 0;
});

/**
 * check-lead-sites as production runs it (private addresses refused). The page limit is 10 s as in
 * production, so a page measured on a busy machine never times out; the test of a page that never
 * answers passes 300 ms instead of waiting 10 s.
 */
function checker(timeoutMs = 10_000) {
  const env: Record<string, string> = {
    SUPABASE_URL: backend.url,
    SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    SITE_CHECK_TIMEOUT_MS: String(timeoutMs),
    SITE_URL: 'https://www.losangelesseogroup.com',
  };
  const connect = pinnedRequest();
  const handler = createHandler(
    { get: (name) => env[name] },
    {
      allowPrivate: false,
      resolveHost: async (host) => (host === 'intranet.lead-site.test' ? ['10.0.0.5'] : host.endsWith('.lead-site.test') ? [PUBLIC] : []),
      request: async (url, address, init) => {
        if (address !== PUBLIC) throw new Error(`connected to ${address}`);
        // The page server speaks plain HTTP on its own port, whatever the lead typed.
        const local = new URL(url);
        local.protocol = 'http:';
        local.port = String(pagePort);
        return connect(local, '127.0.0.1', { ...init, headers: { ...init.headers } });
      },
    },
    async (input) => {
      wakeUps.push(String(input));
      return new Response('{}');
    },
  );
  return async (): Promise<CheckRunReport> => {
    const reply = await handler(
      new Request('http://functions.local/check-lead-sites', { method: 'POST', headers: { Authorization: `Bearer ${backend.serviceRoleKey}` } }),
    );
    const body = (await reply.json()) as { checks: CheckRunReport };
    expect(reply.status).toBe(200);
    return body.checks;
  };
}

async function lead(website: string | null, type: 'contact' | 'plan_application' = 'contact') {
  const id = randomUUID();
  const { error } = await backend.anon.from('lsg_leads').insert({ id, name: 'Rosa Ruiz', email: uniqueEmail('site'), website, lead_type: type });
  expect(error).toBeNull();
  return id;
}

async function siteCheck(leadId: string) {
  const { data, error } = await staff.rpc('dashboard_get_lead', { session_token: token, lead_id: leadId });
  expect(error).toBeNull();
  return data!.site_check;
}

const checks = () =>
  backend.sql<{ site_key: string; state: string; origin: string }>('select site_key, state, origin from private.site_checks order by queued_at');

describe("a lead's site check", () => {
  it('is queued once, fetched once, and stored with the score, the first action and three findings with their sources', async () => {
    const first = await lead('https://ruiz.lead-site.test/');
    expect(await siteCheck(first)).toMatchObject({ state: 'pending', url: 'https://ruiz.lead-site.test/', score: null, can_check_again: false });
    expect(await checker()()).toEqual({ claimed: 1, done: 1, failed: 0 });
    const check = (await siteCheck(first))!;
    expect(check).toMatchObject({
      state: 'done',
      score: 85,
      indexable: true,
      title: 'Ruiz Plumbing | Glendale',
      first_action: expect.stringMatching(/meta description/i),
      failure: null,
      can_check_again: false,
    });
    expect(check.findings.length).toBeGreaterThan(0);
    expect(check.findings.length).toBeLessThanOrEqual(3);
    expect(check.findings[0]).toMatchObject({ rule_id: 'no_description', source_url: expect.stringMatching(/^https:\/\/www\.losangelesseogroup\.com\//) });
    expect(Date.parse(check.next_check_at!)).toBeGreaterThan(Date.now() + 3500_000);

    // Named again the same day, spelled differently: the same check, no second fetch.
    const second = await lead('http://RUIZ.lead-site.test', 'plan_application');
    expect((await siteCheck(second))!).toMatchObject({ state: 'done', score: 85 });
    expect(await checks()).toEqual([{ site_key: 'ruiz.lead-site.test', state: 'done', origin: 'lead' }]);
    expect(await checker()()).toEqual({ claimed: 0, done: 0, failed: 0 });
    // A lead without a website, or of a type that checks none, has no check.
    expect(await siteCheck(await lead(null))).toBeNull();
  });

  it('refuses a private address and a redirect into one, and stores a page that never answers as a failure, never as a score', async () => {
    const [intranet, moves, hangs] = [
      await lead('http://intranet.lead-site.test/'),
      await lead('https://moves.lead-site.test/'),
      await lead('https://hang.lead-site.test/'),
    ];
    expect(await checker(300)()).toEqual({ claimed: 3, done: 0, failed: 3 });
    expect(await siteCheck(intranet)).toMatchObject({ state: 'failed', score: null, failure: PRIVATE_ADDRESS_FAILURE });
    expect(await siteCheck(moves)).toMatchObject({ state: 'failed', score: null, failure: PRIVATE_REDIRECT_FAILURE });
    expect(await siteCheck(hangs)).toMatchObject({ state: 'failed', score: null, failure: 'The site did not answer in 1 s.' });
    expect(await backend.sql('select site_check_state, site_check_score from public.lsg_leads where id = $1', [hangs])).toEqual([
      { site_check_state: 'failed', site_check_score: null },
    ]);
  });

  it('keeps to the daily cap: past it a lead is stored and its site left unchecked, and check again is refused in words', async () => {
    await backend.setWriteLimit('site_check_day', 2);
    await lead('https://one.lead-site.test/');
    await lead('https://two.lead-site.test/');
    const third = await lead('https://three.lead-site.test/');
    expect(await siteCheck(third)).toMatchObject({
      state: 'failed',
      failure: "Today's site checks were used up, so this site was not checked.",
      can_check_again: false,
    });
    expect(await checker()()).toMatchObject({ claimed: 2 });
    const again = await staff.rpc('dashboard_check_site_again', { session_token: token, lead_id: third });
    expect(again.error).toMatchObject({ code: 'P0001', message: "Today's site checks are used up; checks start again tomorrow." });
  });

  it('is checked again by staff within the budget: not within the hour, then a fresh check that replaces the old one', async () => {
    const id = await lead('https://again.lead-site.test/');
    await checker()();
    const soon = await backend.anon.rpc('dashboard_check_site_again', { session_token: token, lead_id: id });
    expect(soon.error).toMatchObject({
      code: 'P0001',
      message: expect.stringMatching(/^This site was checked within the last hour; it can be checked again at \d{1,2}:\d\d [AP]M PT\.$/),
    });
    await backend.setClockOffset(3700);
    expect((await siteCheck(id))!.can_check_again).toBe(true);
    const fresh = await backend.anon.rpc('dashboard_check_site_again', { session_token: token, lead_id: id });
    expect(fresh.error).toBeNull();
    expect(fresh.data).toMatchObject({ state: 'pending', can_check_again: false, next_check_at: null });
    expect(await checks()).toEqual([{ site_key: 'again.lead-site.test', state: 'pending', origin: 'staff' }]);
    await checker()();
    expect(await siteCheck(id)).toMatchObject({ state: 'done', score: 85 });

    const none = await backend.anon.rpc('dashboard_check_site_again', { session_token: token, lead_id: await lead(null) });
    expect(none.error).toMatchObject({ code: '22023', message: 'This lead gave no website.' });
    const stranger = await backend.anon.rpc('dashboard_check_site_again', { session_token: 'not-a-session', lead_id: id });
    expect(stranger.error).toMatchObject({ code: '28000' });
  });

  it('goes with the lead: deleting it (as a privacy request asks) removes the check no other lead names', async () => {
    const asked = await lead('https://gone.lead-site.test/');
    const other = await lead('https://kept.lead-site.test/');
    const sharing = await lead('https://kept.lead-site.test/');
    await checker()();
    for (const id of [asked, other]) expect((await backend.anon.rpc('dashboard_delete_lead', { session_token: token, lead_id: id })).data).toBe(true);
    expect(await checks()).toEqual([{ site_key: 'kept.lead-site.test', state: 'done', origin: 'lead' }]);
    await backend.anon.rpc('dashboard_delete_lead', { session_token: token, lead_id: sharing });
    expect(await checks()).toEqual([]);
  });
});

describe('where staff read it', () => {
  it('filters and sorts the lead list by it, and exports the score after the CSV columns', async () => {
    const good = await lead('https://ruiz.lead-site.test/');
    const hidden = await lead('https://soon.lead-site.test/');
    const failed = await lead('http://intranet.lead-site.test/');
    await checker()();
    const pending = await lead('https://later.lead-site.test/');
    const list = async (args: Omit<Parameters<typeof staff.rpc<'dashboard_list_leads'>>[1], 'session_token'>) => {
      const { data, error } = await staff.rpc('dashboard_list_leads', { session_token: token, ...args });
      expect(error).toBeNull();
      return data!;
    };
    expect((await list({ site_check: 'not_indexable' })).rows.map((row) => row.id)).toEqual([hidden]);
    expect((await list({ site_check: 'failed' })).rows.map((row) => row.id)).toEqual([failed]);
    expect((await list({ site_check: 'pending' })).rows.map((row) => row.id)).toEqual([pending]);
    expect((await list({ site_check: 'checked' })).total).toBe(2);
    // With a search the filter is written into the search's own query (its partial index then
    // intersects the search's): a word, and one e-mail address.
    expect((await list({ search: 'ruiz', site_check: 'not_indexable' })).rows.map((row) => row.id)).toEqual([hidden]);
    expect((await list({ search: 'ruiz', site_check: 'pending' })).rows.map((row) => row.id)).toEqual([pending]);
    const [{ email } = { email: '' }] = await backend.sql<{ email: string }>('select email from public.lsg_leads where id = $1', [failed]);
    expect((await list({ search: email, site_check: 'failed' })).rows.map((row) => row.id)).toEqual([failed]);
    expect((await list({ search: email, site_check: 'checked' })).total).toBe(0);
    // A failed check has no score: sorted by score, the failed leads are all the score's nulls.
    expect((await list({ site_check: 'failed', sort_column: 'site_check_score', sort_direction: 'desc' })).rows.map((row) => row.id)).toEqual([failed]);
    const byScore = await list({ sort_column: 'site_check_score', sort_direction: 'asc' });
    expect(byScore.rows.map((row) => row.id)).toEqual([hidden, good, expect.any(String), expect.any(String)]);
    expect(byScore.rows[0]).toMatchObject({ site_check_state: 'done', site_check_score: 20, site_check_indexable: false });
    const desc = await list({ sort_column: 'site_check_score', sort_direction: 'desc', page_limit: 1 });
    expect(desc.rows.map((row) => row.id)).toEqual([good]);
    const next = await list({ sort_column: 'site_check_score', sort_direction: 'desc', page_limit: 1, ...cursorOf(desc) });
    expect(next.rows.map((row) => row.id)).toEqual([hidden]);
    const wrong = await backend.anon.rpc('dashboard_list_leads', { session_token: token, site_check: 'broken' });
    expect(wrong.error).toMatchObject({ code: '22023' });

    const { data: exported } = await staff.rpc('dashboard_export_leads', { session_token: token });
    const csv = leadsToCsv(exported!).slice(1).split('\r\n');
    expect(csv[0]).toMatch(/^"Date","Type","Name","Email","Phone","Website","Message","Service",.*,"Site check score"$/);
    expect(csv.filter((line) => line.endsWith(',"85"'))).toHaveLength(1);
    expect(csv.filter((line) => line.endsWith(',"20"'))).toHaveLength(1);
  });

  it("shows beside a call, and the booking's agency e-mail waits for it and carries its line", async () => {
    await backend.sql('update private.site_check_settings set booking_wait_seconds = 600');
    const slots = (await backend.anon.rpc('book_slots')).data!;
    const slot = slots.find((candidate) => Date.parse(candidate.starts_at) > Date.now() + 2 * 3600_000)!;
    const email = uniqueEmail('booked');
    const { error } = await backend.anon
      .rpc('book_consultation', {
        booking_id: randomUUID(),
        slot_start: slot.starts_at,
        name: 'Rosa Ruiz',
        email,
        phone: '213-555-0199',
        website: 'https://ruiz.lead-site.test',
      } as never)
      .single();
    expect(error).toBeNull();
    await backend.deliverNotifications();
    const agency = () => backend.inbox!.messages({ to: 'leads@localhost.test' });
    expect(agency()).toEqual([]);
    await checker()();
    await backend.deliverNotifications();
    expect(agency().map((mail) => mail.text)).toEqual([expect.stringContaining('Site check: 85/100 — first fix: Write a meta description')]);
    const { data: calls } = await staff.rpc('dashboard_calls', { session_token: token, from_day: slot.office_day, days: 1 });
    expect(calls!.find((call) => call.lead_email === email)!.site_check).toMatchObject({ state: 'done', score: 85 });
  });

  it("the lead's agency e-mail waits a few seconds for the check, and carries its line when it is ready", async () => {
    await backend.sql('update private.site_check_settings set email_wait_seconds = 5');
    await lead('https://ruiz.lead-site.test/');
    const [row] = await backend.sql<{ waits: boolean }>(
      "select next_attempt_at > private.clock_now() as waits from private.lead_notifications where kind = 'new'",
    );
    expect(row!.waits).toBe(true);
    expect((await backend.deliverNotifications()).claimed).toBe(0);
    await checker()();
    // The checker made the e-mail due and woke the sender (here a stand-in that records the call).
    expect(wakeUps).toEqual([`${backend.url}/functions/v1/send-notifications`]);
    expect((await backend.deliverNotifications()).sent).toBe(1);
    expect(backend.inbox!.messages({ to: 'leads@localhost.test' })[0]!.text).toContain('Site check: 85/100 — first fix: Write a meta description.');
  });
});

function cursorOf(page: { rows: { id: string; site_check_score: number | null }[] }) {
  const last = page.rows.at(-1)!;
  return { after_value: last.site_check_score === null ? null : String(last.site_check_score), after_id: last.id };
}
