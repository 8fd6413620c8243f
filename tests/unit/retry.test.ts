import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retry } from '@/lib/retry';
import { LEAD_HANDLER_RETRY } from '@/lib/api/leads';

describe('retry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the spec policy for the lead-handling function: 3 attempts in total, 1 s apart', () => {
    expect(LEAD_HANDLER_RETRY).toEqual({ attempts: 3, delayMs: 1000 });
  });

  it('tries again after the delay and returns the first success', async () => {
    const started = Date.now();
    const attemptsAt: number[] = [];
    const result = retry(
      async (attempt) => {
        attemptsAt.push(Date.now() - started);
        if (attempt < 3) throw new Error(`failure ${attempt}`);
        return 'ok';
      },
      { attempts: 3, delayMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(attemptsAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attemptsAt).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
    expect(attemptsAt).toEqual([0, 1000, 2000]);
  });

  it('gives up after the last attempt with the last error', async () => {
    let calls = 0;
    const result = retry(
      async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
      { attempts: 3, delayMs: 1000 },
    );
    const assertion = expect(result).rejects.toThrow('failure 3');
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
    expect(calls).toBe(3);
  });

  it('stops at once for a failure that is not worth retrying', async () => {
    let calls = 0;
    const result = retry(
      async () => {
        calls += 1;
        throw new Error('bad request');
      },
      { attempts: 3, delayMs: 1000, shouldRetry: () => false },
    );
    await expect(result).rejects.toThrow('bad request');
    expect(calls).toBe(1);
  });
});
