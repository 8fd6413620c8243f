/** A function's call limit, kept by the database in the same per-address buckets as the lead writes. */
export type FunctionScope = 'page_check' | 'report_unsubscribe';

/** The part of supabase-js the check needs (a service-role client). */
export interface SlotClient {
  rpc(name: string, args: Record<string, unknown>): PromiseLike<{ error: { message: string; code?: string } | null }>;
}

/**
 * True when the caller may go on; false past the limit (the database answers SQLSTATE PT429). Any
 * other failure of the check is logged and lets the call through: a broken limiter must not turn
 * every visitor away.
 */
export async function takeFunctionSlot(client: SlotClient, scope: FunctionScope, clientAddress: string): Promise<boolean> {
  const { error } = await client.rpc('take_function_slot', { scope, client_address: clientAddress });
  if (!error) return true;
  if (error.code === 'PT429') return false;
  console.error(`Rate limit check (${scope}) failed; letting the call through`, error.message);
  return true;
}
