/**
 * Every dashboard call the scale bench times, as staff make them: the list's pages, every sortable
 * column in both directions, the filters and searches, the site check's sorts and filters, one lead's page, a status change, the CSV
 * export's first batch, the header's totals and the chart; the /book page's two calls and the Calls
 * view's weeks and blocks.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { LEAD_SORT_COLUMNS } from '../../src/lib/api/dashboard-types';
import type { ScaleShape } from './scale-shapes';

/** A call, and its own budget in ms when it is not the interactive 100 ms. */
export type TimedCall = [label: string, run: () => Promise<void>, budgetMs?: number];

// The CSV export's budget is the whole download's (docs/decisions/0014-dashboard-at-scale.md): 100,000
// leads in 5 s is 250 ms a batch of 5,000.
const EXPORT_BATCH_BUDGET_MS = 250;

// The Sources view's period: the last `days` Los Angeles days, today included.
const lastDays = (days: number) => {
  const to_day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const from = new Date(`${to_day}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() + 1 - days);
  return { from_day: from.toISOString().slice(0, 10), to_day };
};

type Cursor = Record<'after_value' | 'after_id', string | null>;
type ListCall = (args: Record<string, unknown>) => () => Promise<void>;

/**
 * The lead list with the site check's column (issue 64, decision 0080), as the dashboard asks for it:
 * sorted by the check's score both ways with the next page by keyset (and a page half-way down, among
 * the leads without a score), each filter, a filter with a type or status filter, with a sort, and
 * with a search. Labelled "site check" so `--calls=site check` times them alone (the first pages
 * sorted by site_check_score are the sort loop's).
 */
async function siteCheckCalls(
  list: ListCall,
  cursorAfter: (offset: number, args?: Record<string, unknown>) => Promise<Cursor>,
  deepRow: number,
  probes: ScaleShape['probes'],
): Promise<TimedCall[]> {
  const byScore = (direction: 'asc' | 'desc') => ({ sort_column: 'site_check_score', sort_direction: direction });
  const notIndexable = { site_check: 'not_indexable' };
  const contactForm = { lead_types: ['contact', 'contact_partial', 'contact_complete'] };
  return [
    ['site check: by score, asc, next page (keyset)', list({ ...byScore('asc'), ...(await cursorAfter(0, byScore('asc'))) })],
    ['site check: by score, desc, next page (keyset)', list({ ...byScore('desc'), ...(await cursorAfter(0, byScore('desc'))) })],
    [
      `site check: by score, asc, row ${deepRow.toLocaleString('en-US')} (keyset)`,
      list({ ...byScore('asc'), ...(await cursorAfter(deepRow - 50, byScore('asc'))) }),
    ],
    ...(['not_indexable', 'failed', 'pending', 'checked'] as const).map((site_check): TimedCall => [
      `site check: ${site_check}, newest first`,
      list({ site_check }),
    ]),
    ['site check: not_indexable, next page (keyset)', list({ ...notIndexable, ...(await cursorAfter(0, notIndexable)) })],
    ['site check: not_indexable, by score, asc', list({ ...notIndexable, ...byScore('asc') })],
    ['site check: not_indexable, by score, desc', list({ ...notIndexable, ...byScore('desc') })],
    ['site check: not_indexable + type (Contact Form)', list({ ...notIndexable, ...contactForm })],
    ['site check: not_indexable + status (Qualified)', list({ ...notIndexable, statuses: ['qualified'] })],
    ['site check: failed + status (New)', list({ site_check: 'failed', statuses: ['new'] })],
    ['site check: failed + type (Contact Form), by score', list({ site_check: 'failed', ...contactForm, ...byScore('desc') })],
    [`site check: not_indexable + search "${probes.commonName.term}"`, list({ ...notIndexable, search: probes.commonName.term })],
    [`site check: not_indexable + search "${probes.commonWord.term}"`, list({ ...notIndexable, search: probes.commonWord.term })],
    [`site check: failed + search "${probes.rarerName.term}"`, list({ site_check: 'failed', search: probes.rarerName.term })],
    [`site check: not_indexable + search "${probes.commonWord.term}", by score`, list({ ...notIndexable, search: probes.commonWord.term, ...byScore('desc') })],
  ];
}

export async function scaleCalls(anon: SupabaseClient, session_token: string, probes: ScaleShape['probes'] & { exactEmail: string }): Promise<TimedCall[]> {
  const rpc = async (name: string, args: Record<string, unknown>) => {
    const { data, error } = await anon.rpc(name as never, { session_token, ...args } as never);
    if (error) throw new Error(`${name}: ${error.message}`);
    return data as unknown;
  };
  const call = (name: string, args: Record<string, unknown>) => async () => {
    await rpc(name, args);
  };
  // Where a page deep in the list starts: the next_cursor of the page before it (read by offset once, not timed).
  const cursorAfter = async (offset: number, sort: Record<string, unknown> = {}): Promise<Cursor> => {
    const { next_cursor } = (await rpc('dashboard_list_leads', { page_limit: 50, page_offset: offset, ...sort })) as {
      next_cursor: { value: string | null; id: string };
    };
    return { after_value: next_cursor.value, after_id: next_cursor.id };
  };
  const { total } = (await rpc('dashboard_lead_summary', {})) as { total: number };
  // Half-way down the list (row 500,000 at a million leads): what an offset would have to read past.
  const deepRow = Math.min(500_000, Math.floor(total / 2));
  const page100 = await cursorAfter(4900);
  const pageDeep = await cursorAfter(deepRow - 50);
  const page100ByCompany = await cursorAfter(4900, { sort_column: 'company_name', sort_direction: 'desc' });
  const { rows } = (await rpc('dashboard_list_leads', { page_limit: 1 })) as { rows: { id: string }[] };
  const lead_id = rows[0]!.id;
  let status = 0;
  // Bookings (docs/decisions/0063-calls-view.md): free slots read once, untimed; each timed booking takes the next one.
  const { data: free, error: slotsError } = await anon.rpc('book_slots' as never);
  if (slotsError) throw new Error(`book_slots: ${slotsError.message}`);
  const freeSlots = (free as { starts_at: string }[]).map((slot) => slot.starts_at);
  let booked = 0;
  const today = lastDays(1).to_day;
  const weekAgo = lastDays(36).from_day;
  const list = (args: Record<string, unknown>) => call('dashboard_list_leads', { page_limit: 50, ...args });
  return [
    ['first page of 50, newest first', list({})],
    ['page 100 (offset)', list({ page_offset: 4950 })],
    ['page 100 (keyset)', list(page100)],
    [`row ${deepRow.toLocaleString('en-US')} (keyset)`, list(pageDeep)],
    ['page 100 by company, desc (keyset)', list({ sort_column: 'company_name', sort_direction: 'desc', ...page100ByCompany })],
    ...LEAD_SORT_COLUMNS.flatMap((column) =>
      (['asc', 'desc'] as const).map((direction): TimedCall => [`sorted by ${column}, ${direction}`, list({ sort_column: column, sort_direction: direction })]),
    ),
    ['type filter (Contact Form)', list({ lead_types: ['contact', 'contact_partial', 'contact_complete'] })],
    ['status filter (Qualified)', list({ statuses: ['qualified'] })],
    ...(await siteCheckCalls(list, cursorAfter, deepRow, probes)),
    ...[probes.commonWord, probes.commonName, probes.rarerName].map(({ term, share }): TimedCall => [`search "${term}" (${share})`, list({ search: term })]),
    [`search "${probes.commonName.term}", by name`, list({ search: probes.commonName.term, sort_column: 'name', sort_direction: 'asc' })],
    ['search one e-mail address', list({ search: probes.exactEmail })],
    ['search one e-mail, upper case', list({ search: probes.exactEmail.toUpperCase() })],
    ['search with no match', list({ search: 'zzqx-no-such-lead' })],
    ["one lead's page", call('dashboard_get_lead', { lead_id })],
    [
      'status change',
      async () => {
        status += 1;
        await rpc('dashboard_set_lead_status', { lead_id, new_status: status % 2 ? 'contacted' : 'qualified' });
      },
    ],
    ['CSV export, first batch of 5,000', call('dashboard_export_leads', { batch_size: 5000 }), EXPORT_BATCH_BUDGET_MS],
    ['new since a day ago', call('dashboard_new_lead_count', { since: new Date(Date.now() - 86_400_000).toISOString() })],
    ['summary', call('dashboard_lead_summary', {})],
    ['chart, 30 days', call('dashboard_lead_counts', { days: 30 })],
    // The Sources view (issue 42): one call per change of grouping, period or the spam box.
    ...(['page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'lead_type'] as const).map((group_by): TimedCall => [
      `sources by ${group_by}, 90 days`,
      call('dashboard_lead_sources', { group_by, ...lastDays(90) }),
    ]),
    ['sources by page, 7 days', call('dashboard_lead_sources', { group_by: 'page', ...lastDays(7) })],
    ['sources by page, 366 days, spam included', call('dashboard_lead_sources', { group_by: 'page', ...lastDays(366), include_spam: true })],
    // Speed to lead (docs/decisions/0040-speed-to-lead.md): the speed view, the header's waiting count, one lead's speed.
    ['speed to lead, 12 weeks', call('dashboard_speed', { weeks: 12 })],
    ['speed to lead, 104 weeks', call('dashboard_speed', { weeks: 104 })],
    ['waiting leads (header count)', call('dashboard_waiting_summary', {})],
    ["one lead's speed", call('dashboard_lead_speed', { lead_id })],
    // Bookings: the /book page's two calls (anon), the Calls view's weeks and blocks (staff).
    [
      'book_slots (anon)',
      async () => {
        const { error } = await anon.rpc('book_slots' as never);
        if (error) throw new Error(`book_slots: ${error.message}`);
      },
    ],
    [
      'book_consultation (anon, a new lead)',
      async () => {
        const slot_start = freeSlots[booked];
        booked += 1;
        const { error } = await anon.rpc(
          'book_consultation' as never,
          {
            booking_id: crypto.randomUUID(),
            slot_start,
            name: 'Bench Booker',
            email: `bench-booker-${booked}@example.com`,
            topic: 'Timing the booking call.',
          } as never,
        );
        if (error) throw new Error(`book_consultation: ${error.message}`);
      },
    ],
    ['calls, today and the next 7 days', call('dashboard_calls', { from_day: today, days: 8 })],
    ['calls, 8 days a month ago', call('dashboard_calls', { from_day: weekAgo, days: 8 })],
    ['calls, 31 days a month ago', call('dashboard_calls', { from_day: weekAgo, days: 31 })],
    ['booking blocks', call('dashboard_booking_blocks', {})],
  ];
}
