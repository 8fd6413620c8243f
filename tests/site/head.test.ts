/**
 * Each prerendered page's head, as a crawler and a share preview read it (decision 0004): title,
 * description, canonical, robots, Open Graph and Twitter card, each once and in the head.
 */
import { describe, expect, it } from 'vitest';
import { allowedSchemaTypes } from '@/lib/structured-data-policy';
import { absolute, fileForPath } from './support/dist';
import { openGraphProblems } from './support/open-graph';
import { readPageFacts } from './support/page-facts';
import { notFound, pages } from './support/site';

const isFileOfBuild = (path: string) => fileForPath(path) !== null;

describe('every prerendered page head', () => {
  it('has a title (at most 60) and a description (at most 160), each unique', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [url, { facts }] of pages) {
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

  it('has a canonical equal to the page URL (or the page it forwards to), and noindex exactly where the route is not indexable', () => {
    for (const [url, { target, facts }] of pages) {
      expect(facts.canonical, url).toBe(absolute(target.canonical));
      // A forwarding or private page must stay out of search; an indexable one must not shut itself out.
      if (target.indexable) expect(facts.robots ?? '', url).not.toContain('noindex');
      else expect(facts.robots, url).toContain('noindex');
    }
  });

  it('has each head tag once, and none left in the body', () => {
    for (const [url, { facts }] of pages) {
      const repeated = facts.headKeys.filter((key, index) => facts.headKeys.indexOf(key) !== index);
      expect(repeated, `${url}: head tags written twice`).toEqual([]);
      expect(facts.headTagsInBody, `${url}: head tags left in the body`).toBe(0);
    }
  });

  it('has Open Graph and Twitter card tags that repeat its title, description and canonical, with an image the build serves', () => {
    const problems = [...pages].flatMap(([url, { target, facts }]) =>
      openGraphProblems(facts, { canonical: absolute(target.canonical), ogType: allowedSchemaTypes(target.page)?.includes('Article') ? 'article' : 'website' }, isFileOfBuild).map(
        (problem) => `${url}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('keeps no template marker of index.html', () => {
    // The prerender fills these (scripts/prerender/head.ts fillTemplate); one left means a page without its head or body.
    for (const [url, { html }] of [...pages, ['/404', notFound] as const]) {
      expect(html, url).not.toContain('<!--app-head-->');
      expect(html, url).not.toContain('<!--app-html-->');
    }
  });
});

describe('the head checks can fail', () => {
  const head = (tags: string) =>
    readPageFacts(`<html><head><title>Plumbing in Glendale</title><meta name="description" content="Fix it."><link rel="canonical" href="${absolute('/a')}">${tags}</head><body><title>stray</title></body></html>`);
  const expected = { canonical: absolute('/a'), ogType: 'website' } as const;

  it('finds a repeated and a stray head tag', () => {
    const facts = head(`<link rel="canonical" href="${absolute('/b')}">`);
    expect(facts.headKeys.filter((key) => key === 'canonical')).toHaveLength(2);
    expect(facts.headTagsInBody).toBe(1);
  });

  it('reports Open Graph that names another page or an image the build lacks', () => {
    const facts = head(
      `<meta property="og:title" content="Plumbing in Glendale"><meta property="og:url" content="${absolute('/b')}"><meta property="og:image" content="${absolute('/og/missing.jpg')}">`,
    );
    const problems = openGraphProblems(facts, expected, isFileOfBuild);
    expect(problems).toContain(`og:url is "${absolute('/b')}", expected "${absolute('/a')}"`);
    expect(problems).toContain(`og:image ${absolute('/og/missing.jpg')} is not a file of the build`);
    expect(problems).toContain('og:description is undefined, expected "Fix it."');
    expect(problems.some((problem) => problem.startsWith('og:title'))).toBe(false);
  });
});
