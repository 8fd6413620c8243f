/**
 * A login flood beside a lead form (docs/decisions/0046-logins-never-block-leads.md): many parallel
 * wrong passwords, each from one of 100 loopback addresses (127.0.4.1, ...) so the gateway sees
 * distinct visitors, while a visitor sends a contact form and a staff member at a known address logs
 * in. Used by tests/integration/login-flood.test.ts (the outcomes) and `npm run bench --
 * --only=login-flood` (the lead's latency, scripts/bench/login-flood.ts).
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';

export interface Answer {
  status: number;
  data: unknown;
}

export interface FloodTarget {
  url: string;
  anonKey: string;
  dashboardPassword: string;
}

/** One request through the gateway from `localAddress`, as a browser at that address would send it. */
export function send(target: FloodTarget, localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(`/rest/v1/${path}`, target.url);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: target.anonKey, Authorization: `Bearer ${target.anonKey}`, 'Content-Type': 'application/json', ...headers },
      },
      (reply) => {
        let raw = '';
        reply.on('data', (chunk) => (raw += chunk));
        reply.on('end', () => {
          let data: unknown = raw;
          try {
            data = raw ? (JSON.parse(raw) as unknown) : null;
          } catch {
            // Not JSON (a gateway page): keep the text.
          }
          resolve({ status: reply.statusCode ?? 0, data });
        });
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

export const isBusy = (answer: Answer) => answer.status === 429 && (answer.data as { hint?: string } | null)?.hint === 'dashboard_login_busy';

/**
 * A guess; with `retry`, tried again 50 to 100 ms after each "busy" answer (as a script would),
 * until it has a real answer.
 */
export async function guess(target: FloodTarget, from: string, password: string, busyAnswers: { count: number }, retry = true): Promise<Answer> {
  for (;;) {
    const answer = await send(target, from, 'rpc/validate_dashboard_password', { input_password: password, staff_name: 'Flood' });
    if (!isBusy(answer)) return answer;
    busyAnswers.count += 1;
    if (!retry) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 50));
  }
}

export const STAFF_ADDRESS = '127.0.0.3';
const floodAddresses = Array.from({ length: 100 }, (_, index) => `127.0.4.${index + 1}`);

/** The staff member's login from their known address. */
export const staffLogin = (target: FloodTarget) =>
  send(target, STAFF_ADDRESS, 'rpc/validate_dashboard_password', { input_password: target.dashboardPassword, staff_name: 'Maria Lopez' });

/**
 * `guesses` parallel wrong passwords spread over the 100 flood addresses; 100 ms in, a contact form
 * from 127.0.0.1 and the right password from the staff address. Answers what happened, and how long
 * the lead and the whole flood took (for the bench; the test holds to the outcomes).
 */
export async function flood(target: FloodTarget, guesses: number, retry: boolean) {
  const busyAnswers = { count: 0 };
  const started = performance.now();
  let floodOverAt = Number.POSITIVE_INFINITY;
  const answers = Promise.all(
    Array.from({ length: guesses }, (_, index) => guess(target, floodAddresses[index % floodAddresses.length]!, `guess ${index}`, busyAnswers, retry)),
  ).then((all) => {
    floodOverAt = performance.now();
    return all;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const email = `flood-${randomUUID()}@example.com`;
  const leadSent = performance.now();
  const lead = send(
    target,
    '127.0.0.1',
    'lsg_leads',
    { name: 'Flood Visitor', email, lead_type: 'contact', message: 'Sent during a login flood' },
    { Prefer: 'return=minimal' },
  ).then((answer) => ({ ...answer, ms: performance.now() - leadSent }));
  const [floodAnswers, leadAnswer, staffAnswer] = await Promise.all([answers, lead, staffLogin(target)]);
  return { floodAnswers, leadAnswer, staffAnswer, email, busy: busyAnswers.count, floodMs: floodOverAt - started };
}
