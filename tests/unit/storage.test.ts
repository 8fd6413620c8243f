// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { incrementPageVisitCount, readStorage } from '@/lib/storage';

describe('page-visit counter', () => {
  it('starts at 1 and counts up in localStorage', () => {
    expect(incrementPageVisitCount()).toBe(1);
    expect(incrementPageVisitCount()).toBe(2);
    expect(readStorage('local', 'pageVisitCount')).toBe('2');
  });

  it('recovers from a value that is not a number', () => {
    localStorage.setItem('pageVisitCount', 'banana');
    expect(incrementPageVisitCount()).toBe(1);
  });
});
