import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { describeMailRoute, routeLocalMail } from '../../supabase/local/mail-route';

const inbox = { page: 'http://127.0.0.1:54321/inbox/', api: 'http://127.0.0.1:54321/inbox/emails' };
const copiedEnv = parseEnv(readFileSync('.env.example', 'utf8'));

describe('where the local backend sends e-mail', () => {
  it('keeps every message in the local inbox with a .env copied from .env.example', () => {
    const { env, route } = routeLocalMail(copiedEnv, inbox);
    expect(env.RESEND_API_URL).toBe(inbox.api);
    expect(route).toEqual({ to: 'inbox', url: inbox.page });
    expect(describeMailRoute(route)).toMatch(/^kept in the local inbox, http:\/\/127\.0\.0\.1:54321\/inbox\//);
  });

  it('keeps them in the inbox even when .env names the real provider and a real key, and never hands the key to the inbox', () => {
    const { env } = routeLocalMail({ ...copiedEnv, RESEND_API_URL: 'https://api.resend.com/emails', RESEND_API_KEY: 're_live_secret' }, inbox);
    expect(env.RESEND_API_URL).toBe(inbox.api);
    expect(env.RESEND_API_KEY).not.toBe('re_live_secret');
  });

  it('sends for real only on LOCAL_EMAIL=provider, and says so', () => {
    const { env, route } = routeLocalMail({ LOCAL_EMAIL: 'provider', RESEND_API_KEY: 're_live_secret' }, inbox);
    expect(env.RESEND_API_KEY).toBe('re_live_secret');
    expect(describeMailRoute(route)).toBe('SENT FOR REAL through https://api.resend.com/emails (LOCAL_EMAIL=provider)');
    expect(describeMailRoute(routeLocalMail({ LOCAL_EMAIL: 'provider' }, inbox).route)).toMatch(/^not sent/);
  });

  it('leaves a backend without an inbox (the tests) as its settings say', () => {
    const settings = { RESEND_API_URL: 'http://127.0.0.1:9/emails', RESEND_API_KEY: 're_test' };
    expect(routeLocalMail(settings, undefined)).toEqual({ env: settings, route: { to: 'provider', url: 'http://127.0.0.1:9/emails' } });
  });
});
