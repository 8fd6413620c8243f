import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { matchPath } from 'react-router-dom';
import { routeTable } from '../src/app/route-table';
import { allowedSchemaTypes } from '../src/lib/structured-data-policy';
import { DIST as dist, expect, prerendered, test } from './fixtures';
import { readPageFacts, REQUIRED_JSON_LD, type StaticPageFacts } from './support/page-facts';

/** The whole built site, checked as a crawler reads it: the HTML of every prerendered route, no JavaScript. */
const siteUrl = (process.env.VITE_SITE_URL || 'https://www.losangelesseogroup.com').replace(/\/+$/, '');
const absolute = (path: string) => (path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`);
const htmlFile = (url: string) => resolve(dist, url === '/' ? 'index.html' : `.${url}/index.html`);

const pages = new Map<string, StaticPageFacts>(prerendered.map((target) => [target.url, readPageFacts(readFileSync(htmlFile(target.url), 'utf8'))]));
const routePatterns = routeTable.map((route) => route.path).filter((path) => path !== '*');

/** True when an internal URL is a page of the route table (and, if dynamic, one that was built) or a file of the build. */
function resolves(href: string): boolean {
  const path = decodeURI(new URL(href, siteUrl).pathname);
  if (pages.has(path)) return true;
  if (routePatterns.some((pattern) => !pattern.includes(':') && matchPath(pattern, path))) return true;
  return existsSync(resolve(dist, `.${path}`)) && !path.endsWith('/');
}

function isInternal(href: string): boolean {
  if (/^(mailto:|tel:|#)/.test(href)) return false;
  const url = new URL(href, siteUrl);
  return url.origin === siteUrl || href.startsWith('/');
}

/** What is wrong with one JSON-LD script (it may carry several items as an array, which is valid). */
function jsonLdProblems(url: string, block: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(block);
  } catch {
    return [`${url}: JSON-LD does not parse`];
  }
  const problems: string[] = [];
  for (const data of (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[]) {
    const type = String(data['@type']);
    if (data['@context'] !== 'https://schema.org') problems.push(`${url}: ${type} without the schema.org context`);
    const required = REQUIRED_JSON_LD[type];
    if (!required) {
      problems.push(`${url}: no rule for JSON-LD type ${type}`);
      continue;
    }
    for (const property of required) if (data[property] === undefined || data[property] === '') problems.push(`${url}: ${type} lacks ${property}`);
    if (type === 'FAQPage') {
      for (const question of data.mainEntity as { name?: string; acceptedAnswer?: { text?: string } }[]) {
        if (!question.name || !question.acceptedAnswer?.text) problems.push(`${url}: FAQ entry without question or answer`);
      }
    }
    if (type === 'BreadcrumbList') {
      for (const item of data.itemListElement as { position?: number; name?: string; item?: string }[]) {
        if (!item.position || !item.name || !item.item) problems.push(`${url}: breadcrumb item incomplete`);
      }
    }
  }
  return problems;
}

test.describe('every prerendered page, as a crawler sees it', () => {
  test('titles (at most 60) and descriptions (at most 160) exist and are unique', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [url, facts] of pages) {
      expect(facts.title, url).toBeTruthy();
      expect(facts.title!.length, `${url}: ${facts.title}`).toBeLessThanOrEqual(60);
      expect(facts.description, url).toBeTruthy();
      expect(facts.description!.length, `${url}: ${facts.description}`).toBeLessThanOrEqual(160);
      expect(titles.get(facts.title!), `${url} repeats the title of ${titles.get(facts.title!)}`).toBeUndefined();
      expect(descriptions.get(facts.description!), `${url} repeats the description of ${descriptions.get(facts.description!)}`).toBeUndefined();
      titles.set(facts.title!, url);
      descriptions.set(facts.description!, url);
    }
  });

  test('one h1, and a canonical equal to the page URL (or the page it forwards to)', () => {
    for (const target of prerendered) {
      const facts = pages.get(target.url)!;
      expect(facts.h1Count, target.url).toBe(1);
      expect(facts.headTagsInBody, `${target.url}: head tags left in the body`).toBe(0);
      expect(facts.canonical, target.url).toBe(absolute(target.canonical));
      if (!target.indexable) expect(facts.robots, target.url).toContain('noindex');
    }
  });

  test('every image has alt text (empty for decoration), a width and a height', () => {
    for (const [url, facts] of pages) {
      for (const image of facts.images) {
        expect(image.alt, `${url}: ${image.src} has no alt`).toBeDefined();
        expect(image.width && image.height, `${url}: ${image.src} needs width and height`).toBeTruthy();
      }
    }
  });

  test('every internal link and every asset reference resolves to a route or a file of the build', () => {
    const broken: string[] = [];
    for (const [url, facts] of pages) {
      for (const href of [...facts.links, ...facts.assets]) {
        if (isInternal(href) && !resolves(href)) broken.push(`${url} -> ${href}`);
      }
    }
    expect(broken).toEqual([]);
    // The check itself can fail.
    expect(resolves('/no-such-page')).toBe(false);
    expect(resolves('/resources/no-such-file.pdf')).toBe(false);
    expect(resolves('/los-angeles-seo/atlantis')).toBe(false);
    // The footer's files and the sitemap are among them.
    const footerLinks = pages.get('/')!.links;
    for (const file of ['/sitemap.xml', '/resources/on-page-seo-essentials.pdf', '/resources/seo-audit-template.xlsx']) expect(footerLinks).toContain(file);
  });

  test('JSON-LD parses and carries the required properties of its type', () => {
    const problems = [...pages].flatMap(([url, facts]) => facts.jsonLd.flatMap((block) => jsonLdProblems(url, block)));
    expect(problems).toEqual([]);
  });

  test('each page emits exactly the JSON-LD types the structured-data policy lists for it (decision 0020)', () => {
    const problems = prerendered.flatMap((target) => {
      const types = pages.get(target.url)!.jsonLd.flatMap((block) => [JSON.parse(block) as { '@type': string } | { '@type': string }[]].flat().map((item) => item['@type']));
      const allowed = allowedSchemaTypes(target.page);
      if (!allowed) return [`${target.url}: ${target.page} has no line in src/lib/structured-data-policy.ts`];
      return [...types].sort().join() === [...allowed].sort().join() ? [] : [`${target.url}: emits [${types.join(', ')}], the policy says [${allowed.join(', ')}]`];
    });
    expect(problems).toEqual([]);
  });
});
