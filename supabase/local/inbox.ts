/**
 * The local stack's e-mail inbox, as Mailpit is the Supabase CLI's (docs/decisions/0021-weekly-reports.md):
 * a Resend-compatible e-mail API that keeps every message instead of sending it, and shows them.
 * The gateway serves it under /inbox, and `npm run dev` points the functions' RESEND_API_URL at it,
 * so every e-mail the functions send (lead notifications, weekly reports) can be read locally; the
 * tests read the messages from it instead of mocking the sender.
 *
 *   POST   /inbox/emails                              Resend's POST /emails: from, to, subject, text/html,
 *                                                      headers, attachments; honours Idempotency-Key
 *   GET    /inbox/                                    the messages, newest first (HTML)
 *   GET    /inbox/messages/<id>                       one message: headers, text, HTML (sandboxed), attachments
 *   GET    /inbox/api/messages[?to=address]           the messages as JSON (summaries, newest first)
 *   GET    /inbox/api/messages/<id>                   one message as JSON, with its text, HTML and headers
 *   GET    /inbox/api/messages/<id>/attachments/<n>   an attachment's bytes
 *   DELETE /inbox/api/messages                        empties the inbox
 *   POST   /inbox/api/chaos {"fail":n,"status":500}   the next n messages are refused (as Mailpit's chaos)
 *
 * Messages live in memory, the newest `capacity` of them (500 by default); the counters count all.
 * Its changes (POST, DELETE) are JSON from this machine only: a page of another site could
 * otherwise post text/plain here without asking and, say, switch the chaos on (403 for an Origin
 * not on this machine, 415 for anything but JSON; docs/decisions/0027-local-backend-host-and-origin.md).
 * Its pages (inbox-pages.ts) change nothing; a message is read from the request by inbox-message.ts.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonObject } from '../functions/_shared/json-object';
import type { GatewayMount } from './gateway';
import { parseMessage, type InboxMessage } from './inbox-message';
import { listPage, messagePage, PAGE_HEADERS } from './inbox-pages';
import { assertJsonRequest, assertLocalOrigin, readCappedBody } from './request-guards';

export interface InboxCounters {
  /** Messages accepted (idempotent repeats not counted). */
  received: number;
  /** Repeats of an Idempotency-Key already accepted: answered with the first message's id, not stored again. */
  replayed: number;
  /** Requests refused: by the chaos setting, or not a valid message. */
  refused: number;
}

export interface Inbox {
  /** Answers a request whose path starts with /inbox. */
  handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<void>;
  messages(filter?: { to?: string }): InboxMessage[];
  counters(): InboxCounters;
  /** The next `count` messages get `status` (500 by default) instead of being stored. */
  failNext(count: number, status?: number): void;
  clear(): void;
}

const MAX_EMAIL_BYTES = 10 * 1024 * 1024;

/** Resend's error shape. */
function apiError(response: ServerResponse, status: number, name: string, message: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ statusCode: status, name, message }));
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

type Summary = Pick<InboxMessage, 'id' | 'receivedAt' | 'from' | 'to' | 'subject' | 'size'> & { attachments: { filename: string; size: number }[] };

const summary = (message: InboxMessage): Summary => ({
  id: message.id,
  receivedAt: message.receivedAt,
  from: message.from,
  to: message.to,
  subject: message.subject,
  size: message.size,
  attachments: message.attachments.map(({ filename, size }) => ({ filename, size })),
});

export function createInbox(options: { capacity?: number } = {}): Inbox {
  const capacity = options.capacity ?? 500;
  let stored: InboxMessage[] = [];
  const byKey = new Map<string, string>();
  const counters: InboxCounters = { received: 0, replayed: 0, refused: 0 };
  let failing = { count: 0, status: 500 };

  const find = (id: string | undefined) => stored.find((message) => message.id === id);
  const messages = (filter: { to?: string } = {}) => {
    const to = filter.to?.toLowerCase();
    return stored.filter((message) => !to || message.to.some((address) => address.toLowerCase() === to)).reverse();
  };

  async function receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const authorization = request.headers.authorization ?? '';
    if (!/^Bearer \S+/.test(authorization)) return apiError(response, 401, 'missing_api_key', 'Missing API key in the authorization header.');
    assertJsonRequest(request);
    const raw = await readCappedBody(request, MAX_EMAIL_BYTES);
    if (failing.count > 0) {
      failing.count -= 1;
      counters.refused += 1;
      return apiError(response, failing.status, 'application_error', 'The local inbox was told to refuse this message (chaos).');
    }
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const known = key ? byKey.get(key) : undefined;
    if (known) {
      counters.replayed += 1;
      return sendJson(response, 200, { id: known });
    }
    const parsed = parseMessage(raw);
    if (typeof parsed === 'string') {
      counters.refused += 1;
      return apiError(response, 422, 'validation_error', parsed);
    }
    const message: InboxMessage = { id: randomUUID(), receivedAt: new Date().toISOString(), idempotencyKey: key, ...parsed };
    stored.push(message);
    if (stored.length > capacity) stored = stored.slice(stored.length - capacity);
    if (key) byKey.set(key, message.id);
    counters.received += 1;
    sendJson(response, 200, { id: message.id });
  }

  function showPage(response: ServerResponse, html: string): void {
    response.writeHead(200, PAGE_HEADERS);
    response.end(html);
  }

  async function handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const method = request.method ?? 'GET';
    const parts = path.replace(/^\/inbox\/?/, '').split('/').filter(Boolean);
    const url = new URL(request.url ?? '/', 'http://inbox.local');
    // A CORS preflight gets the 404 below, without CORS headers: the inbox grants none.
    const changes = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
    if (changes) assertLocalOrigin(request);
    // Sending a message proves its key first, as Resend does; the other changes are the inbox's own.
    const isSend = parts[0] === 'emails' && parts.length === 1;
    if (changes && !isSend && parts[0] === 'api') assertJsonRequest(request);
    if (isSend && method === 'POST') return receive(request, response);
    if (parts.length === 0 && method === 'GET') return showPage(response, listPage(messages(), counters));
    if (parts[0] === 'messages' && parts.length === 2 && method === 'GET') {
      const message = find(parts[1]);
      if (message) return showPage(response, messagePage(message));
    }
    if (parts[0] === 'api') {
      if (parts[1] === 'messages' && parts.length === 2 && method === 'GET') {
        const list = messages({ to: url.searchParams.get('to') ?? undefined });
        return sendJson(response, 200, { ...counters, total: list.length, messages: list.map(summary) });
      }
      if (parts[1] === 'messages' && parts.length === 2 && method === 'DELETE') {
        stored = [];
        byKey.clear();
        return sendJson(response, 200, { ok: true });
      }
      const message = parts[1] === 'messages' ? find(parts[2]) : undefined;
      if (message && parts.length === 3 && method === 'GET') {
        const { attachments, ...rest } = message;
        return sendJson(response, 200, { ...rest, attachments: attachments.map(({ content: _content, ...meta }) => meta) });
      }
      const attachment = message && parts[3] === 'attachments' ? message.attachments[Number(parts[4])] : undefined;
      if (attachment && parts.length === 5 && method === 'GET') {
        response.writeHead(200, {
          'Content-Type': attachment.contentType,
          'Content-Disposition': `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`,
          'Cache-Control': 'no-store',
        });
        response.end(Buffer.from(attachment.content, 'base64'));
        return;
      }
      if (parts[1] === 'chaos' && parts.length === 2 && method === 'POST') {
        let parsed: unknown;
        try {
          parsed = JSON.parse((await readCappedBody(request)).toString('utf8') || '{}');
        } catch {
          return sendJson(response, 400, { message: 'Send {"fail": n, "status": 4xx or 5xx} as JSON.' });
        }
        const body: Record<string, unknown> = isJsonObject(parsed) ? parsed : {};
        const count = Number(body.fail ?? 0);
        const status = Number(body.status ?? 500);
        if (!Number.isInteger(count) || count < 0 || !Number.isInteger(status) || status < 400 || status > 599) {
          return sendJson(response, 400, { message: 'Send {"fail": n, "status": 4xx or 5xx}.' });
        }
        failing = { count, status };
        return sendJson(response, 200, { ok: true, fail: count, status });
      }
    }
    return sendJson(response, 404, { message: 'Nothing in the local inbox answers at this address.' });
  }

  return {
    handle,
    messages,
    counters: () => ({ ...counters }),
    failNext: (count, status = 500) => {
      failing = { count, status };
    },
    clear: () => {
      stored = [];
      byKey.clear();
      counters.received = 0;
      counters.replayed = 0;
      counters.refused = 0;
    },
  };
}

/** The inbox as the gateway's door at /inbox. */
export function inboxMount(inbox: Inbox): GatewayMount {
  return {
    matches: (pathname) => pathname === '/inbox' || pathname.startsWith('/inbox/'),
    handle: (request, response, pathname) => inbox.handle(request, response, pathname),
  };
}
