/**
 * Where the local backend's e-mail goes. With an inbox (`npm run dev`, `npm run backend`) every
 * message lands there, whatever .env says about the provider: a `.env` copied from `.env.example`
 * must never mail real people. Only LOCAL_EMAIL=provider sends through the e-mail API
 * (RESEND_API_URL, default Resend's), and then only with a key.
 */

type Env = Record<string, string | undefined>;

export const RESEND_DEFAULT_URL = 'https://api.resend.com/emails';

/** The key the local inbox is sent, so a real key in .env never leaves for it. */
const LOCAL_INBOX_KEY = 're_local_inbox';
const LOCAL_NOTIFY_EMAIL = 'leads@localhost.test';

export type MailRoute = { to: 'inbox'; url: string } | { to: 'provider'; url: string } | { to: 'nowhere' };

/**
 * The env the functions run with, and where their mail goes. `inbox` is the local inbox's page and
 * the address its e-mail API listens on (supabase/local/inbox.ts).
 */
export function routeLocalMail(env: Env, inbox: { page: string; api: string } | undefined): { env: Env; route: MailRoute } {
  if (inbox && env.LOCAL_EMAIL !== 'provider') {
    return {
      env: { ...env, RESEND_API_URL: inbox.api, RESEND_API_KEY: LOCAL_INBOX_KEY, NOTIFY_EMAIL: env.NOTIFY_EMAIL || LOCAL_NOTIFY_EMAIL },
      route: { to: 'inbox', url: inbox.page },
    };
  }
  // The functions skip (and record 'skipped') every e-mail when there is no key.
  return { env, route: env.RESEND_API_KEY ? { to: 'provider', url: env.RESEND_API_URL || RESEND_DEFAULT_URL } : { to: 'nowhere' } };
}

/** One line for `npm run dev` and `npm run backend`: where a notification or a report goes now. */
export function describeMailRoute(route: MailRoute): string {
  switch (route.to) {
    case 'inbox':
      return `kept in the local inbox, ${route.url} (LOCAL_EMAIL=provider sends for real)`;
    case 'provider':
      return `SENT FOR REAL through ${route.url} (LOCAL_EMAIL=provider)`;
    case 'nowhere':
      return 'not sent: no RESEND_API_KEY (LOCAL_EMAIL=provider)';
  }
}
