/**
 * The calendar feed's writer and the gateway's log lines (docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md):
 * folding at 75 octets, escaping, one VEVENT per call with the invite's UID; and a logged request
 * address never carries the feed's token. The handler is tested under Deno (tests/deno/calls-feed.deno-test.ts).
 */
import { describe, expect, it } from 'vitest';
import { inviteUid } from '../../supabase/functions/_shared/booking-invite';
import { buildCallsFeed, type FeedCall } from '../../supabase/functions/_shared/calls-feed-calendar';
import { loggableUrl } from '../../supabase/local/loggable-url';
import { callsFeedUrl } from '@/features/dashboard/lib/calls-feed-url';

const call = (id: string, topic: string | null): FeedCall => ({
  id,
  starts_at: '2026-11-02T17:00:00Z',
  ends_at: '2026-11-02T17:30:00Z',
  changed_at: '2026-10-29T13:50:00Z',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: null,
  website: null,
  topic,
});

describe('the calls feed', () => {
  it('folds every line at 75 octets with CRLF and a leading space, and unfolds to the escaped text', () => {
    const topic = `${'Ünïcode, semicolons; and back\\slashes '.repeat(6)}\nsecond line`;
    const body = buildCallsFeed([call('a', topic), call('b', null)], { siteUrl: null });
    const physical = body.split('\r\n');
    expect(physical.at(-1)).toBe('');
    for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    const lines = body.replace(/\r\n /g, '').split('\r\n');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain(`${'Ünïcode\\, semicolons\\; and back\\\\slashes '.repeat(6)}\\nsecond line`);
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([`UID:${inviteUid('a')}`, `UID:${inviteUid('b')}`]);
    expect(lines).toContain('SUMMARY:Call: Ana Ruiz');
    expect(lines).toContain('DTSTART:20261102T170000Z');
  });

  it('is subscribed to at the calls-feed function with the token in the query', () => {
    expect(callsFeedUrl('abc_-', 'https://project.supabase.co/')).toBe('https://project.supabase.co/functions/v1/calls-feed?token=abc_-');
  });
});

describe('a request address in the gateway’s log', () => {
  it('has its token and keys redacted, whatever the case or encoding, and keeps the rest', () => {
    expect(loggableUrl('/functions/v1/calls-feed?token=secret&x=1')).toBe('/functions/v1/calls-feed?token=[redacted]&x=1');
    expect(loggableUrl('/rest/v1/rpc/consultation_state?TOKEN=secret')).toBe('/rest/v1/rpc/consultation_state?TOKEN=[redacted]');
    expect(loggableUrl('/x?%74oken=secret&apikey=key')).toBe('/x?%74oken=[redacted]&apikey=[redacted]');
    expect(loggableUrl('/x?%zz=1')).toBe('/x?%zz=1');
    expect(loggableUrl('/inbox/')).toBe('/inbox/');
    expect(loggableUrl(undefined)).toBe('');
  });
});
