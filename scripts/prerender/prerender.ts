import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type * as EntryServer from '../../src/app/entry-server';
import type { PrerenderTarget } from '../../src/app/route-table';
import type { PageCard } from '../../src/content/og-cards';
import { cardOfHead, writePageCards } from '../og/page-cards';
import { fillTemplate, splitHoistedHead } from './head';
import { builtSupabaseUrl, writeHostHeaders } from './host-headers';
import { pagePreloadTags, readManifest } from './manifest';
import { foundTextScript } from './found-text-script';
import { sessionFlagGuard } from './session-guard';
import { lastModified } from './page-dates';
import { crawlerFiles } from './sitemap';

function outputFile(dist: string, url: string): string {
  return url === '/' ? resolve(dist, 'index.html') : resolve(dist, `.${url}`, 'index.html');
}

export async function prerender({ dist, server }: { dist: string; server: typeof EntryServer }): Promise<{ pages: number; cards: number; cardsDrawn: number }> {
  // Read the untouched template before anything overwrites dist/index.html.
  const { absoluteUrl, NOT_FOUND_PAGE, routeTable } = server;
  const template = await readFile(resolve(dist, 'index.html'), 'utf8');
  const manifest = await readManifest(dist);
  const cards: PageCard[] = [];

  const renderPage = async (url: string, page: string, guard?: PrerenderTarget['onlyWithSessionFlag'], dataModules: string[] = []): Promise<string> => {
    const result = await server.render(url);
    const { head, body } = splitHoistedHead(result.html);
    // Every page has a <PageHead>; none found means React stopped emitting head tags first.
    if (!head.includes('<title>')) throw new Error(`${url}: no <title> at the start of the rendered markup (docs/decisions/0006-toolchain-pitfalls.md)`);
    const card = cardOfHead(url, head);
    if (card) cards.push(card);
    const preload = pagePreloadTags(manifest, `src/pages/${page}.tsx`, dataModules);
    // Tells the browser entry which path this HTML was rendered for (404.html is served for any).
    const marker = `<meta name="prerendered-path" content="${url}">`;
    const pageHead = `<!--page-head-->\n    ${head}\n    <!--/page-head-->`;
    // First in the head, so a visitor without the flag leaves before anything of the page paints.
    const redirect = guard ? sessionFlagGuard(guard.flag, guard.otherwise) : '';
    return fillTemplate(template, [redirect, marker, pageHead, foundTextScript(body), preload].filter(Boolean).join('\n    '), body);
  };

  const targets = await server.prerenderTargets();
  for (const target of targets) {
    const file = outputFile(dist, target.url);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await renderPage(target.url, target.page, target.onlyWithSessionFlag, target.dataModules));
  }
  await writeFile(resolve(dist, '404.html'), await renderPage('/404', NOT_FOUND_PAGE));
  const cardsDrawn = await writePageCards(dist, cards);

  for (const [path, text] of Object.entries(crawlerFiles(routeTable, targets, absoluteUrl, lastModified(targets))))
    await writeFile(resolve(dist, `.${path}`), text);

  // GET /api/case-studies: the same module the pages fall back to, as JSON from the site's origin.
  await mkdir(resolve(dist, 'api'), { recursive: true });
  await writeFile(resolve(dist, 'api/case-studies'), JSON.stringify(server.caseStudies));
  // Last, so the policy hashes the inline scripts of every page written above.
  await writeHostHeaders({ dist, pagePaths: routeTable.map((route) => route.path), supabaseUrl: builtSupabaseUrl() });
  return { pages: targets.length + 1, cards: cards.length, cardsDrawn };
}
