/**
 * Every case study is reachable from the pages of its subject, not only from the case-study list
 * (issue 50: cs-4 to cs-13 had that one link each): at least two other pages link it from their own
 * content, and the FAQs are in the footer of every page that has the marketing one (not the dashboard).
 */
import { describe, expect, it } from 'vitest';
import { marketingFooterOn } from '@/app/route-table';
import { caseStudies } from '@/content/case-studies/case-studies';
import { neighborhoodList } from '@/content/neighborhoods/list.generated';
import { placeCaseStudies } from '@/content/neighborhoods/case-studies.generated';
import { inboundLinks } from './support/links';
import { notFound, page, pages } from './support/site';

const MIN_INBOUND = 2;

describe('links to the case studies', () => {
  it(`each case study is linked from at least ${MIN_INBOUND} other pages' content, the case-study list aside`, () => {
    const studies = new Set<string>(caseStudies.map((study) => study.link));
    const found = inboundLinks(
      [...pages].map(([url, { facts }]) => ({ url, links: facts.mainLinks })),
      (path) => studies.has(path),
      new Set(['/case-studies']),
    );
    const few = [...studies].filter((path) => (found.get(path)?.length ?? 0) < MIN_INBOUND).map((path) => `${path}: ${found.get(path)?.join(', ') ?? 'no page'}`);
    expect(few).toEqual([]);
  });

  it("every neighborhood page links its case study (its own or the nearest), and a place's own study links back", () => {
    const missing: string[] = [];
    for (const place of neighborhoodList) {
      const placePath = `/los-angeles-seo/${place.id}`;
      const study = placeCaseStudies[place.id]!;
      if (!page(placePath).facts.mainLinks.includes(study.link)) missing.push(`${placePath} does not link ${study.link}`);
      if (study.own && !page(study.link).facts.mainLinks.includes(placePath)) missing.push(`${study.link} does not link back to ${placePath}`);
    }
    expect(missing).toEqual([]);
    // Not vacuous: the 12 places with a study of their own were checked both ways.
    expect(neighborhoodList.filter((place) => placeCaseStudies[place.id]!.own)).toHaveLength(12);
  });

  it('the FAQs are linked from every page with the marketing footer, through it', () => {
    const without = [...pages, ['/404', notFound] as const]
      .filter(([url]) => marketingFooterOn(url))
      .filter(([, { facts }]) => !facts.links.includes('/faqs'))
      .map(([url]) => url);
    expect(without).toEqual([]);
  });
});

describe('the inbound link count can fail', () => {
  it("counts each other page once, and neither a page's links to itself nor those of the excepted pages", () => {
    const found = inboundLinks(
      [
        { url: '/list', links: ['/s/1', '/s/2'] },
        { url: '/s/1', links: ['/s/1', '/s/2', '/s/2#results'] },
        { url: '/s/2', links: ['/s/1', '/about'] },
      ],
      (path) => path.startsWith('/s/'),
      new Set(['/list']),
    );
    expect([...found]).toEqual([
      ['/s/2', ['/s/1']],
      ['/s/1', ['/s/2']],
    ]);
  });
});
