/**
 * pg_net's background worker as the hosted inbox bench and the platform tests see it (decision 0077). The worker
 * wakes at the commit of a transaction that queued a request only when its "should wake" flag was
 * clear; once one commit has set that flag during a drain, later commits leave the worker asleep
 * until its one-second poll. A lead that finds the worker idle is the lead a quiet site sends; a
 * lead right behind another meets the poll.
 */
import { pollUntil } from './poll';

type Sql = <Row = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<Row[]>;

/** pg_net reports its worker idle (pg_stat_activity) only once a drain has ended and it waits for a wake. */
const WORKER_IDLE = `
  select exists (select 1 from pg_catalog.pg_stat_activity where backend_type like 'pg_net % worker' and state = 'idle')
     and not exists (select 1 from net.http_request_queue) as idle`;

/** Waits until pg_net's worker has drained every request and waits for the next wake at a commit. */
export async function untilPgNetIdle(sql: Sql): Promise<void> {
  await pollUntil(
    async () => {
      const [row] = await sql<{ idle: boolean }>(WORKER_IDLE);
      if (!row?.idle) throw new Error('pg_net’s worker did not go idle within 10 s');
    },
    { timeoutMs: 10_000, intervalMs: 20 },
  );
}

/** The id of pg_net's newest request so far, answered or not: the next request's id is higher. */
export async function lastRequestId(sql: Sql): Promise<number> {
  const [row] = await sql<{ id: string }>('select case when is_called then last_value else last_value - 1 end as id from net.http_request_queue_id_seq');
  return Number(row!.id);
}

/** When pg_net's worker began the pass that sent request `afterId + 1` or later: its answer's `created` (the pass's transaction start). */
export async function passStartAfter(sql: Sql, afterId: number): Promise<number> {
  return pollUntil(
    async () => {
      const [row] = await sql<{ created: Date }>('select created from net._http_response where id > $1 order by id limit 1', [afterId]);
      if (!row) throw new Error(`pg_net has not answered a request after #${afterId} within 10 s`);
      return row.created.getTime();
    },
    { timeoutMs: 10_000, intervalMs: 20 },
  );
}
