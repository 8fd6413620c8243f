import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from '../../scripts/bench/cpu-slowdown';

describe('the bench calibrates its CPU slowdown to the host as Lighthouse does', () => {
  it("gives Lighthouse's default 4x to the host it was tuned on", () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 1);
  });

  it('meets the guide at each bracket edge and rises in between', () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1000)).toBeCloseTo(2.4);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 0);
  });

  it('never speeds the host up, even for a reading it cannot use', () => {
    expect(calibratedCpuSlowdown(90)).toBe(1);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(1);
  });
});
