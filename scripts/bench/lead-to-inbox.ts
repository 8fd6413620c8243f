/**
 * `npm run bench -- --only=inbox`: how long a lead takes from its insert through the API to its
 * e-mail in the local inbox (median and worst of 9, one lead at a time):
 * - dev: the local backend as `npm run dev` runs it (PGlite, the gateway's wake-up after the write,
 *   the functions in Node);
 * - hosted: the platform stack of `npm run test:platform` (the trigger's `net.http_post` through
 *   pg_net, the functions under Deno; docs/decisions/0043-the-hosted-path-in-the-test-run.md), when
 *   TEST_DATABASE_URL is a server that preloads pg_cron, pg_net and Vault. It recreates that server's
 *   platform database: not beside a running `npm run test:platform`. Twice: each lead alone, once
 *   pg_net's worker is idle again (as a site's leads, minutes apart, find it), and leads back to back,
 *   each right after the last one's e-mail, which meet pg_net's one-second poll (decision 0077). Each
 *   hosted line is followed by its hops: the insert to the outbox row, the row to the start of
 *   pg_net's pass that sent the wake-up, that pass to the call's arrival at the functions, the call
 *   to the e-mail in the inbox, and the e-mail to the bench seeing it.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { startBackend } from '../../supabase/local/backend';
import type { Inbox } from '../../supabase/local/inbox';
import { startPlatformStack, type PlatformStack } from '../../tests/platform/support/platform-stack';
import { pollUntil } from '../../tests/platform/support/poll';
import { median } from './median';
import { lastRequestId, passStartAfter, untilPgNetIdle } from '../../tests/platform/support/pg-net-worker';

const RUNS = 9;
const FUNCTION_ENV = { SITE_URL: 'https://www.losangelesseogroup.com', NOTIFY_EMAIL: 'leads@losangelesseogroup.test' };
const HOPS = ['insert → outbox row', 'outbox row → pg_net’s pass', 'pass → functions', 'functions → inbox', 'inbox → seen'] as const;

interface Lead {
  email: string;
  /** Date.now() as the insert was sent. */
  startedAt: number;
  /** Date.now() as the bench saw the e-mail. */
  seenAt: number;
}

/** Sends RUNS + 1 leads one at a time (the first, which loads the sender, not counted) and answers them. */
async function timeLeads(label: string, url: string, anonKey: string, inbox: Inbox, beforeEach: () => Promise<void> = async () => {}): Promise<Lead[]> {
  const anon = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const leads: Lead[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    await beforeEach();
    const email = `inbox-bench-${randomUUID().slice(0, 8)}@example.com`;
    const startedAt = Date.now();
    const { error } = await anon
      .from('lsg_leads')
      .insert({ id: randomUUID(), name: 'Bench Visitor', email, message: 'Timing the e-mail', lead_type: 'contact' });
    if (error) throw new Error(`${label}: the insert failed: ${error.message}`);
    await pollUntil(
      async () => {
        if (!inbox.messages().some((message) => message.replyTo === email)) throw new Error(`${label}: no e-mail for ${email} within 10 s`);
      },
      { timeoutMs: 10_000, intervalMs: 2 },
    );
    if (run > 0) leads.push({ email, startedAt, seenAt: Date.now() });
  }
  const times = leads.map((lead) => lead.seenAt - lead.startedAt);
  console.log(`  ${label.padEnd(66)} median ${median(times).toFixed(0).padStart(5)} ms, worst ${Math.max(...times).toFixed(0)} ms`);
  return leads;
}

/** Where each hosted lead's time went, from the outbox row, pg_net's answers, the functions' calls and the inbox. */
async function printHops(stack: PlatformStack, leads: Lead[], afterIds: number[]): Promise<void> {
  const hops: number[][] = HOPS.map(() => []);
  for (const [index, lead] of leads.entries()) {
    const [row] = await stack.sql<{ created_at: Date }>('select created_at from private.lead_notifications where lead_email = $1', [lead.email]);
    const queuedAt = row!.created_at.getTime();
    const passAt = await passStartAfter(stack.sql, afterIds[index]!);
    const calledAt =
      stack.functionCalls().find((call) => call.path.startsWith('/functions/v1/send-notifications') && call.arrivedAt >= queuedAt)?.arrivedAt ?? NaN;
    const mailedAt = new Date(stack.backend.inbox!.messages().find((message) => message.replyTo === lead.email)!.receivedAt).getTime();
    [queuedAt - lead.startedAt, passAt - queuedAt, calledAt - passAt, mailedAt - calledAt, lead.seenAt - mailedAt].forEach((ms, hop) => hops[hop]!.push(ms));
  }
  console.log(`    hops, median: ${HOPS.map((hop, index) => `${hop} ${median(hops[index]!).toFixed(0)} ms`).join(', ')}`);
}

async function timeHostedLeads(stack: PlatformStack, label: string, { alone }: { alone: boolean }): Promise<void> {
  const afterIds: number[] = [];
  let counted = -1;
  const leads = await timeLeads(label, stack.backend.url, stack.backend.anonKey, stack.backend.inbox!, async () => {
    if (alone) await untilPgNetIdle(stack.sql);
    // The lead's wake-up is pg_net's next request (a pg_cron job's call in between would be read instead: rare).
    if (counted >= 0) afterIds.push(await lastRequestId(stack.sql));
    counted += 1;
  });
  await printHops(stack, leads, afterIds);
}

export async function runLeadToInboxBenchmarks(): Promise<void> {
  console.log(`\nA lead's insert to its e-mail in the local inbox (median and worst of ${RUNS})`);
  const dev = await startBackend({ port: 0, dbPort: 0, inbox: true, functionEnv: FUNCTION_ENV });
  try {
    await timeLeads('dev: PGlite, the gateway wakes the sender', dev.url, dev.anonKey, dev.inbox!);
  } finally {
    await dev.stop();
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return console.log('  hosted: skipped, TEST_DATABASE_URL is not set (a server that preloads pg_cron, pg_net and Vault).');
  const hosted = await startPlatformStack(server, FUNCTION_ENV);
  try {
    await timeHostedLeads(hosted, 'hosted, each lead alone: the trigger’s net.http_post, Deno', { alone: true });
    await timeHostedLeads(hosted, 'hosted, leads back to back: pg_net’s worker polls once a second', { alone: false });
  } finally {
    await hosted.stop();
  }
}
