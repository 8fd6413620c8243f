/**
 * The one partial-lead mechanism (src/lib/api/partial-lead.ts) with the forms' real lead
 * definitions: capture on Continue, complete on Send, insert whole when the capture failed or the
 * completion found nothing. Only the network edge is replaced: a stand-in for supabase-js that
 * records each request and answers what the test says.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '../support/render';
import type { ContactLeadValues } from '@/features/lead-capture/lib/schemas';
import { emptyReportSchedule, type ReportScheduleValues } from '@/features/weekly-reports/lib/report-schedule';

type Answer = { data?: unknown; error: { message: string; code?: string } | null; status: number };

interface Request {
  /** `insert lsg_leads`, `rpc complete_partial_lead` or `rpc schedule_weekly_report`. */
  call: string;
  body: Record<string, unknown>;
  honeypot: string | null;
}

const requests: Request[] = [];
/** What the next requests of each call answer, in turn; an empty queue answers success. */
const answers = new Map<string, Answer[]>();
const answerNext = (call: 'insert lsg_leads' | 'rpc complete_partial_lead' | 'rpc schedule_weekly_report', ...next: Answer[]) => answers.set(call, [...(answers.get(call) ?? []), ...next]);

/** A request builder as supabase-js's: an optional header, then sent once when awaited. */
function request(call: string, body: Record<string, unknown>) {
  const headers: Record<string, string> = {};
  const builder = {
    setHeader(name: string, value: string) {
      headers[name] = value;
      return builder;
    },
    then<T>(onSent: (answer: Answer) => T, onFailed?: (error: unknown) => T) {
      requests.push({ call, body, honeypot: headers['x-lead-honeypot'] ?? null });
      const fallback: Answer = call.startsWith('rpc') ? { data: true, error: null, status: 200 } : { error: null, status: 201 };
      return Promise.resolve(answers.get(call)?.shift() ?? fallback).then(onSent, onFailed);
    },
  };
  return builder;
}

const client = {
  from: (table: string) => ({ insert: (row: Record<string, unknown>) => request(`insert ${table}`, row) }),
  rpc: (name: string, args: Record<string, unknown>) => request(`rpc ${name}`, args),
};

vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(client) }));

const { useContactLead } = await import('@/features/lead-capture/api/contact-lead');
const { useReportScheduleLead } = await import('@/features/weekly-reports/api/report-schedule-lead');

const REFUSED: Answer = { error: { message: 'Too many submissions', code: 'PT429' }, status: 429 };
const NO_ANSWER: Answer = { error: { message: 'TypeError: Failed to fetch' }, status: 0 };

function wrapper() {
  // No wait before a retry: the policy under test is which failures are sent again, not the delay.
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retryDelay: 0 } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const stepOne: ContactLeadValues = {
  name: 'Sam Cartr',
  email: 'sam@cartr.example',
  phone: '213-555-0100',
  website: '',
  message: '',
  service: 'SEO Consultation',
  honeypot: '',
};
const final: ContactLeadValues = { ...stepOne, name: 'Sam Carter', email: 'sam@carter.example', phone: '', website: 'carter.example', message: 'We need more calls.' };

const calls = () => requests.map((request) => request.call);

beforeEach(() => {
  sessionStorage.clear();
  requests.length = 0;
  answers.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the contact form lead', () => {
  it('capture landed: Send completes that lead by its id, with every field as last typed, and inserts nothing more', async () => {
    const { result } = renderHook(() => useContactLead(), { wrapper: wrapper() });
    await act(() => result.current.capture(stepOne, '/contact'));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.submit(final, '/contact');
    });

    expect(outcome).toBe('completed');
    expect(calls()).toEqual(['insert lsg_leads', 'rpc complete_partial_lead']);
    const [partial, completion] = requests;
    expect(partial!.body).toMatchObject({
      name: 'Sam Cartr',
      email: 'sam@cartr.example',
      phone: '213-555-0100',
      message: 'Partial lead from contact form (step 1). Service: SEO Consultation',
      service: 'SEO Consultation',
      lead_type: 'contact_partial',
      source_path: '/contact',
    });
    expect(completion!.body).toEqual({
      lead_id: partial!.body.id,
      name: 'Sam Carter',
      email: 'sam@carter.example',
      phone: null,
      company_name: null,
      website: 'https://carter.example',
      message: 'We need more calls.',
    });
    // The visit's lead, for a call booked next on /book: the completed lead.
    expect(sessionStorage.getItem('visitLeadId')).toBe(partial!.body.id);
  });

  it('capture failed: Send inserts the whole lead under its own id, and calls no completion', async () => {
    answerNext('insert lsg_leads', REFUSED);
    const { result } = renderHook(() => useContactLead(), { wrapper: wrapper() });
    await act(() => result.current.capture(stepOne, '/contact'));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.submit(final, '/contact');
    });

    expect(outcome).toBe('inserted');
    expect(calls()).toEqual(['insert lsg_leads', 'insert lsg_leads']);
    const [partial, whole] = requests;
    expect(whole!.body.id).not.toBe(partial!.body.id);
    expect(sessionStorage.getItem('visitLeadId')).toBe(whole!.body.id);
    expect(whole!.body).toMatchObject({
      name: 'Sam Carter',
      email: 'sam@carter.example',
      phone: null,
      website: 'https://carter.example',
      message: 'We need more calls.',
      service: 'SEO Consultation',
      lead_type: 'contact_complete',
      source_path: '/contact',
    });
    expect(console.warn).toHaveBeenCalledWith('Partial lead capture (contact) failed:', 'The lead could not be saved: Too many submissions');
  });

  it('completion found no partial lead (too old): Send inserts the whole lead', async () => {
    const { result } = renderHook(() => useContactLead(), { wrapper: wrapper() });
    answerNext('rpc complete_partial_lead', { data: false, error: null, status: 200 });
    await act(() => result.current.capture(stepOne, '/contact'));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.submit(final, '/contact');
    });

    expect(outcome).toBe('inserted');
    expect(calls()).toEqual(['insert lsg_leads', 'rpc complete_partial_lead', 'insert lsg_leads']);
    expect(requests[2]!.body).toMatchObject({ lead_type: 'contact_complete', email: 'sam@carter.example' });
  });

  it('no Continue at all: Send inserts the whole lead in one request', async () => {
    const { result } = renderHook(() => useContactLead(), { wrapper: wrapper() });
    await act(async () => void (await result.current.submit(final, '/')));
    expect(calls()).toEqual(['insert lsg_leads']);
    expect(requests[0]!.body).toMatchObject({ lead_type: 'contact_complete', source_path: '/' });
  });

  it('Back and Continue again keep the first partial lead; after a successful Send the next lead starts afresh', async () => {
    const { result } = renderHook(() => useContactLead(), { wrapper: wrapper() });
    await act(async () => {
      await Promise.all([result.current.capture(stepOne, '/contact'), result.current.capture(stepOne, '/contact')]);
      await result.current.capture({ ...stepOne, name: 'Sam Carter' }, '/contact');
    });
    expect(calls()).toEqual(['insert lsg_leads']);
    await act(async () => void (await result.current.submit(final, '/contact')));
    await act(() => result.current.capture(stepOne, '/contact'));
    expect(calls()).toEqual(['insert lsg_leads', 'rpc complete_partial_lead', 'insert lsg_leads']);
    expect(requests[2]!.body.id).not.toBe(requests[0]!.body.id);
  });

  it('a final write that got no answer is sent again with the same id; a refusal is final', async () => {
    const { result } = renderHook(() => useContactLead(), { wrapper: wrapper() });
    answerNext('insert lsg_leads', NO_ANSWER);
    await act(async () => void (await result.current.submit(final, '/contact')));
    expect(calls()).toEqual(['insert lsg_leads', 'insert lsg_leads']);
    expect(requests[1]!.body.id).toBe(requests[0]!.body.id);

    requests.length = 0;
    answerNext('insert lsg_leads', REFUSED);
    await act(async () => {
      await expect(result.current.submit(final, '/contact')).rejects.toThrow('The lead could not be saved: Too many submissions');
    });
    expect(calls()).toEqual(['insert lsg_leads']);
  });

  it('a filled honeypot travels with the capture and the completion', async () => {
    const { result } = renderHook(() => useContactLead(), { wrapper: wrapper() });
    await act(() => result.current.capture({ ...stepOne, honeypot: 'http://spam.example' }, '/contact'));
    await act(async () => void (await result.current.submit({ ...final, honeypot: 'http://spam.example' }, '/contact')));
    expect(requests.map((request) => request.honeypot)).toEqual(['http://spam.example', 'http://spam.example']);
  });
});

describe('the weekly report scheduler lead (the same mechanism)', () => {
  const schedule: ReportScheduleValues = {
    ...emptyReportSchedule(),
    fullName: ' Grace Kim ',
    email: 'grace@kim.example',
    phone: '(310) 555-0190',
    companyName: 'Kim Family Dental',
    reportDay: 'friday',
    additionalEmails: [{ value: 'office@kim.example' }, { value: '' }],
    websiteUrl: 'kim.example',
    consent: true,
  };

  it('Schedule Reports is one call with the schedule as its arguments and the partial lead’s id', async () => {
    const { result } = renderHook(() => useReportScheduleLead(), { wrapper: wrapper() });
    await act(() => result.current.capture(schedule, '/seo-tool'));
    answerNext('rpc schedule_weekly_report', { data: 'completed', error: null, status: 200 });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.submit(schedule, '/seo-tool');
    });
    expect(outcome).toBe('completed');
    expect(calls()).toEqual(['insert lsg_leads', 'rpc schedule_weekly_report']);
    expect(requests[0]!.body).toMatchObject({ name: 'Grace Kim', company_name: 'Kim Family Dental', website: null, lead_type: 'report_scheduler_partial' });
    expect(requests[1]!.body).toEqual({
      lead_id: expect.any(String),
      partial_lead_id: requests[0]!.body.id,
      name: 'Grace Kim',
      email: 'grace@kim.example',
      phone: '(310) 555-0190',
      company_name: 'Kim Family Dental',
      website: 'https://kim.example',
      report_day: 'friday',
      additional_emails: ['office@kim.example'],
      consent_version: 'weekly-report-1',
      source_path: '/seo-tool',
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    });
    expect(requests[1]!.body.lead_id).not.toBe(requests[0]!.body.id);
  });

  it('the same one call, without a partial lead’s id, when the capture failed: the database stores the whole schedule', async () => {
    answerNext('insert lsg_leads', REFUSED);
    answerNext('rpc schedule_weekly_report', { data: 'inserted', error: null, status: 200 });
    const { result } = renderHook(() => useReportScheduleLead(), { wrapper: wrapper() });
    await act(() => result.current.capture(schedule, '/seo-tool'));
    await act(async () => void (await result.current.submit(schedule, '/seo-tool')));
    expect(calls()).toEqual(['insert lsg_leads', 'rpc schedule_weekly_report']);
    expect(requests[1]!.body).toMatchObject({ partial_lead_id: null, report_day: 'friday', website: 'https://kim.example', source_path: '/seo-tool' });
  });

  it('a refusal is final and keeps the database’s words; a call that got no answer is sent again with the same ids', async () => {
    const { result } = renderHook(() => useReportScheduleLead(), { wrapper: wrapper() });
    answerNext('rpc schedule_weekly_report', NO_ANSWER, { data: 'inserted', error: null, status: 200 });
    await act(async () => void (await result.current.submit(schedule, '/seo-tool')));
    expect(calls()).toEqual(['rpc schedule_weekly_report', 'rpc schedule_weekly_report']);
    expect(requests[1]!.body.lead_id).toBe(requests[0]!.body.lead_id);

    requests.length = 0;
    answerNext('rpc schedule_weekly_report', { error: { message: 'Please choose the day of the week for the report.', code: '23514' }, status: 400 });
    await act(async () => {
      await expect(result.current.submit(schedule, '/seo-tool')).rejects.toThrow('The lead could not be saved: Please choose the day of the week for the report.');
    });
    expect(calls()).toEqual(['rpc schedule_weekly_report']);
  });
});
