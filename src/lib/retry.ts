export interface RetryOptions {
  /** Attempts in total, the first included. */
  attempts: number;
  delayMs: number;
  /** Whether a failure is worth another attempt; default: always. */
  shouldRetry?: (error: unknown) => boolean;
  /** Injected in tests; defaults to a real timer. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds or the attempts run out, waiting `delayMs` between attempts. */
export async function retry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      lastError = error;
      if (attempt === options.attempts || (options.shouldRetry && !options.shouldRetry(error))) break;
      await sleep(options.delayMs);
    }
  }
  throw lastError;
}
