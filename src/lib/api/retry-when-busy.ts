/**
 * The data client's fetch (docs/decisions/0047-a-burst-loses-nothing.md): an answer 503 with a
 * Retry-After says the API could not reach the database and the request may be sent again; it is,
 * once, after the delay it names. Nothing else is sent again here: a 503 without Retry-After, or one
 * asking for a longer wait than a visitor would sit through, is passed on as it came. A lead write
 * repeated this way cannot be stored twice: the browser made its id (leads.ts).
 */

/** The longest Retry-After honoured; a longer one is answered as the failure it is. */
export const MAX_RETRY_AFTER_MS = 10_000;

/** Retry-After in milliseconds (seconds, or an HTTP date), or null when it is missing, unreadable or too long. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || !value.trim()) return null;
  const ms = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return null;
  const wait = Math.max(0, ms);
  return wait <= MAX_RETRY_AFTER_MS ? wait : null;
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((done, fail) => {
    if (signal?.aborted) return fail(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      done();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      fail(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** `fetchImpl` with one more try after a 503 that carries a Retry-After (the global fetch by default, looked up on each call). */
export function retryOnceWhenBusy(fetchImpl: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    // A Request's body can be read once: keep a copy for the second try.
    const spare = input instanceof Request ? input.clone() : input;
    const first = await fetchImpl(input, init);
    if (first.status !== 503) return first;
    const delay = retryAfterMs(first.headers.get('Retry-After'));
    if (delay === null) return first;
    await first.body?.cancel().catch(() => undefined);
    await wait(delay, init?.signal ?? (input instanceof Request ? input.signal : undefined));
    return fetchImpl(spare, init);
  };
}
