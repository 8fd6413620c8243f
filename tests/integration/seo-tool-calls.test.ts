import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyReportSchedule, type ReportScheduleValues } from '@/features/seo-tool/lib/report-schedule';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;
let site: Server;
let origin: string;
let scheduler: typeof import('@/features/seo-tool/api/save-report-partial-lead') & typeof import('@/features/seo-tool/api/schedule-reports');
let analysis: typeof import('@/features/seo-tool/api/run-analysis');

beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<title>Emergency Plumber in Glendale | Ruiz Plumbing</title><h1>Emergency plumbing</h1><p>Open all night.</p>');
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  backend = await startTestBackend({
    functionEnv: {
      LEAD_FUNCTION_LIMIT: '1000',
      LEAD_WRITE_LIMIT: '1000',
      ANALYZE_PAGE_ALLOW_PRIVATE: 'true',
    },
  });
  scheduler = {
    ...(await import('@/features/seo-tool/api/save-report-partial-lead')),
    ...(await import('@/features/seo-tool/api/schedule-reports')),
  };
  analysis = await import('@/features/seo-tool/api/run-analysis');
});
afterAll(async () => {
  await new Promise((done) => site?.close(done));
  await backend?.stop();
});

/** Background calls (not awaited by the app) land when they land; a busy CI machine can take seconds. */
const BACKGROUND = { timeout: 15_000, interval: 100 };

const leadsByEmail = (email: string) => backend.sql<Record<string, unknown>>('select * from public.lsg_leads where email = $1', [email]);
const notificationsFor = (email: string) =>
  backend.sql<{ payload: Record<string, unknown> }>('select payload from private.lead_notifications where lead_email = $1 order by created_at', [email]);

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
    ...changes,
  };
}

describe('weekly report scheduler calls (real supabase-js, anon key)', () => {
  it('step 1 stores a partial lead; Schedule Reports completes that same row with the schedule', async () => {
    const email = uniqueEmail('reports');
    const partial = scheduler.saveReportPartialLead(form(email), '/seo-tool');
    expect(await partial.saved).toBe(true);
    expect(await leadsByEmail(email)).toEqual([
      expect.objectContaining({
        id: partial.id,
        lead_type: 'report_scheduler_partial',
        company_name: 'Kim Family Dental',
      }),
    ]);

    await scheduler.scheduleReports({
      id: randomUUID(),
      values: form(email),
      partial,
      pathname: '/seo-tool',
    });
    const leads = await leadsByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id: partial.id,
      lead_type: 'report_scheduler_complete',
      website: 'https://kim.example',
      service: 'Weekly SEO Reports',
      message: 'Weekly SEO report every Friday for https://kim.example. Also send to: office@kim.example.',
      details: {
        report_day: 'friday',
        additional_emails: ['office@kim.example'],
      },
      source_path: '/seo-tool',
    });
    await expect
      .poll(async () => (await notificationsFor(email)).map((row) => row.payload.service), BACKGROUND)
      .toEqual(['Weekly SEO Reports', 'Weekly SEO Reports']);
  });

  it('inserts a complete lead when there is no partial one', async () => {
    const email = uniqueEmail('reports');
    await scheduler.scheduleReports({
      id: randomUUID(),
      values: form(email, {
        reportDay: 'monday',
        additionalEmails: [{ value: '' }],
      }),
      partial: null,
      pathname: '/seo-tool',
    });
    expect(await leadsByEmail(email)).toEqual([
      expect.objectContaining({
        lead_type: 'report_scheduler_complete',
        details: { report_day: 'monday', additional_emails: [] },
      }),
    ]);
  });

  it('refuses bad input from the database with a readable error and stores nothing', async () => {
    const email = uniqueEmail('reports');
    await expect(
      scheduler.scheduleReports({
        id: randomUUID(),
        values: form(email, { fullName: 'G' }),
        partial: null,
        pathname: '/seo-tool',
      }),
    ).rejects.toThrow(/name/i);
    expect(await leadsByEmail(email)).toEqual([]);
  });
});

describe('an analysis run', () => {
  it('records the url_test lead and measures the real page', async () => {
    const url = `${origin}/emergency`;
    const result = await analysis.runAnalysis(url, '/seo-tool');
    expect(result.dataSource.overview).toBe('measured');
    expect(result.pages[0]).toMatchObject({
      title: 'Emergency Plumber in Glendale | Ruiz Plumbing',
      h1Count: 1,
      wordCount: 5,
    });
    // Read through PostgREST, not the in-process database: on PGlite (one session) an in-process read
    // can run inside the app's insert transaction, as its role, and abort it.
    await expect
      .poll(async () => (await backend.service.from('lsg_leads').select('name, email, service, lead_type').eq('website', url)).data, BACKGROUND)
      .toEqual([
        {
          name: 'SEO Tool User',
          email: 'seo-tool@anonymous.invalid',
          service: 'SEO Tool',
          lead_type: 'url_test',
        },
      ]);
  });

  it('falls back to the simulation, saying why, when the page cannot be fetched', async () => {
    const result = await analysis.runAnalysis('http://127.0.0.1:9/', '/seo-tool');
    expect(result.dataSource).toMatchObject({
      overview: 'simulated',
      fallbackReason: expect.stringMatching(/^The page could not be reached/),
    });
    expect(result.score).toBeGreaterThanOrEqual(50);
    expect(result.score).toBeLessThanOrEqual(79);
    // Both runs stored their lead (in the background) before the backend stops, each with its
    // notification. Polled through PostgREST: an in-process read could run inside the insert's transaction.
    await expect
      .poll(async () => (await backend.service.from('lsg_leads').select('id').eq('email', 'seo-tool@anonymous.invalid')).data?.length, BACKGROUND)
      .toBe(2);
    expect(await notificationsFor('seo-tool@anonymous.invalid')).toHaveLength(2);
  });
});
