import type { Browser, Page } from '@playwright/test';
import { allFaqs } from '../src/content/faqs';
import koreatown from '../src/content/neighborhoods/places/koreatown';
import { neighborhoodFaqs } from '../src/content/neighborhoods/neighborhood-copy';
import { servicePages } from '../src/content/services';
import { expect, test } from './fixtures';

/**
 * Links into a closed answer (`hidden="until-found"`, decision 0049) land on it: the text fragments
 * (`#:~:text=`) of Google's scroll-to-text results and of shared links, and a link to an id inside
 * the answer. The browser reveals the answer and scrolls to it; the page must leave the scroll where
 * the browser put it and say the item is expanded, before and after it hydrates (issue 62,
 * decision 0074). Chromium's headless shell does follow text fragments on a navigation (it has no
 * find bar, which is another matter).
 */
test.use({ popupSeen: true });

const lastOf = <T>(list: T[]) => list.at(-1)!;
const localSeo = servicePages.find((service) => service.path === '/services/local-seo')!;
/** The first words of each page's last answer, closed when the page loads. */
const LINKS = [
  { path: '/los-angeles-seo/koreatown', answer: lastOf(neighborhoodFaqs(koreatown)).answer },
  { path: localSeo.path, answer: lastOf(localSeo.faqs).a },
  { path: '/faqs', answer: lastOf(allFaqs).answer },
];

/** A text directive's start: the first eight words, with `-`, `&` and `,` escaped as the syntax asks. */
function textFragment(answer: string): string {
  const start = answer.split(/\s+/).slice(0, 8).join(' ');
  return `#:~:text=${encodeURIComponent(start).replace(/-/g, '%2D')}`;
}

/**
 * Before the page's own code runs: notes any moment at which a revealed answer shows while its
 * trigger says "collapsed", and any scroll back to the top after the browser has scrolled.
 */
async function watchLanding(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __landing: log });
    let revealed: HTMLElement | null = null;
    let scrolled = false;
    const check = () => {
      if (!revealed || revealed.hasAttribute('hidden')) return;
      const trigger = document.getElementById(revealed.getAttribute('aria-labelledby') ?? '');
      if (trigger?.getAttribute('aria-expanded') === 'false') log.push('shown while collapsed');
    };
    document.addEventListener('beforematch', (event) => {
      revealed = event.target as HTMLElement;
      // After the browser removes `hidden` and the page's own listeners ran.
      setTimeout(check);
    });
    new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden', 'aria-expanded'] });
    addEventListener('scroll', () => {
      if (scrollY > 0) scrolled = true;
      else if (scrolled) log.push('scrolled back to the top');
    });
  });
}

/** The accordion panel holding the answer (its section is a region too), shown or not. */
const panelOf = (page: Page, answer: string) => page.locator('div[role="region"][aria-labelledby]').filter({ hasText: answer.slice(0, 60) });

async function landingOf(page: Page, answer: string) {
  const panel = panelOf(page, answer);
  const trigger = page.locator(`[id="${await panel.getAttribute('aria-labelledby')}"]`);
  return { panel, trigger };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, answer } of LINKS) {
      test(`a text fragment into a closed answer on ${path} opens it on screen, and it stays open through hydration`, async ({ page }) => {
        await watchLanding(page);
        await page.goto(`${path}${textFragment(answer)}`);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        const { panel, trigger } = await landingOf(page, answer);
        await expect(panel).not.toHaveAttribute('hidden');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByText(answer)).toBeInViewport();
        expect(await page.evaluate(() => (window as Window & { __landing?: string[] }).__landing)).toEqual([]);
        // The app runs: the trigger closes the item again.
        await trigger.click();
        await expect(panel).toHaveAttribute('hidden', 'until-found');
      });
    }

    test('a link to the id of a closed answer lands on it too', async ({ page }) => {
      const { path, answer } = LINKS[0]!;
      await page.goto(path);
      const panelId = await panelOf(page, answer).getAttribute('id');
      await page.goto('about:blank');
      await watchLanding(page);
      await page.goto(`${path}#${panelId}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const { trigger } = await landingOf(page, answer);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(answer)).toBeInViewport();
      expect(await page.evaluate(() => (window as Window & { __landing?: string[] }).__landing)).toEqual([]);
    });

    test('without JavaScript the browser reveals each answer and scrolls to it', async ({ browser }) => {
      const page = await pageWithoutScripts(browser, viewport);
      for (const { path, answer } of LINKS) {
        await page.goto(`${path}${textFragment(answer)}`);
        await expect(panelOf(page, answer)).not.toHaveAttribute('hidden');
        await expect(page.getByText(answer)).toBeInViewport();
      }
      await page.context().close();
    });
  });
}

test('a later page of the visit still starts at the top', async ({ page }) => {
  const { path, answer } = LINKS[2]!;
  await page.goto(`${path}${textFragment(answer)}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByText(answer)).toBeInViewport();
  await page.getByRole('main').getByRole('link', { name: 'See pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

async function pageWithoutScripts(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return context.newPage();
}
