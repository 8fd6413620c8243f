import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Every request the page sends to the Supabase API (the fixture's `apiOrigin`), from its network log,
 * as `METHOD /path`: what a visitor's action costs their phone (issue 36: one request per action).
 * CORS preflights are the browser's own and are not counted.
 * Playwright delivers the `request` event asynchronously: a database row can be visible before its
 * request is in this list, so tests read it with `expect.poll` (a CI run failed on a bare `expect`).
 */
export function apiRequestsOf(page: Page, apiOrigin: string): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(apiOrigin) || request.method() === 'OPTIONS') return;
    requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return requests;
}

interface InboxSummary {
  id: string;
  subject: string;
}

/**
 * The subjects of the agency e-mails in the local inbox (supabase/local/inbox.ts) about one lead:
 * those naming it whose reply-to is its address, in alphabetical order.
 */
export async function agencyMailAbout(request: APIRequestContext, apiOrigin: string, lead: { name: string; email: string }): Promise<string[]> {
  const list = (await (await request.get(`${apiOrigin}/inbox/api/messages`)).json()) as { messages: InboxSummary[] };
  const subjects: string[] = [];
  const about = list.messages.filter(
    (message) => message.subject.startsWith(`New lead: ${lead.name}`) || message.subject.startsWith(`Lead completed: ${lead.name}`),
  );
  for (const summary of about) {
    const message = (await (await request.get(`${apiOrigin}/inbox/api/messages/${summary.id}`)).json()) as { replyTo: string | null };
    if (message.replyTo === lead.email) subjects.push(summary.subject);
  }
  return subjects.sort();
}

interface InboxMessage {
  id: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/**
 * The booked call's confirmation e-mail in the local inbox (the one confirmation to this address, with
 * invite.ics) and the path of its cancel link, /book/manage?token=...: waits for it, as the outbox
 * sends it a moment after the booking.
 */
export async function bookingInviteFor(request: APIRequestContext, apiOrigin: string, email: string): Promise<{ message: InboxMessage; managePath: string }> {
  const { message } = (await bookingConfirmationsFor(request, apiOrigin, email, 1))[0]!;
  const link = new URL(/https?:\/\/\S+\/book\/manage\?token=[\w.-]+/.exec(message.text)![0]);
  return { message, managePath: `${link.pathname}${link.search}` };
}

/**
 * The booked calls' confirmation e-mails to one address in the local inbox (subject "Your free
 * consultation is booked: …"), oldest first, once there are `count` of them, each with the text of
 * its invite.ics (read from the inbox's attachment bytes).
 */
export async function bookingConfirmationsFor(
  request: APIRequestContext,
  apiOrigin: string,
  email: string,
  count: number,
  /** The subject's start: the confirmation's, or "Your free consultation is moved" for a moved call's updated invite. */
  subject = 'Your free consultation is booked',
): Promise<{ message: InboxMessage; invite: string }[]> {
  const confirmations = async () =>
    ((await (await request.get(`${apiOrigin}/inbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: InboxSummary[] }).messages.filter(
      (message) => message.subject.startsWith(subject),
    );
  await expect.poll(async () => (await confirmations()).length, { message: `${count} "${subject}" e-mails to ${email}`, timeout: 20_000 }).toBe(count);
  return Promise.all(
    (await confirmations()).reverse().map(async (summary) => {
      const message = (await (await request.get(`${apiOrigin}/inbox/api/messages/${summary.id}`)).json()) as InboxMessage;
      const at = message.attachments.findIndex((attachment) => attachment.filename === 'invite.ics');
      const invite = at < 0 ? '' : await (await request.get(`${apiOrigin}/inbox/api/messages/${summary.id}/attachments/${at}`)).text();
      return { message, invite };
    }),
  );
}

/**
 * The notice of a cancelled call to one address in the local inbox (subject "Your free consultation is
 * cancelled"), with the text of its invite.ics: waits for it, as the outbox sends it a moment after the cancel.
 */
export async function bookingCancelNoticeFor(request: APIRequestContext, apiOrigin: string, email: string): Promise<{ message: InboxMessage; invite: string }> {
  const notices = async () =>
    ((await (await request.get(`${apiOrigin}/inbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: InboxSummary[] }).messages.filter(
      (message) => message.subject === 'Your free consultation is cancelled',
    );
  await expect.poll(async () => (await notices()).length, { message: `the cancel notice to ${email}`, timeout: 20_000 }).toBe(1);
  const [summary] = await notices();
  const message = (await (await request.get(`${apiOrigin}/inbox/api/messages/${summary!.id}`)).json()) as InboxMessage;
  const at = message.attachments.findIndex((attachment) => attachment.filename === 'invite.ics');
  const invite = at < 0 ? '' : await (await request.get(`${apiOrigin}/inbox/api/messages/${summary!.id}/attachments/${at}`)).text();
  return { message, invite };
}
