/**
 * Lighthouse (12, which runs on Node 20) with its default mobile settings over a fixed set of routes
 * of the built site, on the same Chromium the tests use, three runs per route. Prints the median run
 * of each route (by performance score, then TBT): category scores, LCP, TBT and CLS against the
 * budgets of issues 11 and 22, and its three longest main-thread tasks. Each median run's trace is
 * saved in .tmp/lighthouse-traces/ (open it in Chrome DevTools' Performance panel). Asserts nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromiumLaunchOptions } from '../chromium';
import { calibratedCpuSlowdown } from './cpu-slowdown';
import { freshMemoryVerdict, freshPageMicros } from './fresh-memory';
import { createStaticServer, listen } from '../static-server';

export const LIGHTHOUSE_ROUTES = [
  '/',
  '/contact',
  '/pricing',
  '/knowledge-base',
  '/knowledge-base/local-seo-guide',
  '/seo-tool',
  '/los-angeles-seo/hollywood',
  '/services/local-seo',
  '/dashboard',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Minimum scores (0-100); the dashboard is noindex on purpose, so its SEO score is exempt. */
const BUDGET: Record<(typeof CATEGORIES)[number], number> = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Total Blocking Time budget (issue 22). */
const TBT_BUDGET_MS = 50;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
/** Lighthouse's default CPU slowdown: a high-end desktop host made into a mid-tier phone. */
const DEFAULT_CPU_SLOWDOWN = 4;
const MOBILE_THROTTLING = constants.throttling.mobileSlow4G;
/**
 * Every run a first visit: Lighthouse 12 empties the HTTP cache before each run but keeps the
 * origin's local storage, so without this a run would find the previous run's `brandFonts` mark
 * (decision 0082) and load as a returning visitor whose cache had been emptied.
 */
const CLEAR_STORAGE_TYPES = [...constants.defaultSettings.clearStorageTypes, 'local_storage'] as const;
const TRACE_DIR = resolve(import.meta.dirname, '../../.tmp/lighthouse-traces');

interface LongTask {
  url: string;
  startMs: number;
  durationMs: number;
}

export interface LighthouseRow {
  route: string;
  /** Lighthouse's measure of the host's CPU (its "CPU/Memory Power"). */
  benchmarkIndex: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
  longTasks: LongTask[];
}

/**
 * LIGHTHOUSE_CPU_SLOWDOWN: a number (Lighthouse's 4x by default, so runs compare with issue 22's
 * baseline), or `calibrate` to derive it from the host. Every row prints the host's benchmark index.
 */
function requestedCpuSlowdown(): number | 'calibrate' {
  const value = process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? String(DEFAULT_CPU_SLOWDOWN);
  if (value === 'calibrate') return value;
  const factor = Number(value);
  if (!(factor > 0)) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a positive number or "calibrate", not ${value}`);
  return factor;
}

export interface LighthouseReport {
  rows: LighthouseRow[];
  cpuSlowdown: number;
  /** The host's benchmark index measured before the runs, when the slowdown was calibrated. */
  calibrationIndex?: number;
  /** Microseconds to first-touch a page of fresh memory, before and after the runs. */
  freshPageMicros: [number, number];
}

export async function runLighthouse(dist: string, routes = LIGHTHOUSE_ROUTES): Promise<LighthouseReport> {
  const server = createStaticServer(dist);
  const origin = await listen(server, 0);
  const options = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    chromePath: options.executablePath ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', ...options.args],
  });
  const rows: LighthouseRow[] = [];
  const requested = requestedCpuSlowdown();
  let cpuSlowdown = requested === 'calibrate' ? DEFAULT_CPU_SLOWDOWN : requested;
  let calibrationIndex: number | undefined;
  const freshBefore = freshPageMicros();
  try {
    await mkdir(TRACE_DIR, { recursive: true });
    if (requested === 'calibrate') {
      // Two warm-up runs (the first one also warms the server and Chromium); the later reading counts.
      for (let run = 0; run < 2; run += 1) {
        const warmUp = await lighthouse(origin + routes[0], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        calibrationIndex = warmUp?.lhr.environment.benchmarkIndex;
      }
      cpuSlowdown = calibratedCpuSlowdown(calibrationIndex ?? NaN);
    }
    for (const route of routes) {
      const runs: { row: LighthouseRow; trace: unknown }[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(origin + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: cpuSlowdown },
          clearStorageTypes: [...CLEAR_STORAGE_TYPES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        runs.push({ row: rowOf(route, result.lhr), trace: result.artifacts.Trace });
      }
      // The median run: by performance score, then by blocking time.
      runs.sort((a, b) => a.row.scores.performance - b.row.scores.performance || b.row.tbtMs - a.row.tbtMs);
      const median = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
      rows.push(median.row);
      await writeFile(resolve(TRACE_DIR, `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}.json`), JSON.stringify(median.trace));
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return { rows, cpuSlowdown, calibrationIndex, freshPageMicros: [freshBefore, freshPageMicros()] };
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function rowOf(route: string, lhr: LighthouseResult): LighthouseRow {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as LighthouseRow['scores'];
  const tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  const failing = CATEGORIES.filter((id) => id !== 'seo' || route !== '/dashboard')
    .filter((id) => scores[id] < BUDGET[id])
    .flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}: ${ref.id}`),
    );
  if (tbtMs >= TBT_BUDGET_MS) failing.push(`TBT ${tbtMs.toFixed(0)} ms >= ${TBT_BUDGET_MS} ms`);
  const items = (lhr.audits['long-tasks']?.details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? [];
  return {
    route,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
    longTasks: items
      .map((item) => ({ url: (item.url ?? '').replace(/^https?:\/\/[^/]+/, ''), startMs: item.startTime ?? 0, durationMs: item.duration ?? 0 }))
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, 3),
  };
}

export function printLighthouse({ rows, cpuSlowdown, calibrationIndex, freshPageMicros: fresh }: LighthouseReport): void {
  console.log(
    `\nLighthouse, mobile, median of ${RUNS} runs (budgets: performance, accessibility, best practices and SEO 100, TBT < ${TBT_BUDGET_MS} ms; the dashboard is exempt from SEO); traces in .tmp/lighthouse-traces/`,
  );
  const indexes = rows.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
  console.log(
    `CPU slowdown ${cpuSlowdown.toFixed(2)}x (${calibrationIndex === undefined ? "LIGHTHOUSE_CPU_SLOWDOWN, or Lighthouse's default; `calibrate` fits it to the host" : `calibrated from the host's benchmark index ${calibrationIndex.toFixed(0)}; Lighthouse's 4x assumes 1,533`});` +
      ` benchmark index over the runs ${indexes[0]?.toFixed(0)}-${indexes.at(-1)?.toFixed(0)}: a spread above about 20% means the host was busy and the numbers are noise.`,
  );
  console.log(`Host, before and after the runs: ${freshMemoryVerdict(Math.max(...fresh))}`);
  console.log(
    'route'.padEnd(34),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'best'.padStart(5),
    'seo'.padStart(5),
    'LCP ms'.padStart(8),
    'TBT ms'.padStart(8),
    'CLS'.padStart(7),
    'index'.padStart(6),
  );
  for (const row of rows) {
    console.log(
      row.route.padEnd(34),
      String(row.scores.performance).padStart(5),
      String(row.scores.accessibility).padStart(5),
      String(row.scores['best-practices']).padStart(5),
      String(row.scores.seo).padStart(5),
      row.lcpMs.toFixed(0).padStart(8),
      row.tbtMs.toFixed(0).padStart(8),
      row.cls.toFixed(3).padStart(7),
      row.benchmarkIndex.toFixed(0).padStart(6),
      row.failing.length ? `  OVER BUDGET: ${row.failing.join(', ')}` : '  ok',
    );
    for (const task of row.longTasks)
      console.log(`    long task ${task.durationMs.toFixed(0).padStart(4)} ms at ${task.startMs.toFixed(0)} ms  ${task.url || '(no script)'}`);
  }
}
