import { describe, expect, it } from 'vitest';
import { fillTemplate, splitHoistedHead } from '../../scripts/prerender/head';
import { robotsTxt, sitemapXml } from '../../scripts/prerender/sitemap';

describe('prerender head placement', () => {
  it('takes the leading title, meta and link tags out of the body markup', () => {
    const { head, body } = splitHoistedHead(
      '<title>Home</title><meta name="description" content="x"/><link rel="canonical" href="https://a/"/><a href="/">Home</a><meta name="y"/>',
    );
    expect(head).toContain('<title>Home</title>');
    expect(head).toContain('<link rel="canonical" href="https://a/"/>');
    expect(body).toBe('<a href="/">Home</a><meta name="y"/>');
  });

  it('fills the template once and refuses a template that was already filled', () => {
    const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';
    const page = fillTemplate(template, '<title>$& x</title>', '<p>hi</p>');
    expect(page).toBe('<head><title>$& x</title></head><div id="root"><p>hi</p></div>');
    expect(() => fillTemplate(page, '', '')).toThrow(/already filled/);
  });

  it('writes a sitemap and robots.txt', () => {
    expect(sitemapXml(['https://a/', 'https://a/b'])).toContain('<url><loc>https://a/b</loc></url>');
    expect(robotsTxt('https://a/sitemap.xml', ['/dashboard'])).toBe('User-agent: *\nDisallow: /dashboard\n\nSitemap: https://a/sitemap.xml\n');
  });
});

describe('stylesheets first', () => {
  it('moves every stylesheet link right after the viewport meta, keeping the rest in order', async () => {
    const { stylesheetsFirst } = await import('../../scripts/prerender/head');
    const page = [
      '<html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />',
      '<title>T</title><link rel="modulepreload" href="/a.js"><script type="module" src="/e.js"></script>',
      '<link rel="stylesheet" crossorigin href="/s.css"></head><body><link rel="stylesheet" href="/late.css"></body></html>',
    ].join('');
    const moved = stylesheetsFirst(page);
    expect(moved.indexOf('/s.css')).toBeLessThan(moved.indexOf('<title>'));
    expect(moved.indexOf('/s.css')).toBeGreaterThan(moved.indexOf('name="viewport"'));
    expect(moved.match(/s\.css/g)).toHaveLength(1);
    expect(moved.indexOf('/a.js')).toBeLessThan(moved.indexOf('/e.js'));
    expect(moved).toContain('<body><link rel="stylesheet" href="/late.css"></body>');
  });
});
