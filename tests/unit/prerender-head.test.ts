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
