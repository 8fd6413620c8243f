import { describe, expect, it } from 'vitest';
import { cachedLoader } from '@/lib/cached-loader';

describe('cachedLoader', () => {
  it('loads each key once and marks the promise fulfilled with its value, for use() to read without suspending', async () => {
    const loaded: string[] = [];
    const load = cachedLoader(async (key) => {
      loaded.push(key);
      return key.toUpperCase();
    });
    const first = load('a') as Promise<string> & { status?: string; value?: string };
    expect(load('a')).toBe(first);
    expect(first.status).toBe('pending');
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: 'A' });
    expect(loaded).toEqual(['a']);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const load = cachedLoader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return 'ok';
    });
    const failed = load('x') as Promise<string> & { status?: string };
    await expect(failed).rejects.toThrow('chunk failed');
    expect(failed.status).toBe('rejected');
    await expect(load('x')).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});
