import type { Page, Route } from '@playwright/test';

/**
 * Where the page's big blocks sit (header, each section of main, footer): their top and height in
 * page coordinates, by a readable name. Anything that grows or shrinks in the page moves the blocks
 * after it, so comparing two of these finds the layout shifts that matter to a reader.
 */
export type BlockPositions = Record<string, { top: number; height: number }>;

export async function blockPositions(page: Page): Promise<BlockPositions> {
  return page.evaluate(() => {
    const blocks = [...document.querySelectorAll('#root > header, main > *, #root > footer')];
    return Object.fromEntries(
      blocks.map((block, index) => {
        const box = block.getBoundingClientRect();
        const name = `${index} ${block.tagName.toLowerCase()}${block.id ? `#${block.id}` : ''} ${block.getAttribute('aria-labelledby') ?? block.className.toString().split(/\s+/).slice(0, 3).join('.')}`;
        return [name, { top: Math.round(box.top + window.scrollY), height: Math.round(box.height) }];
      }),
    );
  });
}

const SCRIPT = /\/assets\/[^?#]+\.js(?:[?#]|$)/;

/**
 * Opens `url` the way a phone on a slow network sees it: the prerendered HTML paints before any
 * script runs (scripts are held until the first contentful paint), then the page hydrates. Returns
 * where the blocks were in that first paint. On a fast machine hydration can otherwise finish
 * before the first paint, which hides every shift it causes.
 */
export async function gotoPaintedThenHydrated(page: Page, url: string): Promise<BlockPositions> {
  let releaseScripts!: () => void;
  const painted = new Promise<void>((resolve) => (releaseScripts = resolve));
  const holdUntilPainted = async (route: Route) => {
    await painted;
    await route.fallback();
  };
  await page.route(SCRIPT, holdUntilPainted);
  let atFirstPaint: BlockPositions;
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'));
    await page.waitForLoadState('domcontentloaded');
    atFirstPaint = await blockPositions(page);
  } finally {
    releaseScripts();
  }
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.unroute(SCRIPT, holdUntilPainted);
  return atFirstPaint;
}
