/**
 * The CPU slowdown that makes this host a mid-tier phone, after Lighthouse's calibration guide
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating the CPU
 * slowdown", and its calculator): the simulated blocking time is the host's own task time times
 * this factor, so a fixed 4x on a slow or busy virtual machine reports a phone several times
 * slower than Lighthouse's target. Piecewise linear in the
 * benchmark index: 150 -> 1x, 800 -> 2x, 1300 -> 3x, then one more per 233 points (1533 -> 4x).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}
