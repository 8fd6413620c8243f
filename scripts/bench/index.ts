/**
 * `npm run bench`: the backend benchmarks (dashboard list and search with 100,000 leads, concurrent
 * inserts), then builds the site and prints per route the JavaScript and CSS it loads before it is
 * interactive (KB after gzip) and, measured in Chromium, everything loaded once the network is idle.
 * Also the dashboard in Chromium with 100,000 leads. Prints numbers and budget verdicts; asserts
 * nothing. Then Lighthouse (mobile) over a fixed set of routes. `--only=database`, `--only=scale`
 * (the dashboard's calls at 1,000,000 leads on two shapes of data; `--leads=N`, `--shape=synthetic|realistic`,
 * `--no-pglite`), `--only=dashboard`,
 * `--only=inbox` (a lead's insert to its e-mail in the local inbox, dev and hosted: lead-to-inbox.ts),
 * `--only=site-checks` (a lead's insert to its stored site check, dev and hosted, and a 100-lead burst: site-checks.ts),
 * `--only=login-flood` (a contact form's answer during a login flood: login-flood.ts),
 * `--only=calls-feed` (the staff's calendar feed with 100,000 bookings on Postgres: calls-feed.ts),
 * `--only=inp` (Interaction to Next Paint of the key interactions at 4x CPU slowdown: inp.ts),
 * `--only=assets` or `--only=lighthouse` runs one part.
 */
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { prerenderTargets } from '../../src/app/route-table';
import { budgets, htmlFileFor, routeWeight, targets } from './critical-assets';
import { runCallsFeedBenchmark } from './calls-feed';
import { runDashboardBenchmarks } from './dashboard';
import { runDatabaseBenchmarks } from './database';
import { runScaleBenchmarks } from './dashboard-scale';
import { runInpBenchmarks } from './inp';
import { runLeadToInboxBenchmarks } from './lead-to-inbox';
import { runSiteCheckBenchmarks } from './site-checks';
import { printLighthouse, runLighthouse } from './lighthouse';
import { runLoginFloodBenchmarks } from './login-flood';
import { measureLoadedAssets } from './loaded-assets';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, 'dist');

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

if (!only || only === 'database') await runDatabaseBenchmarks();
if (only === 'database') process.exit(0);
if (!only || only === 'scale') await runScaleBenchmarks();
if (only === 'scale') process.exit(0);
if (!only || only === 'inbox') await runLeadToInboxBenchmarks();
if (only === 'inbox') process.exit(0);
if (!only || only === 'site-checks') await runSiteCheckBenchmarks();
if (only === 'site-checks') process.exit(0);
if (!only || only === 'login-flood') await runLoginFloodBenchmarks();
if (only === 'login-flood') process.exit(0);
if (!only || only === 'calls-feed') await runCallsFeedBenchmark();
if (only === 'calls-feed') process.exit(0);

if (!process.argv.includes('--no-build')) execSync('npm run build -- --local', { cwd: root, stdio: 'inherit' });
if (!only || only === 'dashboard') await runDashboardBenchmarks();
if (only === 'dashboard') process.exit(0);
if (!only || only === 'inp') await runInpBenchmarks(dist);
if (only === 'inp') process.exit(0);

if (!only || only === 'lighthouse') printLighthouse(await runLighthouse(dist));
if (only === 'lighthouse') process.exit(0);

const routes = (await prerenderTargets()).map((target) => target.url);
const loaded = await measureLoadedAssets(dist, routes);

console.log('\nJavaScript and CSS per route, KB gzip');
console.log('route'.padEnd(40), 'JS before interactive'.padStart(22), 'CSS'.padStart(8), 'JS after idle'.padStart(15));
let over = 0;
for (const route of routes) {
  const weight = routeWeight(dist, route, htmlFileFor(dist, route));
  const after = loaded.get(route);
  const limit = route === '/' ? targets.homeJsKb : targets.anyRouteJsKb;
  const verdict = weight.jsKb <= limit && (route !== '/' || weight.cssKb <= budgets.homeCssKb) ? 'ok' : 'OVER BUDGET';
  if (verdict !== 'ok') over += 1;
  console.log(
    route.padEnd(40),
    weight.jsKb.toFixed(1).padStart(22),
    weight.cssKb.toFixed(1).padStart(8),
    (after ? after.jsKb.toFixed(1) : '-').padStart(15),
    ` ${verdict} (JS budget ${limit} KB)`,
  );
}
console.log(
  `${over} of ${routes.length} routes over budget (JavaScript before interaction: ${targets.homeJsKb} KB on /, ${targets.anyRouteJsKb} KB elsewhere)`,
);
