/**
 * The dev stack's answer to a login flood (issue 59, item 8). On a Postgres server the database
 * evaluates at most 3 passwords at once and answers the rest "busy" at once (decision 0046). PGlite
 * has one connection, so PostgREST queues every request for it: 130 parallel guesses queued up to 100
 * bcrypt hashes ahead of a lead, which then waited out PostgREST's 10 s and was lost. So on PGlite the
 * gateway lets one login check at a time through to PostgREST, holds a few more in its own line (two
 * staff, or two test workers, signing in together both get in), and answers the rest as the database
 * would, "busy" (HTTP 429, PT429, dashboard_login_busy): a lead waits for at most one hash. The words
 * are the database's (supabase/schemas/06_staff_sign_in.sql, dashboard_login_busy).
 */
import { corsHeaders } from './gateway-http';

const LOGIN_PATH = '/rpc/validate_dashboard_password';

export const LOGIN_BUSY_ANSWER = {
  code: 'PT429',
  details: null,
  hint: 'dashboard_login_busy',
  message: 'Many logins are being checked right now. Please try again in a few seconds.',
};

/** What the gate uses of the gateway's response: a ServerResponse, or a test's stand-in. */
export interface GateReply {
  readonly destroyed: boolean;
  once(event: 'close', listener: () => void): unknown;
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body: string): unknown;
}

export interface LoginGate {
  /**
   * Resolves true when the request was answered here ("busy"); false once it may go on, and then
   * the check holds its place until its answer is done.
   */
  refuses(method: string | undefined, restPath: string, response: GateReply): Promise<boolean>;
}

export function createLoginGate({ checksAtOnce = 1, waiting = 4 } = {}): LoginGate {
  let inFlight = 0;
  const line: (() => void)[] = [];
  const release = () => {
    const next = line.shift();
    if (next) next();
    else inFlight -= 1;
  };
  return {
    async refuses(method, restPath, response) {
      if (method !== 'POST' || restPath.replace(/\/$/, '') !== LOGIN_PATH) return false;
      if (inFlight < checksAtOnce) inFlight += 1;
      else if (line.length < waiting) await new Promise<void>((go) => line.push(go));
      else {
        response.writeHead(429, { ...corsHeaders, 'Content-Type': 'application/json' });
        response.end(JSON.stringify(LOGIN_BUSY_ANSWER));
        return true;
      }
      // The place passes on when the answer is done, or when the caller has gone meanwhile.
      if (response.destroyed) {
        release();
        return true;
      }
      response.once('close', release);
      return false;
    },
  };
}
