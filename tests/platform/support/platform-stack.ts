/**
 * The hosted path, running: the platform database (platform-database.ts), the local gateway and
 * PostgREST in front of it with the edge functions served by Deno, and the two Vault secrets the
 * README tells an operator to add, pointing at them. The local stand-ins for the hosted wake-up
 * and jobs are off: what sends an e-mail here is the database's own pg_net call and pg_cron's stored
 * commands. With `existingDatabase` (or PLATFORM_EXISTING_DATABASE=1, what `npm run db:restore-check`
 * sets) it runs on the platform database as it is, a restored copy say, instead of pushing a fresh one.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { storeVaultSecrets } from '../../../scripts/operations/vault-secrets';
import { startBackend, type RunningBackend } from '../../../supabase/local/backend';
import type { Database } from '@/lib/api/database.types';
import { startFailingFunctions, type FunctionCall } from './failing-functions';
import { createPlatformDatabase, platformDatabaseUrl } from './platform-database';
import { pollUntil } from './poll';

export interface HttpResponse {
  id: number;
  status_code: number | null;
  error_msg: string | null;
}

export interface PlatformStack {
  backend: RunningBackend;
  anon: SupabaseClient<Database>;
  sql<Row = Record<string, unknown>>(query: string, params?: unknown[]): Promise<Row[]>;
  /** Makes every edge function answer 500 (on) or work again (off), as pg_net reaches them. */
  setFunctionsFailing(failing: boolean): void;
  /** The calls pg_net has made to the edge functions, oldest first, as they arrived. */
  functionCalls(): FunctionCall[];
  /** The highest request id pg_net has answered so far: later requests have higher ids. */
  lastResponseId(): Promise<number>;
  /** pg_net's answers to requests after `afterId`, oldest first, once at least `count` have come. */
  responsesAfter(afterId: number, count?: number): Promise<HttpResponse[]>;
  /** Runs a pg_cron job's stored command now, as pg_cron would at its time, and answers pg_net's answer to it. */
  runCronJob(jobName: string): Promise<HttpResponse>;
  stop(): Promise<void>;
}

/** How long pg_net may take to answer: the functions under Deno send e-mail and measure pages. */
const RESPONSE_TIMEOUT_MS = 30_000;

export async function startPlatformStack(
  serverUrl: string,
  functionEnv: Record<string, string>,
  { existingDatabase = process.env.PLATFORM_EXISTING_DATABASE === '1' } = {},
): Promise<PlatformStack> {
  const databaseUrl = existingDatabase ? await platformDatabaseUrl(serverUrl) : await createPlatformDatabase(serverUrl);
  const failing = await startFailingFunctions();
  let backend: RunningBackend;
  try {
    backend = await startBackend({
      port: 0,
      databaseUrl,
      servesProject: true,
      functionRuntime: 'deno',
      inbox: { capacity: 1000 },
      wakeSender: false,
      notificationIntervalMs: 0,
      morningEmailIntervalMs: 0,
      weeklyReportIntervalMs: 0,
      siteCheckIntervalMs: 0,
      functionEnv,
      log: (message) => console.log(message),
    });
  } catch (error) {
    await failing.stop();
    throw error;
  }
  failing.target(backend.url);
  const sql = <Row>(query: string, params?: unknown[]) => backend.database.query<Row>(query, params);
  // README, Deploying, step 1: the project's URL and its service key, in Vault; replaced where a
  // restored copy already holds them (the URL of this run's functions is new each time).
  await storeVaultSecrets(
    { query: async (text, params) => ({ rows: await sql(text, params) }) },
    { projectUrl: failing.url, serviceRoleKey: backend.serviceRoleKey },
  );

  const responsesAfter = async (afterId: number, count = 1) => {
    let rows: HttpResponse[] = [];
    await pollUntil(
      async () => {
        rows = await sql<HttpResponse>('select id, status_code, error_msg from net._http_response where id > $1 order by id', [afterId]);
        if (rows.length < count) throw new Error(`pg_net has answered ${rows.length} of ${count} request(s) after #${afterId}`);
      },
      { timeoutMs: RESPONSE_TIMEOUT_MS, intervalMs: 50 },
    );
    return rows;
  };

  return {
    backend,
    anon: createClient<Database>(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    sql,
    setFunctionsFailing: failing.setFailing,
    functionCalls: failing.calls,
    lastResponseId: async () => Number((await sql<{ id: string | null }>('select max(id) as id from net._http_response'))[0]?.id ?? 0),
    responsesAfter,
    runCronJob: async (jobName) => {
      const [job] = await sql<{ command: string }>('select command from cron.job where jobname = $1', [jobName]);
      if (!job) throw new Error(`cron.job has no job named ${jobName}`);
      const [queued] = await sql<{ http_post: string }>(job.command);
      const id = Number(queued!.http_post);
      return pollUntil(
        async () => {
          const [answer] = await sql<HttpResponse>('select id, status_code, error_msg from net._http_response where id = $1', [id]);
          if (!answer) throw new Error(`pg_net has not answered the request of ${jobName} (#${id}) yet`);
          return answer;
        },
        { timeoutMs: RESPONSE_TIMEOUT_MS, intervalMs: 50 },
      );
    },
    stop: async () => {
      await backend.stop();
      await failing.stop();
    },
  };
}
