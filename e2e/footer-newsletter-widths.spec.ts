import { expect, gotoHydrated, test } from './fixtures';
import { settleFonts } from './support/sideways-scroll';

/** A phone, a tablet, and the widths where the footer's four columns squeezed the field (issue 40). */
const WIDTHS = [390, 768, 1024, 1280, 1440];
/** The placeholder, and a realistic owner's address a little longer than it. */
const ADDRESSES = ['you@business.com', 'maria@sunsetbakery.com'];

test.use({ popupSeen: true });

// At 1280-1440 px the field sat beside its button in a quarter of the footer, showing "you@busir".
test('the footer newsletter field shows a whole e-mail address at every width', async ({ page }) => {
  await gotoHydrated(page, '/about');
  // In the brand fonts, as from a visitor's second page on (decision 0082).
  expect(await settleFonts(page)).toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
  const field = page.getByRole('contentinfo').getByLabel('Email address');
  const cut: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const address of ADDRESSES) {
      await field.fill(address);
      const fits = await field.evaluate((input: HTMLInputElement) => ({ scroll: input.scrollWidth, client: input.clientWidth }));
      if (fits.scroll > fits.client) cut.push(`${width} px, ${address}: ${fits.scroll} px of text in ${fits.client} px`);
    }
  }
  expect(cut).toEqual([]);
});
