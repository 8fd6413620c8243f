/**
 * `npm run bench -- --only=inbox`: how long a lead takes from its insert through the API to its
 * e-mail in the local inbox (median and worst of 9, one lead at a time):
 * - dev: the local backend as `npm run dev` runs it (PGlite, the gateway's wake-up after the write,
 *   the functions in Node);
 * - hosted: the platform stack of `npm run test:platform` (the trigger's `net.http_post` through
 *   pg_net, the functions under Deno; docs/decisions/0043-the-hosted-path-in-the-test-run.md), when
 *   TEST_DATABASE_URL is a server that preloads pg_cron, pg_net and Vault. It recreates that server's
 *   platform database: not beside a running `npm run test:platform`.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { startBackend } from '../../supabase/local/backend';
import type { Inbox } from '../../supabase/local/inbox';
import { startPlatformStack } from '../../tests/platform/support/platform-stack';
import { pollUntil } from '../../tests/platform/support/poll';
import { median } from './median';

const RUNS = 9;
const FUNCTION_ENV = { SITE_URL: 'https://www.losangelesseogroup.com', NOTIFY_EMAIL: 'leads@losangelesseogroup.test' };

async function timeLeads(label: string, url: string, anonKey: string, inbox: Inbox): Promise<void> {
  const anon = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const times: number[] = [];
  // One lead first, not counted: the first send loads the sender.
  for (let run = 0; run <= RUNS; run += 1) {
    const email = `inbox-bench-${randomUUID().slice(0, 8)}@example.com`;
    const started = performance.now();
    const { error } = await anon.from('lsg_leads').insert({ id: randomUUID(), name: 'Bench Visitor', email, message: 'Timing the e-mail', lead_type: 'contact' });
    if (error) throw new Error(`${label}: the insert failed: ${error.message}`);
    await pollUntil(
      async () => {
        if (!inbox.messages().some((message) => message.replyTo === email)) throw new Error(`${label}: no e-mail for ${email} within 10 s`);
      },
      { timeoutMs: 10_000, intervalMs: 2 },
    );
    if (run > 0) times.push(performance.now() - started);
  }
  console.log(`  ${label.padEnd(58)} median ${median(times).toFixed(0).padStart(5)} ms, worst ${Math.max(...times).toFixed(0)} ms`);
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
    await timeLeads('hosted: the trigger’s net.http_post, functions under Deno', hosted.backend.url, hosted.backend.anonKey, hosted.backend.inbox!);
  } finally {
    await hosted.stop();
  }
}
