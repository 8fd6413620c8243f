/** A message the local inbox keeps, and how it reads one from a Resend API request body. */
import { isJsonObject } from '../functions/_shared/json-object';

export interface InboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** Base64, as the API received it. */
  content: string;
}

export interface InboxMessage {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  attachments: InboxAttachment[];
  idempotencyKey: string | null;
  /** The size of the API request that carried the message, in bytes (attachments in base64 included). */
  size: number;
}

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', csv: 'text/csv', txt: 'text/plain', png: 'image/png', jpg: 'image/jpeg', ics: 'text/calendar' };

function contentTypeOf(filename: string): string {
  return CONTENT_TYPES[filename.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** The message in a Resend request body, or the reason it is not one. */
export function parseMessage(raw: Buffer): Omit<InboxMessage, 'id' | 'receivedAt' | 'idempotencyKey'> | string {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return 'The body must be JSON.';
  }
  if (!isJsonObject(body)) return 'The body must be a JSON object.';
  const isText = (item: unknown): item is string => typeof item === 'string';
  const list = (value: unknown) => (isText(value) ? [value] : Array.isArray(value) && value.every(isText) ? value : null);
  const to = list(body.to);
  if (typeof body.from !== 'string' || !body.from) return 'Missing `from` field.';
  if (!to || to.length === 0) return 'Missing `to` field.';
  if (typeof body.subject !== 'string' || !body.subject) return 'Missing `subject` field.';
  if (typeof body.text !== 'string' && typeof body.html !== 'string') return 'Missing `text` or `html` field.';
  const attachments: InboxAttachment[] = [];
  for (const item of Array.isArray(body.attachments) ? body.attachments : []) {
    const { filename, content, content_type }: Record<string, unknown> = isJsonObject(item) ? item : {};
    if (typeof filename !== 'string' || typeof content !== 'string') return 'Each attachment needs a `filename` and base64 `content`.';
    // As Resend: the given content_type, else one derived from the file name.
    const contentType = typeof content_type === 'string' && content_type ? content_type : contentTypeOf(filename);
    attachments.push({ filename, contentType, size: Buffer.from(content, 'base64').byteLength, content });
  }
  const headers: Record<string, unknown> = isJsonObject(body.headers) ? body.headers : {};
  return {
    from: body.from,
    to,
    replyTo: typeof body.reply_to === 'string' ? body.reply_to : null,
    subject: body.subject,
    text: typeof body.text === 'string' ? body.text : null,
    html: typeof body.html === 'string' ? body.html : null,
    headers: Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    attachments,
    size: raw.byteLength,
  };
}
