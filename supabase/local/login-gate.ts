/**
 * The dev stack's answer to a login flood (issue 59, item 8). On a Postgres server the database
 * evaluates at most 3 passwords at once and answers the rest "busy" at once (decision 0046). PGlite
 * has one connection, so PostgREST queues every request for it: 130 parallel guesses queued 130
 * bcrypt hashes ahead of a lead, which then waited out PostgREST's 10 s and was lost. So on PGlite
 * the gateway lets one login check at a time through and answers the others as the database would,
 * "busy" (HTTP 429, PT429, dashboard_login_busy), without queueing them: a lead waits for at most one
 * hash. The words are the database's (supabase/schemas/06_staff_sign_in.sql, dashboard_login_busy).
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from './gateway-http';

const LOGIN_PATH = '/rpc/validate_dashboard_password';

export const LOGIN_BUSY_ANSWER = {
  code: 'PT429',
  details: null,
  hint: 'dashboard_login_busy',
  message: 'Many logins are being checked right now. Please try again in a few seconds.',
};

export interface LoginGate {
  /** True when the request is answered here ("busy"); otherwise the check is counted until its answer is done. */
  refuses(method: string | undefined, restPath: string, response: ServerResponse): boolean;
}

export function createLoginGate(checksAtOnce = 1): LoginGate {
  let inFlight = 0;
  return {
    refuses(method, restPath, response) {
      if (method !== 'POST' || restPath.replace(/\/$/, '') !== LOGIN_PATH) return false;
      if (inFlight >= checksAtOnce) {
        sendJson(response, 429, LOGIN_BUSY_ANSWER);
        return true;
      }
      inFlight += 1;
      response.once('close', () => (inFlight -= 1));
      return false;
    },
  };
}
