/**
 * The morning e-mail to the agency listing the leads still at New after one office hour
 * (docs/decisions/0040-speed-to-lead.md). The database decides when it is due and what it lists
 * (public.queue_waiting_leads_email, supabase/schemas/08_dashboard_insights.sql); this
 * only words it. Web-standard TypeScript: Deno (the functions) and Node (the local backend, tests).
 */

export interface WaitingLead {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  created_at: string;
  office_seconds: number;
}

/** The delivery health when it was red as the e-mail was queued (docs/decisions/0067-delivery-health.md). */
export interface DeliveryProblem {
  since: string;
  reasons: string[];
}

export interface WaitingLeadsPayload {
  day: string;
  total: number;
  leads: WaitingLead[];
  delivery?: DeliveryProblem | null;
}

/** "2 h 5 min" of office time. */
export function officeDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

const arrived = (at: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));

/** "E-mail delivery is failing since Tue, May 11, 8:01 AM PT: <reasons>" */
export function deliveryLine(problem: DeliveryProblem): string {
  return `E-mail delivery is failing since ${arrived(problem.since)} PT: ${problem.reasons.join(' ')} See the dashboard's header.`;
}

export function waitingLeadsEmail(payload: WaitingLeadsPayload, siteUrl?: string): { subject: string; body: string } {
  const origin = (siteUrl?.trim() || 'https://www.losangelesseogroup.com').replace(/\/+$/, '');
  const noun = payload.total === 1 ? 'lead is' : 'leads are';
  const subject = `${payload.total} ${noun} waiting over an office hour`;
  const lines = payload.leads.map((lead) =>
    [
      `- ${lead.name || '(no name)'}${lead.service ? ` (${lead.service})` : ''}`,
      `  ${[lead.email, lead.phone].filter(Boolean).join(' · ') || 'no contact details'}`,
      `  Arrived ${arrived(lead.created_at)} PT, waiting ${officeDuration(lead.office_seconds)} of office time`,
      `  ${origin}/dashboard?lead=${lead.id}`,
    ].join('\n'),
  );
  const more = payload.total > payload.leads.length ? [`…and ${payload.total - payload.leads.length} more in the dashboard.`] : [];
  // One line at the top when e-mail delivery is red: this e-mail got through, others may not have.
  const delivery = payload.delivery ? [deliveryLine(payload.delivery), ''] : [];
  const body = [
    ...delivery,
    `Good morning. ${payload.total} ${noun} still at New after more than one office hour (Monday to Friday, 9am to 6pm PT):`,
    '',
    ...lines,
    ...more,
    '',
    `The dashboard: ${origin}/dashboard`,
    'This e-mail is sent on weekdays at 8:30 am PT when any lead waits; switch it off in the dashboard.',
  ].join('\n');
  return { subject, body };
}
