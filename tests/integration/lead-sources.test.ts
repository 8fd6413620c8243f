/**
 * The Sources view's one call (issue 42): leads grouped by page (with the neighborhood and service
 * sections rolled up), referrer domain, UTM tags and lead type over Los Angeles days, with the
 * contacted / qualified / won / lost counts and the won rate, kept by triggers: a status change
 * moves a lead between the counts, a delete takes it away, spam stays out unless asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadSourceDimension, LeadSourceRow } from '@/lib/api/app-database';
import { startTestBackend, type TestBackend } from './support/backend';

let backend: TestBackend;
let token: string;
let calls: typeof import('@/features/dashboard/api/get-lead-sources') &
  typeof import('@/features/dashboard/api/set-lead-status') &
  typeof import('@/features/dashboard/api/delete-lead');

// Week of Monday 2026-10-12, Los Angeles time (PDT, UTC-7).
const WEEK = { fromDay: '2026-10-12', toDay: '2026-10-18' };

interface Seed {
  email: string;
  at: string;
  source_path?: string;
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  lead_type?: string;
  status?: string;
}

const seeds: Seed[] = [
  { email: 'hollywood-1@example.com', at: '2026-10-12T17:00:00Z', source_path: '/los-angeles-seo/hollywood', referrer: 'https://www.google.com/search?q=seo', utm_source: 'google', utm_campaign: 'fall', status: 'won' },
  { email: 'hollywood-2@example.com', at: '2026-10-13T17:00:00Z', source_path: '/los-angeles-seo/hollywood/', referrer: 'https://google.com/', utm_source: 'Google ', utm_campaign: 'fall', status: 'contacted' },
  { email: 'koreatown@example.com', at: '2026-10-14T17:00:00Z', source_path: '/los-angeles-seo/koreatown', referrer: 'https://www.bing.com/', utm_source: 'bing', status: 'lost' },
  { email: 'local-seo@example.com', at: '2026-10-15T17:00:00Z', source_path: '/services/local-seo', utm_source: 'newsletter', utm_medium: 'email', status: 'qualified', lead_type: 'contact_complete' },
  { email: 'contact-1@example.com', at: '2026-10-16T17:00:00Z', source_path: '/contact', status: 'new' },
  { email: 'contact-2@example.com', at: '2026-10-17T17:00:00Z', source_path: '/contact', status: 'won' },
  { email: 'spam@example.com', at: '2026-10-17T18:00:00Z', source_path: '/contact', referrer: 'https://spam.example/x', status: 'spam' },
  // Outside the week by minutes, each side: 23:59 on Sunday the 11th and 00:00 on Monday the 19th, Los Angeles.
  { email: 'before@example.com', at: '2026-10-12T06:59:00Z', source_path: '/contact' },
  { email: 'after@example.com', at: '2026-10-19T07:00:00Z', source_path: '/contact' },
];

beforeAll(async () => {
  backend = await startTestBackend();
  for (const seed of seeds) {
    await backend.sql(
      `insert into public.lsg_leads (email, name, lead_type, status, source_path, referrer, utm_source, utm_medium, utm_campaign, created_at)
       values ($1, 'Source Tester', $2, $3, $4, $5, $6, $7, $8, $9)`,
      [seed.email, seed.lead_type ?? 'contact', seed.status ?? 'new', seed.source_path ?? null, seed.referrer ?? null,
        seed.utm_source ?? null, seed.utm_medium ?? null, seed.utm_campaign ?? null, seed.at],
    );
  }
  const [login, sources, status, remove] = await Promise.all([
    import('@/features/dashboard/api/login'),
    import('@/features/dashboard/api/get-lead-sources'),
    import('@/features/dashboard/api/set-lead-status'),
    import('@/features/dashboard/api/delete-lead'),
  ]);
  calls = { ...sources, ...status, ...remove };
  token = (await login.loginToDashboard(backend.dashboardPassword, 'Sources Tester'))!;
});
afterAll(() => backend?.stop());

const sources = (groupBy: LeadSourceDimension, options: Partial<{ fromDay: string; toDay: string; includeSpam: boolean }> = {}) =>
  calls.getLeadSources({ token, groupBy, ...WEEK, includeSpam: false, ...options });

const row = (rows: LeadSourceRow[], value: string, section = false) => rows.find((entry) => entry.value === value && entry.section === section);
const counts = (entry: LeadSourceRow | undefined) =>
  entry && { leads: entry.leads, contacted: entry.contacted, qualified: entry.qualified, won: entry.won, lost: entry.lost, won_rate: entry.won_rate };
const leadId = async (email: string) => ((await backend.sql('select id from public.lsg_leads where email = $1', [email])) as { id: string }[])[0]!.id;

describe('dashboard_lead_sources', () => {
  it('groups by landing page, each page and its section, with contacted, qualified, won, lost and the won rate', async () => {
    const { rows } = await sources('page');
    expect(counts(row(rows, '/los-angeles-seo/hollywood'))).toEqual({ leads: 2, contacted: 2, qualified: 1, won: 1, lost: 0, won_rate: 0.5 });
    expect(counts(row(rows, '/los-angeles-seo/koreatown'))).toEqual({ leads: 1, contacted: 1, qualified: 0, won: 0, lost: 1, won_rate: 0 });
    expect(counts(row(rows, '/los-angeles-seo/*', true))).toEqual({ leads: 3, contacted: 3, qualified: 1, won: 1, lost: 1, won_rate: 0.3333 });
    expect(counts(row(rows, '/services/*', true))).toEqual({ leads: 1, contacted: 1, qualified: 1, won: 0, lost: 0, won_rate: 0 });
    // Spam left out; the leads a minute outside the week, too.
    expect(counts(row(rows, '/contact'))).toEqual({ leads: 2, contacted: 1, qualified: 1, won: 1, lost: 0, won_rate: 0.5 });
  });

  it('groups by referrer domain, without "www." and whatever the path', async () => {
    const { rows } = await sources('referrer');
    expect(row(rows, 'google.com')?.leads).toBe(2);
    expect(row(rows, 'bing.com')?.leads).toBe(1);
    expect(row(rows, '')?.leads).toBe(3);
    expect(row(rows, 'spam.example')).toBeUndefined();
  });

  it('groups by UTM source, medium and campaign, case and spaces aside, and by lead type', async () => {
    expect(counts(row((await sources('utm_source')).rows, 'google'))).toMatchObject({ leads: 2, won: 1, won_rate: 0.5 });
    expect(row((await sources('utm_medium')).rows, 'email')?.leads).toBe(1);
    expect(counts(row((await sources('utm_campaign')).rows, 'fall'))).toMatchObject({ leads: 2, contacted: 2, won: 1 });
    const types = (await sources('lead_type')).rows;
    expect(row(types, 'contact')?.leads).toBe(5);
    expect(row(types, 'contact_complete')?.leads).toBe(1);
  });

  it('counts spam only when asked', async () => {
    const withSpam = await sources('referrer', { includeSpam: true });
    expect(row(withSpam.rows, 'spam.example')?.leads).toBe(1);
    expect(row((await sources('page', { includeSpam: true })).rows, '/contact')?.leads).toBe(3);
  });

  it('reads the period in Los Angeles days: a lead at 23:59 belongs to its own day', async () => {
    expect(row((await sources('page', { fromDay: '2026-10-11', toDay: '2026-10-11' })).rows, '/contact')?.leads).toBe(1);
    expect(row((await sources('page', { fromDay: '2026-10-19', toDay: '2026-10-19' })).rows, '/contact')?.leads).toBe(1);
    expect(row((await sources('page', { fromDay: '2026-10-11', toDay: '2026-10-19' })).rows, '/contact')?.leads).toBe(4);
  });

  it('charts leads and won per week for the top five sources', async () => {
    const answer = await sources('page', { fromDay: '2026-10-05', toDay: '2026-10-25' });
    // Most leads first; the sections are not sources of their own here (their pages are).
    expect(answer.top).toEqual(['/contact', '/los-angeles-seo/hollywood', '/los-angeles-seo/koreatown', '/services/local-seo']);
    expect(answer.weeks.filter((week) => week.value === '/contact')).toEqual([
      { week: '2026-10-05', value: '/contact', leads: 1, won: 0 },
      { week: '2026-10-12', value: '/contact', leads: 2, won: 1 },
      { week: '2026-10-19', value: '/contact', leads: 1, won: 0 },
    ]);
  });

  it('moves a lead between the counts when its status changes, and drops it when deleted', async () => {
    const id = await leadId('hollywood-2@example.com');
    await calls.setLeadStatus(token, id, 'won');
    expect(counts(row((await sources('utm_campaign')).rows, 'fall'))).toMatchObject({ leads: 2, contacted: 2, qualified: 2, won: 2, won_rate: 1 });
    await calls.setLeadStatus(token, id, 'spam');
    expect(counts(row((await sources('utm_campaign')).rows, 'fall'))).toMatchObject({ leads: 1, won: 1 });
    await calls.deleteLead(token, await leadId('koreatown@example.com'));
    expect(row((await sources('page')).rows, '/los-angeles-seo/koreatown')).toBeUndefined();
    expect(row((await sources('page')).rows, '/los-angeles-seo/*', true)?.leads).toBe(1);
  });

  it('keeps the rollup equal to the leads through bulk inserts, bulk updates of status and tags, and bulk deletes', async () => {
    await backend.sql(`
      insert into public.lsg_leads (name, email, lead_type, status, source_path, referrer, utm_source, utm_medium, utm_campaign, created_at)
      select 'Bulk ' || g, 'bulk' || g || '@sources.example', (array['contact', 'newsletter', 'url_test'])[1 + g % 3],
             (array['new', 'contacted', 'won', 'spam'])[1 + g % 4], (array['/contact', '/services/local-seo/', '/LOS-ANGELES-SEO/Hollywood', null])[1 + g % 4],
             (array['https://www.google.com/x', 'http://bing.com', null])[1 + g % 3], (array['Google', 'bing', null])[1 + g % 3],
             (array['cpc', null])[1 + g % 2], (array['fall', 'spring', null])[1 + g % 3], timestamptz '2026-09-01 12:00Z' + make_interval(hours => g * 7)
        from generate_series(1, 400) g`);
    await backend.sql("update public.lsg_leads set status = 'lost', utm_campaign = 'winter' where email like 'bulk1%@sources.example'");
    await backend.sql("update public.lsg_leads set updated_at = now() where email like 'bulk2%@sources.example'");
    await backend.sql("delete from public.lsg_leads where email like 'bulk3%@sources.example'");
    const [difference] = await backend.sql<{ n: number }>(`
      with truth as (
        select c.dimension, c.day, c.value, count(*) filter (where c.status = 'new') as n_new,
               count(*) filter (where c.status = 'contacted') as n_contacted, count(*) filter (where c.status = 'qualified') as n_qualified,
               count(*) filter (where c.status = 'won') as n_won, count(*) filter (where c.status = 'lost') as n_lost,
               count(*) filter (where c.status = 'spam') as n_spam
          from public.lsg_leads l
         cross join lateral (select (l.created_at at time zone 'America/Los_Angeles')::date as day, l.status, v.dimension, v.value
                               from (values
           ('page', private.lead_source_page(l.source_path)), ('referrer', private.lead_source_referrer_domain(l.referrer)),
           ('utm_source', private.lead_source_tag(l.utm_source)), ('utm_medium', private.lead_source_tag(l.utm_medium)),
           ('utm_campaign', private.lead_source_tag(l.utm_campaign)), ('lead_type', l.lead_type)) as v (dimension, value)) as c
         group by 1, 2, 3),
      kept as (
        select dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam from private.lead_source_daily
         where n_new <> 0 or n_contacted <> 0 or n_qualified <> 0 or n_won <> 0 or n_lost <> 0 or n_spam <> 0)
      select count(*)::int as n from ((table truth except table kept) union all (table kept except table truth)) as d`);
    expect(difference!.n).toBe(0);
    const september = await sources('page', { fromDay: '2026-09-01', toDay: '2026-09-30' });
    expect(row(september.rows, '/los-angeles-seo/hollywood')?.leads).toBeGreaterThan(0);
    expect(row(september.rows, '/services/*', true)?.leads).toBe(row(september.rows, '/services/local-seo')?.leads);
  });

  it('refuses an unknown grouping, a reversed or too long period, and a missing session with a 4xx', async () => {
    await expect(sources('email' as LeadSourceDimension)).rejects.toThrow(/cannot be grouped by email/);
    await expect(sources('page', { fromDay: '2026-10-18', toDay: '2026-10-12' })).rejects.toThrow(/period of 1 to 366 days/);
    await expect(sources('page', { fromDay: '2025-10-12', toDay: '2026-10-13' })).rejects.toThrow(/period of 1 to 366 days/);
    // 366 days, both ends counted, is the longest period asked for.
    expect((await sources('page', { fromDay: '2025-10-13', toDay: '2026-10-13' })).rows.length).toBeGreaterThan(0);
    await expect(calls.getLeadSources({ token: 'nope', groupBy: 'page', ...WEEK, includeSpam: false })).rejects.toThrow();
  });
});
