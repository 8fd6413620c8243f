/**
 * The heading outline of every built page: one h1, first, and no level skipped on the way down, over
 * the whole document in source order (why the whole document: tests/site/support/headings.ts).
 */
import { describe, expect, it } from 'vitest';
import { headingOutlineProblems } from './support/headings';
import { readPageFacts } from './support/page-facts';
import { notFound, pages } from './support/site';

describe('the heading outline of every prerendered page', () => {
  it('has exactly one h1, the first heading, and skips no level', () => {
    const problems = [...pages, ['/404', notFound] as const].flatMap(([url, { facts }]) => headingOutlineProblems(facts.headings).map((problem) => `${url}: ${problem}`));
    expect(problems).toEqual([]);
  });
});

describe('the heading checks can fail', () => {
  const outline = (body: string) => headingOutlineProblems(readPageFacts(`<html><head></head><body>${body}</body></html>`).headings);

  it('accepts going down one level at a time and back up by several', () => {
    expect(outline('<main><h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h2>E</h2></main><footer><h3>F</h3></footer>')).toEqual([]);
  });

  it('reports a skipped level, also across main and the footer', () => {
    expect(outline('<main><h1>Title</h1><section><h3>Deep</h3></section></main>')).toEqual(['h1 "Title" is followed by h3 "Deep", skipping h2']);
    expect(outline('<main><h1>A</h1><h2>B</h2></main><footer><h4>Links</h4></footer>')).toEqual(['h2 "B" is followed by h4 "Links", skipping h3']);
  });

  it('reports no h1, two h1s, and a heading before the h1', () => {
    expect(outline('<h2>A</h2>')).toEqual(['0 h1 elements, expected one', 'the first heading is h2 "A", expected the h1']);
    expect(outline('<h1>A</h1><h1>B</h1>')).toEqual(['2 h1 elements, expected one']);
    expect(outline('<header><h2>Menu</h2></header><h1>A</h1>')).toEqual(['the first heading is h2 "Menu", expected the h1']);
  });

  it('reads a heading text across nested elements', () => {
    expect(readPageFacts('<body><h2>Local <em>SEO</em>\n plans</h2></body>').headings).toEqual([{ level: 2, text: 'Local SEO plans' }]);
  });
});
