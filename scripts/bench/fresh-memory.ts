/**
 * What a page of fresh memory costs on this host. Lighthouse's benchmark index times a JavaScript
 * loop, which never asks the kernel for memory; a page load does, thousands of times (a new
 * renderer process, its heaps, the layout tree). On a virtual machine whose host takes back every
 * freed page at once, each first touch of a 4 KB page is a fault through to the host: measured
 * here at 13-15 us a page, where a typical machine takes well under 1 us. Lighthouse then
 * multiplies that host overhead by its CPU slowdown as if it were the page's own work.
 */

import { median } from './median';

const PAGE_BYTES = 4096;
const SAMPLE_BYTES = 64 * 1024 * 1024;
/** Above this, the host's memory cost shows up in every long task and TBT is the host's, not the page's. */
export const FRESH_PAGE_BUDGET_US = 2;

/** Microseconds to first-touch one 4 KB page of newly allocated memory (median of three samples). */
export function freshPageMicros(samples = 3): number {
  const readings: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    // Zero-filled and this large, the buffer is mapped lazily: each first write is a page fault.
    const buffer = new Uint8Array(SAMPLE_BYTES);
    for (let offset = 0; offset < buffer.length; offset += PAGE_BYTES) buffer[offset] = 1;
    readings.push(((performance.now() - started) * 1000) / (SAMPLE_BYTES / PAGE_BYTES));
  }
  return median(readings);
}

export function freshMemoryVerdict(micros: number): string {
  const reading = `fresh memory ${micros.toFixed(1)} us per 4 KB page`;
  return micros <= FRESH_PAGE_BUDGET_US
    ? `${reading}: the host's memory is not holding the page back.`
    : `${reading}, over ${FRESH_PAGE_BUDGET_US} us: every renderer's page faults go through to this host, so blocking time here is inflated by the host's own cost (times the CPU slowdown); compare runs with each other, not with the 50 ms budget.`;
}
