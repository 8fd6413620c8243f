/**
 * `npm run og`: renders the site's Open Graph images (1200x630 JPEG) in Chromium from an HTML card
 * in the site's own fonts and colours, into public/og/. The images are committed so the build and
 * static hosts need no browser; rerun this after changing a card.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { ogCards } from '../../src/content/og-cards';

const root = resolve(import.meta.dirname, '../..');
// Inlined as data URLs: a page set with setContent may not load file:// fonts.
const font = (pkg: string, file: string) => `data:font/woff2;base64,${readFileSync(resolve(root, 'node_modules', pkg, 'files', file)).toString('base64')}`;

function cardHtml(card: (typeof ogCards)[number]): string {
  return `<!doctype html><html><head><style>
  @font-face { font-family: Jakarta; src: url(${font('@fontsource-variable/plus-jakarta-sans', 'plus-jakarta-sans-latin-wght-normal.woff2')}); font-weight: 200 800; }
  @font-face { font-family: Inter; src: url(${font('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2')}); font-weight: 100 900; }
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: Inter; color: #fff; background: radial-gradient(circle at 85% 15%, #3374f6 0, transparent 45%), linear-gradient(135deg, #14214e 0%, #1642c8 100%); padding: 72px 80px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 18px; font: 800 34px Jakarta; }
  .eyebrow { margin-top: auto; font: 700 26px Inter; color: #fcb44d; letter-spacing: 0.06em; text-transform: uppercase; }
  h1 { margin-top: 18px; font: 800 76px/1.05 Jakarta; letter-spacing: -0.02em; max-width: 980px; }
  p { margin-top: 22px; font: 500 30px/1.35 Inter; color: #d9e8ff; max-width: 960px; }
  .bar { position: absolute; left: 0; bottom: 0; height: 14px; width: 100%; background: linear-gradient(90deg, #fb9a24, #f5780b); }
  </style></head><body>
  <div class="brand"><svg width="64" height="64" viewBox="0 0 36 36"><rect width="36" height="36" rx="9" fill="#fff"/><path d="M10 25V11h3.2v11.2H20V25H10Z" fill="#1642c8"/><path d="M19 17.5 23.5 13l3.5 3.5M23 13h4v4" stroke="#f5780b" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>Los Angeles SEO Group</div>
  <div class="eyebrow">${card.eyebrow}</div><h1>${card.title}</h1><p>${card.subtitle}</p><div class="bar"></div>
  </body></html>`;
}

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await mkdir(resolve(root, 'public/og'), { recursive: true });
for (const card of ogCards) {
  await page.setContent(cardHtml(card), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: resolve(root, 'public/og', `${card.name}.jpg`), type: 'jpeg', quality: 88 });
  console.log(`public/og/${card.name}.jpg`);
}
await browser.close();
