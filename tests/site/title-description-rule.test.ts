/**
 * Every indexable page follows the site's house style for titles and descriptions (issue 41), inside
 * the practical maximum it advises its visitors: within the length rule, written to fit rather than
 * cut with "…", and a description that is a whole sentence. Pages with noindex are left out, as search
 * engines leave them out. And the /faqs answer on titles says what the site does with its name (issue 50).
 */
import { describe, expect, it } from 'vitest';
import { descriptionProblems, titleProblems } from './support/length-rule';
import { pages } from './support/site';

const indexable = [...pages].filter(([, { target }]) => target.indexable);

describe('the title and description of every indexable page', () => {
  it('is written to the length rule, without an ellipsis, the description a whole sentence', () => {
    const problems = indexable.flatMap(([url, { facts }]) =>
      [...titleProblems(facts.title), ...descriptionProblems(facts.description)].map((problem) => `${url}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('covers the case studies and the knowledge-base articles, where the cut titles were', () => {
    const urls = indexable.map(([url]) => url);
    expect(urls.filter((url) => url.startsWith('/case-studies/')).length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.startsWith('/knowledge-base/')).length).toBeGreaterThan(0);
  });
});

describe('the business name in the titles, as /faqs describes it', () => {
  const named = (title: string | null) => /\b(LA|Los Angeles) SEO Group\b/.test(title ?? '');
  const titled = (test: (url: string) => boolean) => indexable.filter(([url]) => test(url)).map(([url, { facts }]) => ({ url, named: named(facts.title) }));

  it('the pages about us and our services carry it; case studies, articles and most guides do not', () => {
    const ours = titled((url) => ['/', '/about', '/contact', '/pricing'].includes(url) || url.startsWith('/services/'));
    expect(ours.filter((page) => !page.named)).toEqual([]);
    expect(ours.length).toBeGreaterThanOrEqual(9);
    const topics = titled((url) => /^\/(case-studies|knowledge-base)\/./.test(url));
    expect(topics.filter((page) => page.named)).toEqual([]);
    const guides = titled((url) => url.startsWith('/resources/'));
    expect(guides.filter((page) => !page.named).length * 2).toBeGreaterThan(guides.length);
  });
});

describe('the title and description checks can fail', () => {
  const description150 = `${'A plumber in Glendale tripled its calls from the map after its listings were cleaned up and its profile rebuilt'.padEnd(149, ' x')}.`;

  it('accepts a title and a description written to fit', () => {
    expect(titleProblems('Glendale Plumber Triples Calls From Google Maps | LASG')).toEqual([]);
    expect(description150).toHaveLength(150);
    expect(descriptionProblems(description150)).toEqual([]);
  });

  it('reports a title cut with an ellipsis, a long one and a missing one, and takes a short one as it is', () => {
    expect(titleProblems('How a Koreatown BBQ Restaurant Doubled Its Online…')).toEqual(['title ends with an ellipsis: "How a Koreatown BBQ Restaurant Doubled Its Online…"']);
    expect(titleProblems(`${'Long title '.repeat(6)}`)).toEqual([expect.stringContaining('title has 65 characters, outside')]);
    // No floor (decisions 0048 and 0050): a 34-character title is as the site writes it.
    expect(titleProblems('Venice SEO Services | LA SEO Group')).toEqual([]);
    expect(titleProblems(null)).toEqual(['no title']);
  });

  it('reports a description cut mid-sentence, with or without an ellipsis, and one too long', () => {
    const cut = `${description150.slice(0, 149)}…`;
    expect(descriptionProblems(cut)).toEqual([`description ends with an ellipsis: "${cut}"`]);
    const noStop = description150.slice(0, -1).padEnd(150, 's');
    expect(descriptionProblems(noStop)).toEqual([`description does not end as a whole sentence: "${noStop}"`]);
    expect(descriptionProblems(`${'x'.repeat(160)}.`)).toEqual([expect.stringContaining('description has 161 characters, outside')]);
  });
});
