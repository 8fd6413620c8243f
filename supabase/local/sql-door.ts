/**
 * /_local/sql, the local backend's SQL door for `npm run db:shell` (scripts/db-shell/run.ts): SQL
 * typed on this machine runs on the backend's own database while PostgREST keeps serving, where
 * PGlite's one socket connection is PostgREST's (docs/decisions/0002-local-backend.md). Mounted only
 * by `npm run dev` and `npm run backend`; hosted Supabase has no such door, and the built site never
 * names it.
 *   GET  answers { engine: 'pglite' | 'postgres' }, so the shell can hand a Postgres server to psql.
 *   POST { "sql": "..." } runs it (LocalDatabase.shell) and answers its ShellAnswer.
 * Only for tools on this machine: the gateway already answers only a loopback Host; here the caller
 * must also come from a loopback address, send no Origin (a web page always does, the dev site's
 * included), send JSON, and carry the service-role key. The answers carry no CORS headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalDatabase } from './database';
import type { GatewayMount } from './gateway';
import { DEFAULT_API_PORT } from './backend';
import { LOCAL_JWT_SECRET, verifyJwt } from './keys';
import { assertJsonRequest, readCappedBody } from './request-guards';
import { isJsonObject } from '../functions/_shared/json-object';

export const SQL_DOOR_PATH = '/_local/sql';

/** The command that opens the shell on the backend at `apiUrl`, for the start-up banners. */
export const shellCommand = (apiUrl: string) => {
  const port = Number(new URL(apiUrl).port);
  return port === DEFAULT_API_PORT ? 'npm run db:shell' : `npm run db:shell -- --api-port ${port}`;
};

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** Why a caller may not use the door, or undefined for a tool on this machine. */
function refusal(request: IncomingMessage): string | undefined {
  if (!LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) return 'The SQL door answers only this machine.';
  if (request.headers.origin !== undefined) return 'The SQL door answers tools on this machine, never a web page.';
  return undefined;
}

async function answerSql(
  database: Pick<LocalDatabase, 'kind' | 'shell'>,
  jwtSecret: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const refused = refusal(request);
  if (refused) return reply(response, 403, { message: refused });
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  if (verifyJwt(token, jwtSecret)?.role !== 'service_role') return reply(response, 401, { message: 'The SQL door takes the service-role key.' });
  if (request.method === 'GET') return reply(response, 200, { engine: database.kind });
  if (request.method !== 'POST') return reply(response, 405, { message: 'GET the engine or POST {"sql": "..."}.' });
  assertJsonRequest(request);
  const body = await readCappedBody(request);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!isJsonObject(parsed) || typeof parsed.sql !== 'string') return reply(response, 400, { message: 'Send {"sql": "..."}.' });
  return reply(response, 200, await database.shell(parsed.sql));
}

export function sqlDoor(database: Pick<LocalDatabase, 'kind' | 'shell'>, jwtSecret = LOCAL_JWT_SECRET): GatewayMount {
  return {
    matches: (pathname) => pathname === SQL_DOOR_PATH,
    handle: (request, response) => answerSql(database, jwtSecret, request, response),
  };
}
