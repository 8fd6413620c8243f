/**
 * 404.html as the host serves it for any unknown path, before it hydrates: a noindex page with one
 * head, its heading and the ways back. That it arrives with status 404 and hydrates for the path
 * asked for (its head rewritten for that path) is a browser's check, in e2e/site-wide.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { absolute } from './support/dist';
import { internalPath } from './support/links';
import { notFound } from './support/site';

describe('404.html', () => {
  const { facts } = notFound;

  it('has one title, one canonical and one of each head tag, none in the body, and asks not to be indexed', () => {
    expect(facts.headKeys.filter((key) => key === 'title')).toHaveLength(1);
    expect(facts.headKeys.filter((key) => key === 'canonical')).toHaveLength(1);
    expect(facts.headKeys.filter((key, index) => facts.headKeys.indexOf(key) !== index)).toEqual([]);
    expect(facts.headTagsInBody).toBe(0);
    expect(facts.canonical).toBe(absolute('/404'));
    expect(facts.robots).toContain('noindex');
  });

  it('says the page was not found and, in its main content, links home and to the knowledge base', () => {
    expect(facts.headings.filter((heading) => heading.level === 1).map((heading) => heading.text)).toEqual(['Page Not Found']);
    const links = facts.mainLinks.map((href) => internalPath(href));
    expect(links).toContain('/');
    expect(links).toContain('/knowledge-base');
  });
});
