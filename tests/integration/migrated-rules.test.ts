/**
 * What the site says, held to the database as migrated (its functions and settings), not to the
 * migrations' text: the privacy policy's retention periods, the office hours speed to lead counts,
 * and the shared address, website and character rules, word for word. (Unit tests once read
 * supabase/migrations for these; a later migration could change a rule and leave that text behind.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PATTERN_SOURCE } from '@shared/text-checks';
import { FILLER_CLASS, UNSEEN_CLASS } from '@shared/unseen-characters';
import { WEBSITE_PATTERN_SOURCE } from '@shared/website';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { site } from '@/content/site';
import { startTestBackend, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

/** The body of a function as the database holds it. */
const sourceOf = async (signature: string) =>
  (await backend.sql<{ source: string }>('select prosrc as source from pg_proc where oid = $1::regprocedure', [signature]))[0]!.source;

describe('the privacy policy agrees with the database', () => {
  const policyText = privacyPolicy.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]).join('\n');
  const notice = privacyPolicy.sections.find((section) => section.heading === 'Notice at collection')!;
  const noticeText = [...notice.paragraphs, ...(notice.list ?? [])].join('\n');

  it('states the longest form-count window the database keeps an IP address for', async () => {
    const [row] = await backend.sql<{ longest: number }>("select max(window_seconds)::int as longest from private.write_limits where per = 'sender'");
    expect(row!.longest).toBe(600);
    expect(noticeText).toContain('ten minutes for most forms, a day for new weekly report recipients');
  });

  it('says how long sign-in attempts and known addresses keep an IP address, in the notice at collection too', async () => {
    // A sign-in clears every attempt older than a day, whoever made it.
    await backend.sql(
      `insert into private.dashboard_login_attempts (attempted_at, succeeded, address)
       values (private.clock_now() - interval '25 hours', true, '198.51.100.7'), (private.clock_now() - interval '23 hours', true, '198.51.100.8')`,
    );
    const { error } = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: 'Policy Reader' });
    expect(error).toBeNull();
    expect(await backend.sql("select address from private.dashboard_login_attempts where address like '198.51.100.%'")).toEqual([{ address: '198.51.100.8' }]);
    const [limits] = await backend.sql<{ days: number }>('select known_address_days as days from private.dashboard_login_limits');
    expect(limits!.days).toBe(30);
    for (const text of [noticeText, policyText]) {
      expect(text).toMatch(/sign-in attempt[^.]*at least a day old/);
      expect(text).toContain(`${limits!.days} days after its last sign-in`);
    }
  });
});

describe('speed to lead', () => {
  it('counts office hours as the contact page states them: Monday to Friday, 9 to 6 in Los Angeles', async () => {
    expect(site.hours).toBe('Monday to Friday, 9am to 6pm PT');
    const [zone] = await backend.sql<{ zone: string }>('select private.office_time_zone() as zone');
    expect(zone!.zone).toBe('America/Los_Angeles');
    const windows = await backend.sql<{ day: string; opens: string | null; closes: string | null }>(
      `select d::date::text as day, to_char(w.opens_at at time zone 'America/Los_Angeles', 'HH24:MI') as opens,
              to_char(w.closes_at at time zone 'America/Los_Angeles', 'HH24:MI') as closes
         from generate_series(date '2026-11-23', date '2026-11-29', interval '1 day') d
         left join lateral private.office_window(d::date) w on true order by 1`,
    );
    expect(windows.map((window) => [window.opens, window.closes])).toEqual([
      ...Array.from({ length: 5 }, () => ['09:00', '18:00']),
      [null, null],
      [null, null],
    ]);
  });
});

describe('the shared rules and the database are the same text', () => {
  it('holds the website, address and character patterns word for word', async () => {
    expect(await sourceOf('private.is_valid_website(text)')).toContain(`value ~ '${WEBSITE_PATTERN_SOURCE}'`);
    expect(await sourceOf('private.is_valid_email(text)')).toContain(`value ~ '${EMAIL_PATTERN_SOURCE}'`);
    expect(await sourceOf('private.without_unseen(text)')).toContain(`'[${UNSEEN_CLASS}]'`);
    expect(await sourceOf('private.staff_name_problem(text)')).toContain(`'[${FILLER_CLASS}]'`);
  });
});
