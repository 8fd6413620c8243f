import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { allRoutes, DIST as dist } from './fixtures';
import { budgets, criticalAssets, htmlFileFor, routeWeight } from '../scripts/bench/critical-assets';
import { readFileSync } from 'node:fs';


test('the home route stays within its JavaScript and CSS budget, with no chart library', () => {
  const home = routeWeight(dist, '/', htmlFileFor(dist, '/'));
  expect(home.jsKb).toBeLessThanOrEqual(budgets.homeJsKb);
  expect(home.cssKb).toBeLessThanOrEqual(budgets.homeCssKb);
  const { js } = criticalAssets(readFileSync(htmlFileFor(dist, '/'), 'utf8'));
  for (const file of js) expect(readFileSync(resolve(dist, `.${file}`), 'utf8')).not.toMatch(/recharts/i);
});

test('the knowledge-base list carries no chart library', () => {
  const { js } = criticalAssets(readFileSync(htmlFileFor(dist, '/knowledge-base'), 'utf8'));
  for (const file of js) expect(readFileSync(resolve(dist, `.${file}`), 'utf8')).not.toMatch(/recharts/i);
});

test(`no route loads more than ${budgets.anyRouteJsKb} KB of JavaScript before it is interactive`, () => {
  for (const url of allRoutes) {
    expect(routeWeight(dist, url, htmlFileFor(dist, url)).jsKb, url).toBeLessThanOrEqual(budgets.anyRouteJsKb);
  }
});
