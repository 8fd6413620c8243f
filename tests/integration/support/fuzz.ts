/**
 * What the fuzz files share: how many cases each property runs (FUZZ_RUNS, default 60), replaying
 * a printed failure (FUZZ_SEED and FUZZ_PATH, e.g. FUZZ_SEED=-123 FUZZ_PATH=24 npm run
 * test:integration -- fuzz), the time a property may take, and a count of the requests made,
 * printed when the file ends.
 */
import { afterAll } from 'vitest';

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 60;
const replay = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH } : {};
/** fast-check's parameters for every property. */
export const fuzzCases = { numRuns: FUZZ_RUNS, endOnFailure: true, ...replay };
export const FUZZ_TIMEOUT_MS = 30_000 + FUZZ_RUNS * 400;

/** Counts generated requests and prints `fuzz: N generated <what>` after the file. */
export function fuzzCounter(what: string) {
  const counter = { total: 0 };
  afterAll(() => console.log(`fuzz: ${counter.total} generated ${what}`));
  return counter;
}
