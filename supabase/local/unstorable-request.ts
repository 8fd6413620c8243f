/**
 * Text Postgres cannot hold (a NUL, half a surrogate pair) in a request for PostgREST, found before
 * PostgREST reads it (issue 49, item 5; docs/decisions/0044-words-and-addresses-are-ours.md).
 * PostgREST hands an RPC's arguments to Postgres as JSON, and Postgres refuses such a string
 * before the function runs, in its own words ("unsupported Unicode escape sequence … \u0000 cannot
 * be converted to text"): no function can answer it. So the gateway answers instead, with the
 * site's message, in PostgREST's error shape and with Postgres' code, so the site's clients
 * (src/lib/api/unstorable-text.ts) read it as before.
 */
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../functions/_shared/text-checks';

export const UNSTORABLE_TEXT_ANSWER = { code: '22P05', message: UNSTORABLE_TEXT_MESSAGE, details: null, hint: 'unstorable_text' } as const;

/** Whether any string of a JSON value, key or value at any depth, is text Postgres cannot hold. */
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (Array.isArray(value)) return value.some(holdsUnstorable);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => !isStorableText(key) || holdsUnstorable(item));
  return false;
}

/**
 * Whether the request carries such text: in its JSON body (the gateway has checked its size, depth
 * and UTF-8 already; a body that is not JSON is PostgREST's to refuse) or in a query parameter (a
 * GET call of an RPC, a filter). A browser cannot put half a surrogate pair in a URL, only a %00.
 */
export function carriesUnstorableText(body: Uint8Array | undefined, search: string): boolean {
  for (const [name, value] of new URLSearchParams(search)) if (!isStorableText(name) || !isStorableText(value)) return true;
  if (!body?.byteLength) return false;
  try {
    return holdsUnstorable(JSON.parse(new TextDecoder().decode(body)));
  } catch {
    return false;
  }
}
