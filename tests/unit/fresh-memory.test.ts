import { describe, expect, it } from 'vitest';
import { FRESH_PAGE_BUDGET_US, freshMemoryVerdict, freshPageMicros } from '../../scripts/bench/fresh-memory';

describe("the bench reads the host's cost of fresh memory beside Lighthouse's numbers", () => {
  it('measures a positive cost per page', () => {
    expect(freshPageMicros(1)).toBeGreaterThan(0);
  });

  it("says blocking time is the host's own when a fresh page costs more than the budget", () => {
    expect(freshMemoryVerdict(14.2)).toMatch(/^fresh memory 14\.2 us per 4 KB page, over 2 us: .*blocking time here is inflated/);
    expect(freshMemoryVerdict(FRESH_PAGE_BUDGET_US)).toBe("fresh memory 2.0 us per 4 KB page: the host's memory is not holding the page back.");
    expect(freshMemoryVerdict(0.4)).toMatch(/not holding the page back/);
  });
});
