/**
 * Lighthouse (12, which runs on Node 20) with its default mobile settings over a fixed set of routes
 * of the built site, on the same Chromium the tests use. Prints each category score and LCP, TBT
 * and CLS per route, with the budgets of issue #11; asserts nothing.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../chromium';
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
const BUDGET: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

export interface LighthouseRow {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

export async function runLighthouse(dist: string, routes = LIGHTHOUSE_ROUTES): Promise<LighthouseRow[]> {
  const server = createStaticServer(dist);
  const origin = await listen(server, 0);
  const options = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    chromePath: options.executablePath ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', ...options.args],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      const result = await lighthouse(origin + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { lhr } = result;
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as LighthouseRow['scores'];
      const failing = CATEGORIES.filter((id) => id !== 'seo' || route !== '/dashboard')
        .filter((id) => scores[id] < BUDGET[id])
        .flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}: ${ref.id}`),
        );
      rows.push({
        route,
        scores,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        failing,
      });
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return rows;
}

export function printLighthouse(rows: LighthouseRow[]): void {
  console.log('\nLighthouse, mobile (budgets: performance 95, accessibility 100, best practices 100, SEO 100; the dashboard is exempt from SEO)');
  console.log(
    'route'.padEnd(34),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'best'.padStart(5),
    'seo'.padStart(5),
    'LCP ms'.padStart(8),
    'TBT ms'.padStart(8),
    'CLS'.padStart(7),
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
      row.failing.length ? `  below budget: ${row.failing.join(', ')}` : '  ok',
    );
  }
}
