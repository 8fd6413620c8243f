/**
 * A lead's history names the booking e-mails (docs/decisions/0061-booking-emails.md): the visitor's
 * with their recipient and, when one was held back, why; the agency's own as a notification.
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
          delivery('booking_confirmation', { status: 'skipped', last_error: 'Not sent: this address has another booked call whose confirmation was sent in the last 24 hours.' }),
          delivery('booking_reminder', { created_at: '2026-12-07T15:00:02Z' }),
          delivery('booking_cancelled', { created_at: '2026-12-07T15:00:03Z' }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.map((text) => text!.replace(/^[^:]*?\d{1,2}:\d{2}[^:]*: /, ''))).toEqual([
      'Notification e-mail (call booked or cancelled): sent',
      'Booking confirmation e-mail to ana@example.com: not sent; last error: Not sent: this address has another booked call whose confirmation was sent in the last 24 hours.',
      'Call reminder e-mail to ana@example.com: sent',
      'Cancellation notice e-mail to ana@example.com: sent',
    ]);
  });
});
