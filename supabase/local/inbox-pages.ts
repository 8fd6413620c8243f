/**
 * The local inbox's HTML pages: the list of messages and one message (its headers, attachments, HTML
 * in a sandboxed frame, and text). They change nothing: links only, no script (their
 * Content-Security-Policy allows none) and no form.
 */
import { escapeHtml } from '../functions/_shared/html';
import type { InboxMessage } from './inbox-message';

export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // The messages' HTML is shown in a sandboxed frame; nothing here runs a script or loads from elsewhere.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'",
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>
body{font-family:system-ui,sans-serif;margin:0;color:#1e2230;background:#f3f5fa}main{max-width:960px;margin:0 auto;padding:24px}
table{width:100%;border-collapse:collapse;background:#fff}td,th{text-align:left;padding:8px 10px;border-bottom:1px solid #e5e8f0;font-size:14px;vertical-align:top}
a{color:#1642c8}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #e5e8f0}iframe{width:100%;height:900px;border:1px solid #e5e8f0;background:#fff}
.muted{color:#515c78}</style></head><body><main>${body}</main></body></html>`;
}

export function listPage(messages: InboxMessage[], counters: { received: number; replayed: number; refused: number }): string {
  const rows = messages
    .map(
      (message) => `<tr><td class="muted">${escapeHtml(new Date(message.receivedAt).toLocaleString('en-US'))}</td>
<td>${escapeHtml(message.to.join(', '))}</td><td><a href="/inbox/messages/${message.id}">${escapeHtml(message.subject)}</a></td>
<td class="muted">${message.attachments.length ? escapeHtml(message.attachments.map((item) => item.filename).join(', ')) : ''}</td></tr>`,
    )
    .join('');
  const { received, replayed, refused } = counters;
  return page(
    'Local inbox',
    `<h1>Local inbox</h1><p class="muted">Every e-mail the local functions send lands here instead of being sent. ${received} received, ${replayed} repeats dropped, ${refused} refused. JSON: <a href="/inbox/api/messages">/inbox/api/messages</a>.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Attachments</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table>`,
  );
}

export function messagePage(message: InboxMessage): string {
  const headers = Object.entries(message.headers)
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const attachments = message.attachments
    .map((item, index) => `<li><a href="/inbox/api/messages/${message.id}/attachments/${index}">${escapeHtml(item.filename)}</a> (${item.size.toLocaleString('en-US')} bytes)</li>`)
    .join('');
  return page(
    message.subject,
    `<p><a href="/inbox/">All messages</a></p><h1>${escapeHtml(message.subject)}</h1>
<table><tr><th>From</th><td>${escapeHtml(message.from)}</td></tr><tr><th>To</th><td>${escapeHtml(message.to.join(', '))}</td></tr>
${message.replyTo ? `<tr><th>Reply-To</th><td>${escapeHtml(message.replyTo)}</td></tr>` : ''}${headers}</table>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}
${message.html ? `<h2>HTML</h2><iframe sandbox title="The message's HTML" srcdoc="${escapeHtml(message.html)}"></iframe>` : ''}
${message.text ? `<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>` : ''}`,
  );
}
