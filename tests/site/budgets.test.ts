/**
 * The JavaScript and CSS each built page loads before it is interactive stays within its budget
 * (scripts/bench/critical-assets.ts `budgets`, decision 0019), and the pages that show no chart do
 * not carry the chart library.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets } from '../../scripts/bench/critical-assets';
import { deferredEntryAssets } from '../../scripts/prerender/head';
import { pageWeight } from './support/budgets';
import { DIST } from './support/dist';
import { page, pages } from './support/site';

/** The critical scripts of a page that contain recharts. */
const chartScripts = (url: string) => pageWeight(page(url).html).js.filter((file) => /recharts/i.test(readFileSync(resolve(DIST, `.${file}`), 'utf8')));

describe('budgets', () => {
  it('the home route stays within its JavaScript and CSS budget, with no chart library', () => {
    const home = pageWeight(page('/').html);
    expect(home.jsKb).toBeLessThanOrEqual(budgets.homeJsKb);
    expect(home.cssKb).toBeLessThanOrEqual(budgets.homeCssKb);
    expect(chartScripts('/')).toEqual([]);
  });

  it('the knowledge-base list carries no chart library', () => {
    expect(chartScripts('/knowledge-base')).toEqual([]);
  });

  it(`no route loads more than ${budgets.anyRouteJsKb} KB of JavaScript before it is interactive`, () => {
    const over = [...pages]
      .map(([url, { html }]) => ({ url, jsKb: pageWeight(html).jsKb }))
      .filter(({ jsKb }) => jsKb > budgets.anyRouteJsKb)
      .map(({ url, jsKb }) => `${url}: ${jsKb.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });
});

describe('the budget checks can fail', () => {
  it('count the scripts the loader adds after first paint, not only those in the head', () => {
    const { html } = page('/');
    const deferred = deferredEntryAssets(html);
    const home = pageWeight(html);
    expect(deferred).not.toBeNull();
    expect(home.js).toEqual(expect.arrayContaining([deferred!.entry, ...deferred!.preloads]));
    expect(home.jsKb).toBeGreaterThan(10);
    expect(home.cssKb).toBeGreaterThan(1);
  });
});
