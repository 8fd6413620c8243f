/**
 * The forms' one retry after a 503 with Retry-After (src/lib/api/retry-when-busy.ts, decision 0047):
 * the real data client (getSupabase, supabase-js) and the real pop-up write, with only the network
 * replaced by a fake fetch, on fake timers.
 */
// supabase-js starts a realtime client, which needs a WebSocket (Node 20 has none).
import '../../supabase/local/websocket-polyfill';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitPopupLead } from '@/features/lead-capture/api/submit-popup-lead';
import { getSupabase } from '@/lib/api/client';
import { addNewsletterSubscriber } from '@/lib/api/leads';
import { MAX_RETRY_AFTER_MS, retryAfterMs, retryOnceWhenBusy } from '@/lib/api/retry-when-busy';

const sent: { url: string; body: string }[] = [];
let answers: (() => Response)[] = [];
const busy = (retryAfter?: string) => () =>
  new Response(JSON.stringify({ message: 'The database API could not be reached', code: 'LOCAL503' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', ...(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }) },
  });
const created = () => new Response(null, { status: 201 });

// supabase-js loads on first use, on the real clock.
beforeAll(() => getSupabase());
beforeEach(() => {
  sent.length = 0;
  answers = [];
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, body: await request.text() });
      return (answers.shift() ?? created)();
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const popup = (id = crypto.randomUUID()) =>
  submitPopupLead({ id, pathname: '/', values: { name: 'Burst Visitor', email: 'burst@example.com', phone: '', website: '', honeypot: '' } });

/** Lets the dynamic import of supabase-js and the first request settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('a lead write answered 503 with Retry-After', () => {
  it('is sent once more, with the same lead id, no sooner than Retry-After', async () => {
    answers = [busy('2'), created];
    const id = crypto.randomUUID();
    let done = false;
    const write = popup(id).then(() => (done = true));
    await settle();
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await write;
    expect(done).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual(['/rest/v1/lsg_leads', '/rest/v1/lsg_leads']);
    expect(sent.map(({ body }) => (JSON.parse(body) as { id: string }).id)).toEqual([id, id]);
  });

  it('is sent only once more: a second 503 is the failure the form shows', async () => {
    answers = [busy('1'), busy('1'), created];
    const write = popup();
    const outcome = expect(write).rejects.toThrow(/could not be saved/);
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
    expect(sent).toHaveLength(2);
  });

  it('is not sent again without Retry-After, or when it asks for longer than a visitor waits', async () => {
    answers = [busy()];
    const bare = expect(popup()).rejects.toThrow(/could not be saved/);
    await vi.advanceTimersByTimeAsync(5000);
    await bare;
    expect(sent).toHaveLength(1);

    answers = [busy(String(MAX_RETRY_AFTER_MS / 1000 + 1))];
    const long = expect(popup()).rejects.toThrow(/could not be saved/);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS * 2);
    await long;
    expect(sent).toHaveLength(2);
  });

  it('applies to the RPC writes too (the newsletter)', async () => {
    answers = [busy('1'), () => new Response(null, { status: 204 })];
    const write = addNewsletterSubscriber('reader@example.com');
    await vi.advanceTimersByTimeAsync(1000);
    await write;
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual(['/rest/v1/rpc/add_newsletter_subscriber', '/rest/v1/rpc/add_newsletter_subscriber']);
  });
});

describe('retryOnceWhenBusy', () => {
  it('reads Retry-After as seconds or an HTTP date, and refuses what it cannot use', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterMs('1', now)).toBe(1000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 26 Nov 2026 12:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('3600', now)).toBeNull();
  });

  it('sends a Request body again, and stops waiting when the caller aborts', async () => {
    const inner = vi.fn(async (input: RequestInfo | URL) => {
      sent.push({ url: String(input instanceof Request ? input.url : input), body: input instanceof Request ? await input.text() : '' });
      return (answers.shift() ?? created)();
    });
    answers = [busy('1'), created];
    const reply = retryOnceWhenBusy(inner)(new Request('http://api.test/rest/v1/lsg_leads', { method: 'POST', body: '{"id":"x"}' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await reply).status).toBe(201);
    expect(sent.map(({ body }) => body)).toEqual(['{"id":"x"}', '{"id":"x"}']);

    answers = [busy('5')];
    const controller = new AbortController();
    const aborted = retryOnceWhenBusy(inner)('http://api.test/rest/v1/lsg_leads', { method: 'POST', signal: controller.signal });
    const outcome = expect(aborted).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await outcome;
    expect(inner).toHaveBeenCalledTimes(3);
  });
});
