/**
 * The /book page's form (src/features/booking/components/booking-form.tsx): the lead forms' rules,
 * one book_consultation request with the time, the fields, the visit's lead and its attribution, the
 * same booking id when a lost answer is sent again, the honeypot as its header, a time taken
 * meanwhile handed back to the page with the fields kept, and a booking budget's refusal said with
 * the phone number and e-mail (decision 0066). Only the network edge is replaced.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../support/render';

type Answer = { data?: unknown; error: { message: string; code?: string; hint?: string } | null; status: number };
interface Sent {
  body: Record<string, unknown>;
  honeypot: string | null;
}
const sent: Sent[] = [];
const answers: Answer[] = [];

function request(body: Record<string, unknown>) {
  const headers: Record<string, string> = {};
  const builder = {
    single: () => builder,
    setHeader(name: string, value: string) {
      headers[name] = value;
      return builder;
    },
    then<T>(onSent: (answer: Answer) => T, onFailed?: (error: unknown) => T) {
      sent.push({ body, honeypot: headers['x-lead-honeypot'] ?? null });
      const fallback: Answer = {
        data: { id: body.booking_id, starts_at: body.slot_start, ends_at: '2026-12-01T18:30:00+00:00', cancel_token: 'token' },
        error: null,
        status: 200,
      };
      return Promise.resolve(answers.shift() ?? fallback).then(onSent, onFailed);
    },
  };
  return builder;
}
vi.mock('@/lib/api/client', () => ({
  getSupabase: () => Promise.resolve({ rpc: (name: string, args: Record<string, unknown>) => (name === 'book_consultation' ? request(args) : null) }),
  warmUpDataClient: () => undefined,
}));

const { BookingForm } = await import('@/features/booking/components/booking-form');
const { slotChoice } = await import('@/features/booking/lib/slots');

const SLOT = slotChoice({ startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T18:30:00.000Z' }, 'America/Los_Angeles');

function renderForm(selected = SLOT) {
  const onBooked = vi.fn();
  const onSlotTaken = vi.fn();
  const onNoTime = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retryDelay: 0 } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/book']}>
        <BookingForm selected={selected} zone="America/Los_Angeles" onBooked={onBooked} onSlotTaken={onSlotTaken} onNoTime={onNoTime} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onBooked, onSlotTaken, onNoTime, unmount: view.unmount };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Grace Park');
  await user.type(screen.getByLabelText('Email'), 'grace@park.example');
  await user.type(screen.getByLabelText('Website (optional)'), 'parkbakery.example');
  await user.type(screen.getByLabelText(/What would you like to talk about/), 'Map rankings');
}
const book = () => screen.getByRole('button', { name: 'Book my free call' });

beforeEach(() => {
  sent.length = 0;
  answers.length = 0;
  sessionStorage.clear();
});

describe('the booking form', () => {
  it('says which call it books, then books it in one request with the visit’s lead and attribution', async () => {
    sessionStorage.setItem('visitLeadId', '7d0f3f0e-2a7c-4f7e-9b0e-0c6f0f1b2c3d');
    const user = userEvent.setup();
    const { onBooked } = renderForm();
    expect(screen.getByText('Your call: Tuesday, December 1, 10:00 AM to 10:30 AM PT')).toBeInTheDocument();
    await fill(user);
    await user.click(book());

    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      slot_start: '2026-12-01T18:00:00.000Z',
      name: 'Grace Park',
      email: 'grace@park.example',
      phone: null,
      website: 'https://parkbakery.example',
      topic: 'Map rankings',
      visit_lead_id: '7d0f3f0e-2a7c-4f7e-9b0e-0c6f0f1b2c3d',
      source_path: '/book',
    });
    expect(sent[0]!.body.booking_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.honeypot).toBeNull();
    expect(onBooked.mock.calls[0]).toEqual([
      { id: sent[0]!.body.booking_id, startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T18:30:00+00:00', cancelToken: 'token' },
      'grace@park.example',
    ]);
  });

  it('keeps the lead forms’ rules: nothing is sent with a short name or a bad address, or without a time', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'G');
    await user.type(screen.getByLabelText('Email'), 'grace@');
    await user.click(book());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks for a time first when none is chosen', async () => {
    const user = userEvent.setup();
    const { onNoTime } = renderForm(null as never);
    expect(screen.getByText('Choose a day and a time above first.')).toBeInTheDocument();
    await fill(user);
    await user.click(book());
    await waitFor(() => expect(onNoTime).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([]);
  });

  it('sends a lost request again under the same booking id, and hands a time just taken back to the page with the fields kept', async () => {
    const user = userEvent.setup();
    const { onBooked, onSlotTaken } = renderForm();
    await fill(user);
    answers.push(
      { error: { message: 'TypeError: Failed to fetch' }, status: 0 },
      { error: { message: 'That time was just taken. Please choose another time.', code: 'PT409', hint: 'slot_taken' }, status: 409 },
    );
    await user.click(book());
    await waitFor(() => expect(onSlotTaken).toHaveBeenCalledWith('That time was just taken. Please choose another time.'));
    expect(sent.map((request) => request.body.booking_id)).toEqual([sent[0]!.body.booking_id, sent[0]!.body.booking_id]);
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Park');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@park.example');
  });

  it('hands a time no longer offered or now too soon back to the page, like one just taken', async () => {
    const refusals: [string, string, number][] = [
      ['slot_not_offered', 'Please choose one of the times offered.', 400],
      ['slot_too_soon', 'That time is too soon to book. Please choose a later time.', 409],
    ];
    for (const [hint, message, status] of refusals) {
      const user = userEvent.setup();
      const view = renderForm();
      await fill(user);
      answers.push({ error: { message, code: status === 400 ? '22023' : 'PT409', hint }, status });
      await user.click(book());
      await waitFor(() => expect(view.onSlotTaken).toHaveBeenCalledWith(message));
      expect(screen.queryByRole('alert')).toBeNull();
      view.unmount();
    }
  });

  it('marks the field the database refuses invalid, with its words beside it and focus on it', async () => {
    const refusals: [string, string][] = [
      ['Please enter a valid email address', 'Email'],
      ['Your name contains an invisible character that can change how it is shown. Please type it again.', 'Name'],
      ['Website must be at most 2,048 characters', 'Website (optional)'],
      ['Message must be at most 5,000 characters', 'What would you like to talk about? (optional)'],
    ];
    for (const [message, label] of refusals) {
      const user = userEvent.setup();
      const view = renderForm();
      await fill(user);
      answers.push({ error: { message, code: '23514' }, status: 400 });
      await user.click(book());
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      expect(view.onBooked).not.toHaveBeenCalled();
      view.unmount();
    }
  });

  it('says plainly when the network is over its write limit, and sends the honeypot as its header', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    fireEvent.change(document.querySelector('input[name="honeypot"]')!, { target: { value: 'http://spam.example' } });
    answers.push({ error: { message: 'Too many submissions', code: 'PT429' }, status: 429 });
    await user.click(book());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from your network. Please wait a few minutes and try again, or call us.');
    expect(sent.map((request) => request.honeypot)).toEqual(['http://spam.example']);
  });

  it("says a booking budget's refusal in a sentence with the phone number and e-mail, and keeps the fields", async () => {
    const { site } = await import('@/content/site');
    const refusals: [string, string][] = [
      ['booking_mailbox_limit', 'This e-mail address already has calls booked. To book another, cancel one with the link in its e-mail, or call us at'],
      ['booking_sender_limit', 'We cannot book more calls online from your network just now. Please call us at'],
      ['booking_site_limit', 'We cannot take more bookings online just now. Please call us at'],
    ];
    for (const [hint, opening] of refusals) {
      const user = userEvent.setup();
      const view = renderForm();
      await fill(user);
      answers.push({ error: { message: 'refused', code: 'PT429', hint }, status: 429 });
      await user.click(book());
      expect(await screen.findByRole('alert')).toHaveTextContent(`${opening} ${site.phone.display} or e-mail ${site.email}, and we will find a time with you.`);
      expect(screen.getByLabelText('Email')).toHaveValue('grace@park.example');
      expect(view.onBooked).not.toHaveBeenCalled();
      view.unmount();
    }
  });
});
