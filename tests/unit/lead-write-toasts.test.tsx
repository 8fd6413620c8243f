/**
 * A lead write owns its toasts (docs/decisions/0030-data-layer-keys-and-mutations.md): whatever form
 * sends the contact lead, the weekly-report schedule or the newsletter address, the visitor reads
 * the same words. The hooks run for real; only the network edge (src/lib/api/leads.ts, and the data
 * client for the schedule's own call) answers as told, and the toaster is the real one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '../support/render';
import { clearToasts, toasterReady } from '../support/toaster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import type { ContactLeadValues } from '@/features/lead-capture/lib/schemas';

const edge = vi.hoisted(() => ({ fail: null as Error | null, newsletter: 'ok' as 'ok' | 'refused' }));
vi.mock('@/lib/api/leads', async (original) => ({
  ...(await original<typeof import('@/lib/api/leads')>()),
  insertLead: async (lead: { id: string }) => {
    if (edge.fail) throw edge.fail;
    return lead.id;
  },
  completePartialLead: async () => true,
  addNewsletterSubscriber: async () => {
    if (edge.newsletter === 'refused') throw new Error('new row violates check constraint');
  },
}));
// The schedule is one call of schedule_weekly_report (docs/decisions/0052-commands-are-calls.md), sent through the data client.
vi.mock('@/lib/api/client', () => ({
  getSupabase: async () => ({
    rpc: () => {
      const answer = () => (edge.fail ? { data: null, error: { message: edge.fail.message }, status: 400 } : { data: 'inserted', error: null, status: 200 });
      const builder = {
        setHeader: () => builder,
        then: <T,>(sent: (value: ReturnType<typeof answer>) => T, failed?: (reason: unknown) => T) => Promise.resolve(answer()).then(sent, failed),
      };
      return builder;
    },
  }),
}));

const { useContactLead } = await import('@/features/lead-capture/api/contact-lead');
const { useSubscribeToNewsletter } = await import('@/features/lead-capture/api/subscribe-to-newsletter');
const { useReportScheduleLead } = await import('@/features/weekly-reports/api/report-schedule-lead');
const { emptyReportSchedule } = await import('@/features/weekly-reports/lib/report-schedule');
const { RECIPIENT_LIMIT_MESSAGES } = await import('@shared/report-confirmation');

const contact: ContactLeadValues = { name: 'Dana Ortiz', email: 'dana@example.com', phone: '', website: '', service: 'Local SEO', message: 'Please call me.', honeypot: '' };

/** A bare button in place of each form: what is on screen after the click is the write's own doing. */
function SendContact() {
  const lead = useContactLead();
  return <button onClick={() => void lead.submit(contact, '/contact').catch(() => undefined)}>Send</button>;
}
function Subscribe() {
  const subscription = useSubscribeToNewsletter();
  return <button onClick={() => subscription.mutate('dana@example.com')}>Send</button>;
}
function Schedule() {
  const lead = useReportScheduleLead();
  const values = { ...emptyReportSchedule(), fullName: 'Dana Ortiz', email: 'dana@example.com', companyName: 'Ortiz Bakery', websiteUrl: 'ortizbakery.com' };
  return <button onClick={() => void lead.submit(values, '/seo-tool').catch(() => undefined)}>Send</button>;
}

async function send(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LazyToaster />
      {ui}
    </QueryClientProvider>,
  );
  await toasterReady();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  edge.fail = null;
  edge.newsletter = 'ok';
});
afterEach(async () => {
  await clearToasts();
  vi.useRealTimers();
});

describe('the contact lead', () => {
  it('says it was sent', async () => {
    await send(<SendContact />);
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(screen.getByText("We'll be in touch with you shortly.")).toBeInTheDocument();
  });

  it('says it was not sent when the database refused it', async () => {
    edge.fail = new Error('Too many submissions');
    await send(<SendContact />);
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.queryByText('Message sent successfully')).toBeNull();
  });
});

describe('the weekly report schedule', () => {
  it('gives a recipient cap its own words instead of a fault', async () => {
    edge.fail = new Error(RECIPIENT_LIMIT_MESSAGES.address);
    await send(<Schedule />);
    expect(await screen.findByText('Daily limit reached')).toBeInTheDocument();
  });

  it('says any other failure plainly', async () => {
    edge.fail = new Error('connection reset');
    await send(<Schedule />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('the newsletter', () => {
  it('says the address was subscribed', async () => {
    await send(<Subscribe />);
    expect(await screen.findByText('Subscribed Successfully!')).toBeInTheDocument();
  });

  it('says the subscription failed when the database refused the address', async () => {
    edge.newsletter = 'refused';
    await send(<Subscribe />);
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
  });
});
