/** A message the local inbox keeps, and how it reads one from a Resend API request body. */

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
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    return 'The body must be JSON.';
  }
  if (!body || typeof body !== 'object') return 'The body must be a JSON object.';
  const list = (value: unknown) => (typeof value === 'string' ? [value] : Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null);
  const to = list(body.to);
  if (typeof body.from !== 'string' || !body.from) return 'Missing `from` field.';
  if (!to || to.length === 0) return 'Missing `to` field.';
  if (typeof body.subject !== 'string' || !body.subject) return 'Missing `subject` field.';
  if (typeof body.text !== 'string' && typeof body.html !== 'string') return 'Missing `text` or `html` field.';
  const attachments: InboxAttachment[] = [];
  for (const item of Array.isArray(body.attachments) ? body.attachments : []) {
    const { filename, content, content_type } = (item ?? {}) as { filename?: unknown; content?: unknown; content_type?: unknown };
    if (typeof filename !== 'string' || typeof content !== 'string') return 'Each attachment needs a `filename` and base64 `content`.';
    // As Resend: the given content_type, else one derived from the file name.
    const contentType = typeof content_type === 'string' && content_type ? content_type : contentTypeOf(filename);
    attachments.push({ filename, contentType, size: Buffer.from(content, 'base64').byteLength, content });
  }
  const headers = body.headers && typeof body.headers === 'object' ? (body.headers as Record<string, unknown>) : {};
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
