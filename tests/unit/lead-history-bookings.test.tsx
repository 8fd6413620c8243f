/**
 * A lead's history names the booking e-mails (docs/decisions/0061-booking-emails.md): the visitor's
 * with their recipient and, when one was held back, why; the agency's own as a notification. It
 * names the booked calls too, and who cancelled each: the visitor, or the staff name (decision 0063).
 */
import { describe, expect, it } from 'vitest';
import { LeadHistory } from '@/features/dashboard/components/lead-detail/lead-history';
import type { LeadDelivery } from '@/lib/api/app-database';
import { render, screen } from '../support/render';

const delivery = (kind: LeadDelivery['kind'], changes: Partial<LeadDelivery> = {}): LeadDelivery => ({
  created_at: '2026-12-07T15:00:00Z',
  kind,
  status: 'sent',
  attempts: 1,
  last_error: null,
  next_attempt_at: null,
  sent_at: '2026-12-07T15:00:01Z',
  recipient: kind === 'booking_agency' ? null : 'ana@example.com',
  ...changes,
});

describe('the booking e-mails in a lead’s history', () => {
  it('names each with its recipient and status', () => {
    render(
      <LeadHistory
        changes={[]}
        deliveries={[
          delivery('booking_agency'),
          delivery('booking_confirmation', {
            status: 'skipped',
            last_error: 'Not sent: this address has another booked call whose confirmation was sent in the last 24 hours.',
          }),
          delivery('booking_reminder', { created_at: '2026-12-07T15:00:02Z' }),
          delivery('booking_cancelled', { created_at: '2026-12-07T15:00:03Z' }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.map((text) => text!.replace(/^[^:]*?\d{1,2}:\d{2}[^:]*: /, ''))).toEqual([
      'Notification e-mail (call booked, moved or cancelled): sent',
      'Booking confirmation e-mail to ana@example.com: not sent; last error: Not sent: this address has another booked call whose confirmation was sent in the last 24 hours.',
      'Call reminder e-mail to ana@example.com: sent',
      'Cancellation notice e-mail to ana@example.com: sent',
    ]);
  });

  it('names each booked call, and who cancelled it, in its place among the e-mails', () => {
    render(
      <LeadHistory
        changes={[]}
        deliveries={[delivery('booking_cancelled', { created_at: '2026-12-07T18:00:01Z' })]}
        bookings={[
          {
            id: 'b1',
            starts_at: '2026-12-08T18:00:00Z',
            ends_at: '2026-12-08T18:30:00Z',
            created_at: '2026-12-07T15:00:00Z',
            cancelled_at: '2026-12-07T18:00:00Z',
            cancelled_by: 'Dana',
          },
          {
            id: 'b2',
            starts_at: '2026-12-09T17:00:00Z',
            ends_at: '2026-12-09T17:30:00Z',
            created_at: '2026-12-07T19:00:00Z',
            cancelled_at: null,
            cancelled_by: null,
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.map((text) => text!.replace(/^[^:]*?\d{1,2}:\d{2}[^:]*: /, ''))).toEqual([
      'Call booked for Tuesday, December 8, 10:00 AM – 10:30 AM PT',
      'Call of Tuesday, December 8, 10:00 AM – 10:30 AM PT cancelled by Dana',
      'Cancellation notice e-mail to ana@example.com: sent',
      'Call booked for Wednesday, December 9, 9:00 AM – 9:30 AM PT',
    ]);
  });
});
