import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { downloads } from '../src/content/downloads';
import { seoChecklist } from '../src/content/resources/seo-checklist';
import { expect, gotoHydrated, test } from './fixtures';

// Visitors who have seen the lead pop-up: it stays out of these journeys.
test.use({ popupSeen: true });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test.describe('free resources', () => {
  test('checklist: ticking tasks moves the ring; Download PDF saves a PDF with the ticks and shows the toast', async ({ page, guards }) => {
    await gotoHydrated(page, '/resources/seo-checklist');
    const ring = page.getByRole('progressbar', { name: 'Checklist progress' });
    await expect(ring).toHaveAttribute('aria-valuenow', '0');
    const [first, second] = seoChecklist;
    await page.getByRole('checkbox', { name: first!.task }).check();
    await page.getByRole('checkbox', { name: second!.task }).check();
    await expect(ring).toHaveAttribute('aria-valuenow', '11');
    await expect(ring).toHaveText('11%');
    await expect(page.getByText('2 of 18 tasks complete')).toBeVisible();

    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe('seo-checklist.pdf');
    await expect(page.getByText('SEO Checklist downloaded successfully')).toBeVisible();
    const text = await pdfText(new Uint8Array(readFileSync((await download.path())!)));
    expect(text).toContain('Your progress: 2 of 18 tasks done');
    expect(text).toContain(`[Done] ${first!.task}`);
    expect(guards.consoleErrors).toEqual([]);
  });

  test('backlink 101: four tabs with fundamentals first, both score charts, download links', async ({ page }) => {
    await gotoHydrated(page, '/resources/backlink-101');
    const tabs = page.getByRole('tablist', { name: 'Backlink guide topics' });
    await expect(tabs.getByRole('tab')).toHaveText(['Fundamentals', 'Strategies', 'Tools', 'Mistakes']);
    await expect(tabs.getByRole('tab', { name: 'Fundamentals' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Mistakes' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Mistakes' })).toBeVisible();
    // The other topics stay in the page for find-in-page, hidden until found.
    await expect(page.getByRole('tabpanel', { name: 'Fundamentals' })).toHaveAttribute('hidden', 'until-found');
    await page.getByRole('heading', { name: 'Which tactics work, and which backfire' }).scrollIntoViewIfNeeded();
    await expect(page.locator('figure .recharts-bar-rectangle')).toHaveCount(10);
    await expect(page.getByRole('table', { name: /effectiveness/i }).getByRole('row', { name: 'Skyscraper Technique 85' })).toBeAttached();
    await expect(page.getByRole('table', { name: /risk/i }).getByRole('row', { name: 'Paid Links 92' })).toBeAttached();
    await expect(page.getByRole('link', { name: downloads.auditTemplate.label })).toHaveAttribute('href', downloads.auditTemplate.path);
  });

  test('website SEO SOP: 4 phases in a single-open accordion, 4-6 weeks, Intermediate, and a PDF download', async ({ page }) => {
    await gotoHydrated(page, '/resources/website-seo-sop');
    await expect(page.getByText('4-6 weeks')).toBeVisible();
    await expect(page.getByText('Intermediate')).toBeVisible();
    const phases = page.getByRole('button', { name: /^Phase \d/ });
    await expect(phases).toHaveCount(4);
    await phases.nth(0).click();
    await phases.nth(2).click();
    await expect(phases.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(phases.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await phases.nth(2).click();
    await expect(phases.nth(2)).toHaveAttribute('aria-expanded', 'false');

    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download as PDF' }).click();
    const text = await pdfText(new Uint8Array(readFileSync((await (await downloadStarted).path())!)));
    expect(text).toContain('Phase 1');
  });

  for (const file of Object.values(downloads)) {
    test(`${file.path} downloads a file that opens`, async ({ request }) => {
      const response = await request.get(file.path);
      expect(response.status()).toBe(200);
      const body = new Uint8Array(await response.body());
      expect(body.byteLength).toBeGreaterThan(1000);
      if (file.path.endsWith('.pdf')) {
        expect(response.headers()['content-type']).toContain('application/pdf');
        expect((await pdfText(body)).length).toBeGreaterThan(1000);
      } else {
        expect(response.headers()['content-type']).toContain('spreadsheetml');
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(body.buffer as ArrayBuffer);
        expect(workbook.getWorksheet('Audit')!.rowCount).toBeGreaterThan(30);
      }
    });
  }

  test('the thank-you page offers the whitepaper', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('formSubmitted', 'true'));
    await gotoHydrated(page, '/thank-you');
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', downloads.whitepaper.path);
  });
});
