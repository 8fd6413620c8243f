import { describe, expect, it } from 'vitest';
import { detailLines, leadDetailLines } from '@/features/dashboard/lib/lead-details';
import type { LeadDetail, ReportSubscription } from '@/lib/api/app-database';
import { isLeadIdShape } from '@/features/dashboard/lib/lead-link';
import { statusChange } from '@/features/dashboard/lib/subscription-status';

/** The words of a lead's own view (issue 40): its details as labelled lines, who paused or resumed its reports, which ids are asked for. */
describe('a lead\u2019s details', () => {
  const recipient = (email: string, isOwner = false) =>
    ({ email, is_owner: isOwner, state: 'pending', confirmed_at: null, confirm_expires_at: null, unsubscribed_at: null }) as const;
  const subscription: ReportSubscription = {
    id: 's1',
    created_at: '2026-11-26T18:00:00Z',
    status: 'active',
    website: 'https://x.example',
    report_day: 'tuesday',
    status_changed_at: null,
    status_changed_by: null,
    consent: { version: '2026-11', text: 'E-mail me…', at: '2026-11-26T18:00:00Z', page: '/seo-tool' },
    recipients: [recipient('owner@x.example', true), recipient('a@x.example'), recipient('b@x.example')],
    runs: [],
    events: [],
  };
  const lead = { details: null } as LeadDetail['lead'];

  it('a weekly-report schedule reads as its day, its other recipients and the consent (from its subscription), never JSON', () => {
    expect(leadDetailLines({ lead, report_subscription: subscription, privacy_request: null })).toEqual([
      { label: 'Report day', value: 'Tuesday' },
      { label: 'Other recipients', value: 'a@x.example, b@x.example' },
      { label: 'Consent', value: 'Given (wording 2026-11)' },
    ]);
  });

  it('a schedule stored before its arguments left details reads the same from them', () => {
    const lines = detailLines({ report_day: 'tuesday', additional_emails: ['a@x.example', 'b@x.example'], consent: { version: '2026-11', accepted: true } });
    expect(lines).toEqual([
      { label: 'Report day', value: 'Tuesday' },
      { label: 'Other recipients', value: 'a@x.example, b@x.example' },
      { label: 'Consent', value: 'Given (wording 2026-11)' },
    ]);
  });

  it('a privacy request reads as what it asks', () => {
    expect(leadDetailLines({ lead, report_subscription: null, privacy_request: { kind: 'delete', label: 'Delete my personal information' } })).toEqual([
      { label: 'Request', value: 'delete' },
    ]);
  });

  it('a plan application reads as its plan and answers; what the lead\u2019s own fields show is left out', () => {
    const lines = detailLines({
      plan: 'growth',
      plan_title: 'Growth',
      plan_price: '$2,500/month',
      businessName: 'Ruiz Plumbing',
      contactName: 'Ana Ruiz',
      email: 'ana@ruiz.example',
      phone: '',
      website: 'https://ruiz.example',
      currentTraffic: '1,000',
      competitors: '',
      goals: 'More calls',
      targetAudience: 'Homeowners',
      additionalInfo: '',
      honeypot: '',
    });
    expect(lines).toEqual([
      { label: 'Plan', value: 'Growth' },
      { label: 'Price', value: '$2,500/month' },
      { label: 'Current monthly website visitors', value: '1,000' },
      { label: 'Goals', value: 'More calls' },
      { label: 'Target audience', value: 'Homeowners' },
    ]);
  });

  it('an unknown key still shows, in words; nested values as words too; nothing for no details', () => {
    expect(detailLines({ quiz_score: 7, wantsCall: true, extra: { first_choice: 'b' } })).toEqual([
      { label: 'Quiz score', value: '7' },
      { label: 'Wants call', value: 'Yes' },
      { label: 'Extra', value: 'First choice: b' },
    ]);
    expect(detailLines(null)).toEqual([]);
    expect(detailLines([1, 2])).toEqual([]);
  });
});

describe('the weekly-report status line', () => {
  const now = Date.parse('2026-11-26T18:00:00Z');
  it('says resumed or paused, by whom and how long ago; nothing before anyone changed it', () => {
    expect(statusChange({ status: 'active', status_changed_by: 'Maria', status_changed_at: '2026-11-26T16:00:00Z' }, now)).toBe('Resumed by Maria, 2 hours ago');
    expect(statusChange({ status: 'paused', status_changed_by: 'Jon', status_changed_at: '2026-11-26T17:59:30Z' }, now)).toBe('Paused by Jon, just now');
    expect(statusChange({ status: 'active', status_changed_by: null, status_changed_at: null }, now)).toBeNull();
  });
});

describe('a lead id in a link', () => {
  it('is asked for only when it is a uuid', () => {
    expect(isLeadIdShape('00000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isLeadIdShape('not-a-uuid')).toBe(false);
    expect(isLeadIdShape("00000000-0000-4000-8000-000000000001' or 1=1")).toBe(false);
  });
});
