/**
 * Every accordion answer and tab panel is in the prerendered HTML of every page, closed ones hidden
 * until found, and a page's FAQPage markup answers only what the page itself says (decision 0020).
 */
import { describe, expect, it } from 'vitest';
import { answersNotOnPage, markedAnswers, panelProblems } from './support/disclosures';
import { readPageFacts } from './support/page-facts';
import { page, pages } from './support/site';

describe('accordions and tabs in the built pages', () => {
  it('every FAQPage answer is text of its page', () => {
    const problems = [...pages].flatMap(([url, { facts }]) => answersNotOnPage(url, facts));
    expect(problems).toEqual([]);
    // The page with the markup has answers to check, all of them closed at first.
    const faqs = page('/faqs').facts;
    expect(markedAnswers(faqs.jsonLd).length).toBeGreaterThan(10);
    expect(markedAnswers(faqs.jsonLd).every((answer) => !faqs.text.includes(answer))).toBe(true);
  });

  it('no panel ships empty, a closed one is hidden until found, an open one is not hidden', () => {
    const problems = [...pages].flatMap(([url, { facts }]) => panelProblems(url, facts.panels));
    expect(problems).toEqual([]);
    // The pages the check was written for do have panels.
    expect(page('/faqs').facts.panels.filter((panel) => panel.role === 'region')).toHaveLength(markedAnswers(page('/faqs').facts.jsonLd).length);
    expect(page('/resources/website-seo-sop').facts.panels).toHaveLength(4);
    expect(page('/services/local-seo').facts.panels.some((panel) => panel.role === 'tabpanel' && panel.state === 'inactive')).toBe(true);
  });
});

describe('the accordion checks can fail', () => {
  const faqPage = (answer: string) =>
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: answer } }] })}</script>`;
  const panel = (state: string, hidden: string | null, text: string) =>
    `<div role="region" data-state="${state}"${hidden === null ? '' : ` hidden="${hidden}"`}><p>${text}</p></div>`;

  it('reads an answer hidden until found as on the page, and a plainly hidden or missing one as not', () => {
    const html = (body: string) => `<html><head>${faqPage('Yes, within a week.')}</head><body>${body}</body></html>`;
    expect(answersNotOnPage('/f', readPageFacts(html(panel('closed', 'until-found', 'Yes, within a week.'))))).toEqual([]);
    expect(answersNotOnPage('/f', readPageFacts(html(panel('closed', '', 'Yes, within a week.'))))).toHaveLength(1);
    expect(answersNotOnPage('/f', readPageFacts(html(panel('closed', '', ''))))).toHaveLength(1);
  });

  it('reports an empty panel, a closed one plainly hidden and an open one hidden', () => {
    const facts = readPageFacts(`<body>${panel('closed', '', '')}${panel('closed', '', 'A')}${panel('open', 'until-found', 'B')}${panel('closed', 'until-found', 'C')}</body>`);
    expect(facts.text).toBe('');
    expect(facts.findableText).toBe('B C');
    expect(panelProblems('/p', facts.panels)).toEqual([
      '/p: region 1 (closed) ships empty',
      '/p: region 2 (closed) is hidden="", not "until-found"',
      '/p: region 3 (open) is open but hidden',
    ]);
  });
});
