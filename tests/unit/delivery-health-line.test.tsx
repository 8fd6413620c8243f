/**
 * The dashboard header's e-mail delivery line (issue 60, docs/decisions/0067-delivery-health.md):
 * green or red in words with the reasons and since when (Los Angeles time), asked again every minute,
 * a change said once through the polite live region, and Check delivery asking at once.
 */
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_HEALTH_POLL_MS } from '@/features/dashboard/api/get-delivery-health';
import { deliveryHealthText } from '@/features/dashboard/lib/delivery-health-words';
import type { DeliveryHealth } from '@/lib/api/app-database';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { renderLoggedIn } from '../support/dashboard-session';
import { createFakeRpc } from '../support/fake-rpc';
import { act, screen } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { DeliveryHealthLine } = await import('@/features/dashboard/components/delivery-health-line');

const GREEN: DeliveryHealth = { status: 'green', checked_at: '2026-12-07T15:10:00Z', since: null, problems: [] };
const RED: DeliveryHealth = {
  status: 'red',
  checked_at: '2026-12-07T15:10:00Z',
  since: '2026-12-07T15:05:00Z',
  problems: [
    {
      check: 'functions',
      reason: 'The edge functions refuse the service key in Vault (HTTP 401): update the service_role_key secret.',
      since: '2026-12-07T15:05:00Z',
    },
    { check: 'outbox', reason: 'E-mail is waiting to be sent: nothing has sent it for more than 3 minutes.', since: '2026-12-07T15:06:00Z' },
  ],
};
const said = () => document.querySelector('[data-announcer]')?.textContent ?? '';
const line = () => document.querySelector('[data-delivery-health]');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  document.querySelector('[data-announcer]')?.remove();
  rpc.calls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the delivery health words', () => {
  it('say working, or failing since when in Los Angeles time with each reason', () => {
    expect(deliveryHealthText(GREEN)).toBe('E-mail delivery: working.');
    expect(deliveryHealthText(RED)).toBe(
      'E-mail delivery: failing since Mon, Dec 7, 7:05 AM PT. The edge functions refuse the service key in Vault (HTTP 401): update the service_role_key secret. E-mail is waiting to be sent: nothing has sent it for more than 3 minutes.',
    );
  });
});

describe('the header line', () => {
  it('shows nothing before the first answer, then the state in words, not only colour, without announcing it', async () => {
    rpc.returns('delivery_health', GREEN);
    renderLoggedIn(<DeliveryHealthLine />);
    expect(line()).toBeNull();
    expect(await screen.findByText('E-mail delivery: working.')).toHaveAttribute('data-delivery-health', 'green');
    await act(async () => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS + 50));
    expect(said()).toBe('');
  });

  it('asks again every minute and says the change once, politely', async () => {
    rpc.returns('delivery_health', GREEN);
    renderLoggedIn(<DeliveryHealthLine />);
    await screen.findByText('E-mail delivery: working.');
    const asked = rpc.calls.length;

    rpc.returns('delivery_health', RED);
    await act(async () => vi.advanceTimersByTimeAsync(DELIVERY_HEALTH_POLL_MS));
    expect(rpc.calls.length).toBe(asked + 1);
    expect(line()).toHaveAttribute('data-delivery-health', 'red');
    expect(line()).toHaveTextContent(deliveryHealthText(RED));
    await act(async () => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS + 50));
    expect(said()).toBe(deliveryHealthText(RED));
    expect(document.querySelector('[data-announcer]')).toHaveAttribute('aria-live', 'polite');

    // A minute with the same answer says nothing new; recovery is said.
    document.querySelector('[data-announcer]')!.textContent = '';
    await act(async () => vi.advanceTimersByTimeAsync(DELIVERY_HEALTH_POLL_MS + ANNOUNCE_DELAY_MS + 50));
    expect(said()).toBe('');
    rpc.returns('delivery_health', GREEN);
    await act(async () => vi.advanceTimersByTimeAsync(DELIVERY_HEALTH_POLL_MS + ANNOUNCE_DELAY_MS + 50));
    expect(line()).toHaveAttribute('data-delivery-health', 'green');
    expect(said()).toBe('E-mail delivery: working.');
  });

  it('keeps the last answer when a check fails, and Check delivery asks at once', async () => {
    rpc.returns('delivery_health', RED);
    renderLoggedIn(<DeliveryHealthLine />);
    await screen.findByText(deliveryHealthText(RED));
    rpc.fails('delivery_health', { message: 'network down' });
    await act(async () => vi.advanceTimersByTimeAsync(DELIVERY_HEALTH_POLL_MS));
    expect(line()).toHaveTextContent(deliveryHealthText(RED));

    rpc.returns('delivery_health', GREEN);
    const before = rpc.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Check delivery' }));
    expect(rpc.calls.length).toBe(before + 1);
    expect(await screen.findByText('E-mail delivery: working.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check delivery' })).not.toHaveAttribute('aria-disabled');
  });
});
