/**
 * Calls `check` until it returns without throwing, or throws its last error after `timeoutMs`: the
 * platform stack's waits, usable outside Vitest too (the hosted inbox bench runs it under plain tsx).
 */
export async function pollUntil<T>(check: () => Promise<T>, { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number }): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((done) => setTimeout(done, intervalMs));
    }
  }
}
