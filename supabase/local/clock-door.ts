/**
 * /_local/clock, the local stack's door to the database clock (private.clock_settings) that the
 * end-to-end tests move: GET reads the offset and the time it gives; POST {"offset_seconds": n} or
 * {"now": "<ISO time>"} moves it. The service-role key only; hosted Supabase has no such door.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonObject } from '../functions/_shared/json-object';
import type { LocalDatabase } from './database';
import type { GatewayMount } from './gateway';
import { checkedBody, sendJson } from './gateway-http';
import { verifyJwt } from './keys';

interface Clock {
  offsetSeconds(): Promise<number>;
  setOffsetSeconds(seconds: number): Promise<void>;
}

/** The clock of private.clock_settings, read and set with the backend's own connection. */
function databaseClock(database: Pick<LocalDatabase, 'query'>): Clock {
  return {
    offsetSeconds: async () =>
      (await database.query<{ offset_seconds: number }>('select offset_seconds from private.clock_settings'))[0]?.offset_seconds ?? 0,
    setOffsetSeconds: async (seconds) => {
      await database.query('update private.clock_settings set offset_seconds = $1', [seconds]);
    },
  };
}

async function answerClock(clock: Clock, jwtSecret: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  if (verifyJwt(token, jwtSecret)?.role !== 'service_role') return sendJson(response, 401, { message: 'The clock takes the service-role key.' });
  const answer = async () => {
    const offset = await clock.offsetSeconds();
    sendJson(response, 200, { offset_seconds: offset, now: new Date(Date.now() + offset * 1000).toISOString() });
  };
  if (request.method === 'GET') return answer();
  if (request.method !== 'POST') return sendJson(response, 405, { message: 'GET or POST the clock.' });
  const body = (await checkedBody(request)) ?? Buffer.from('{}');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8') || '{}');
  } catch {
    return sendJson(response, 400, { message: 'Send {"offset_seconds": n} or {"now": "<ISO time>"}.' });
  }
  const wanted: Record<string, unknown> = isJsonObject(parsed) ? parsed : {};
  const at = typeof wanted.now === 'string' ? Date.parse(wanted.now) : Number.NaN;
  // Rounded up, so the clock never reads a moment before the time asked for.
  const offset = Number.isFinite(at) ? Math.ceil((at - Date.now()) / 1000) : Number(wanted.offset_seconds);
  if (!Number.isInteger(offset) || Math.abs(offset) > 2_000_000_000) return sendJson(response, 400, { message: 'Send {"offset_seconds": n} or {"now": "<ISO time>"}.' });
  await clock.setOffsetSeconds(offset);
  return answer();
}

export function clockDoor(database: Pick<LocalDatabase, 'query'>, jwtSecret: string): GatewayMount {
  const clock = databaseClock(database);
  return {
    matches: (pathname) => pathname === '/_local/clock',
    handle: (request, response) => answerClock(clock, jwtSecret, request, response),
  };
}
