import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyReportSchedule, type ReportScheduleValues } from '@/features/weekly-reports/lib/report-schedule';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;
let site: Server;
let origin: string;
let twoStep: typeof import('@/lib/api/partial-lead');
let scheduler: typeof import('@/features/weekly-reports/api/report-schedule-lead');
let analysis: typeof import('@/features/seo-tool/api/run-analysis');
let pageCheck: typeof import('@/features/seo-tool/api/check-page');

beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<title>Emergency Plumber in Glendale | Ruiz Plumbing</title><h1>Emergency plumbing</h1><p>Open all night.</p>');
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  backend = await startTestBackend({
    functionEnv: {
      LEAD_WRITE_LIMIT: '1000',
      ANALYZE_PAGE_ALLOW_PRIVATE: 'true',
    },
  });
  twoStep = await import('@/lib/api/partial-lead');
  scheduler = await import('@/features/weekly-reports/api/report-schedule-lead');
  analysis = await import('@/features/seo-tool/api/run-analysis');
  pageCheck = await import('@/features/seo-tool/api/check-page');
});
afterAll(async () => {
  await new Promise((done) => site?.close(done));
  await backend?.stop();
});

const leadsByEmail = (email: string) => backend.sql<Record<string, unknown>>('select * from public.lsg_leads where email = $1', [email]);
const notificationsFor = (email: string) =>
  backend.sql<{ kind: string; payload: Record<string, unknown> }>(
    'select kind, payload from private.lead_notifications where lead_email = $1 order by created_at, kind',
    [email],
  );

function form(email: string, changes: Partial<ReportScheduleValues> = {}): ReportScheduleValues {
  return {
    ...emptyReportSchedule(),
    fullName: 'Grace Kim',
    email,
    phone: '(310) 555-0190',
    companyName: 'Kim Family Dental',
    reportDay: 'friday',
    additionalEmails: [{ value: 'office@kim.example' }, { value: '' }],
    websiteUrl: 'kim.example',
    consent: true,
    ...changes,
  };
}

/** The subscription a schedule made: its day and the other recipients, as the database keeps them. */
const scheduleOf = async (leadId: unknown) =>
  (
    await backend.sql<{ report_day: string; others: string[] | null }>(
      `select s.report_day, array_agg(r.email order by r.added_at, r.email) filter (where not r.is_owner) as others
         from private.report_subscriptions s join private.report_recipients r on r.subscription_id = s.id
        where s.lead_id = $1 group by s.id`,
      [leadId],
    )
  )[0];

describe('weekly report scheduler calls (real supabase-js, anon key)', () => {
  it('step 1 stores a partial lead; Schedule Reports completes that same row and makes its subscription, in one call', async () => {
    const email = uniqueEmail('reports');
    const partial = twoStep.capturePartialLead(scheduler.reportScheduleLead, form(email), '/seo-tool');
    expect(await partial.saved).toBe(true);
    expect(await leadsByEmail(email)).toEqual([
      expect.objectContaining({
        id: partial.id,
        lead_type: 'report_scheduler_partial',
        company_name: 'Kim Family Dental',
      }),
    ]);

    expect(
      await twoStep.finishTwoStepLead(scheduler.reportScheduleLead, {
        id: randomUUID(),
        values: form(email),
        partial,
        pathname: '/seo-tool',
      }),
    ).toBe('completed');
    const leads = await leadsByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id: partial.id,
      lead_type: 'report_scheduler_complete',
      website: 'https://kim.example',
      service: 'Weekly SEO Reports',
      message: 'Weekly SEO report every Friday for https://kim.example. Also send to: office@kim.example.',
      // The schedule's arguments are its subscription's, not the lead's.
      details: null,
      source_path: '/seo-tool',
    });
    expect(await scheduleOf(partial.id)).toEqual({ report_day: 'friday', others: ['office@kim.example'] });
    // Queued by the database as each write landed: the partial lead, then its completion and each recipient's confirmation link.
    const queued = await notificationsFor(email);
    expect(queued.filter((row) => row.kind !== 'report_confirmation').map((row) => [row.kind, row.payload.service])).toEqual([
      ['new', 'Weekly SEO Reports'],
      ['completed', 'Weekly SEO Reports'],
    ]);
    expect(queued.filter((row) => row.kind === 'report_confirmation').map((row) => row.payload.recipient)).toEqual(
      expect.arrayContaining([email, 'office@kim.example']),
    );
  });

  it('inserts a complete lead when there is no partial one', async () => {
    const email = uniqueEmail('reports');
    const id = randomUUID();
    expect(
      await twoStep.finishTwoStepLead(scheduler.reportScheduleLead, {
        id,
        values: form(email, {
          reportDay: 'monday',
          additionalEmails: [{ value: '' }],
        }),
        partial: null,
        pathname: '/seo-tool',
      }),
    ).toBe('inserted');
    expect(await leadsByEmail(email)).toEqual([
      expect.objectContaining({
        id,
        lead_type: 'report_scheduler_complete',
        service: 'Weekly SEO Reports',
        message: 'Weekly SEO report every Monday for https://kim.example.',
        details: null,
        source_path: '/seo-tool',
      }),
    ]);
    expect(await scheduleOf(id)).toEqual({ report_day: 'monday', others: null });
  });

  it('refuses bad input from the database with a readable error and stores nothing', async () => {
    const email = uniqueEmail('reports');
    await expect(
      twoStep.finishTwoStepLead(scheduler.reportScheduleLead, {
        id: randomUUID(),
        values: form(email, { fullName: 'G' }),
        partial: null,
        pathname: '/seo-tool',
      }),
    ).rejects.toThrow(/name/i);
    expect(await leadsByEmail(email)).toEqual([]);
  });
});

describe('an analysis run: one request to analyze-page, which records the url_test lead', () => {
  /** The url_test leads of one address, read through PostgREST (on PGlite an in-process read can run inside another session's transaction). */
  const urlTestLeads = async (url: string) =>
    (
      await backend.service
        .from('lsg_leads')
        .select('name, email, service, lead_type, message, source_path, referrer, utm_source, utm_campaign')
        .eq('lead_type', 'url_test')
        .eq('website', url)
    ).data;

  it('measures the real page, and the lead is stored (with where the visitor came from) before the answer comes back', async () => {
    const url = `${origin}/emergency`;
    const result = await analysis.runAnalysis(url, '/seo-tool');
    expect(result.dataSource.overview).toBe('measured');
    expect(result.pages[0]).toMatchObject({
      title: 'Emergency Plumber in Glendale | Ruiz Plumbing',
      h1Count: 1,
      wordCount: 5,
    });
    expect(await urlTestLeads(url)).toEqual([
      {
        name: 'SEO Tool User',
        email: 'seo-tool@anonymous.invalid',
        service: 'SEO Tool',
        lead_type: 'url_test',
        message: `Ran the free SEO analysis tool on ${url}`,
        source_path: '/seo-tool',
        referrer: null,
        utm_source: null,
        utm_campaign: null,
      },
    ]);

    // The first touch the browser kept (session storage, absent in Node) travels in the same request.
    const again = `${origin}/emergency?from=ads`;
    const answer = await pageCheck.checkPage(again, {
      source_path: '/seo-tool',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'plumbers',
      utm_term: null,
      utm_content: null,
    });
    expect(answer.ok).toBe(true);
    expect(await urlTestLeads(again)).toEqual([
      expect.objectContaining({ source_path: '/seo-tool', referrer: 'https://www.google.com/', utm_source: 'google', utm_campaign: 'plumbers' }),
    ]);
  });

  it('falls back to the simulation, saying why, when the page cannot be fetched; the lead is stored all the same', async () => {
    const before = (await notificationsFor('seo-tool@anonymous.invalid')).length;
    const result = await analysis.runAnalysis('http://127.0.0.1:9/', '/seo-tool');
    expect(result.dataSource).toMatchObject({
      overview: 'simulated',
      fallbackReason: expect.stringMatching(/^The page could not be reached/),
    });
    expect(result.score).toBeGreaterThanOrEqual(50);
    expect(result.score).toBeLessThanOrEqual(79);
    expect(await urlTestLeads('http://127.0.0.1:9/')).toEqual([expect.objectContaining({ lead_type: 'url_test', source_path: '/seo-tool', referrer: null })]);
    // The database queued the lead's e-mail as the row landed.
    expect(await notificationsFor('seo-tool@anonymous.invalid')).toHaveLength(before + 1);
  });
});
