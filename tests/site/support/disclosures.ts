/**
 * Accordion answers and tab panels in the built HTML: every one carries its text, a closed one is
 * hidden until found (not unmounted, not plainly hidden), and every answer of a page's FAQPage
 * markup is text of that page.
 */
import { jsonLdItems } from './json-ld';
import type { Panel, StaticPageFacts } from './page-facts';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The answers of the FAQPage items of a page's JSON-LD, whitespace collapsed. */
export function markedAnswers(blocks: string[]): string[] {
  return blocks
    .flatMap((block) => jsonLdItems(block) ?? [])
    .filter((item) => item['@type'] === 'FAQPage')
    .flatMap((item) => (Array.isArray(item.mainEntity) ? (item.mainEntity as { acceptedAnswer?: { text?: string } }[]) : []))
    .map((question) => collapse(question.acceptedAnswer?.text ?? ''));
}

/** The FAQPage answers the page does not carry as text (shown, or in a panel hidden until found). */
export function answersNotOnPage(url: string, facts: Pick<StaticPageFacts, 'jsonLd' | 'findableText'>): string[] {
  return markedAnswers(facts.jsonLd)
    .filter((answer) => !facts.findableText.includes(answer))
    .map((answer) => `${url}: the FAQPage answer "${answer.slice(0, 60)}..." is not in the page`);
}

const CLOSED = new Set(['closed', 'inactive']);

/** What is wrong with a page's panels: one without text, a closed one a reader cannot find, an open one hidden. */
export function panelProblems(url: string, panels: readonly Panel[]): string[] {
  return panels.flatMap((panel, index) => {
    const name = `${url}: ${panel.role} ${index + 1} (${panel.state})`;
    if (!panel.text) return [`${name} ships empty`];
    if (CLOSED.has(panel.state) && panel.hidden !== 'until-found') return [`${name} is hidden="${panel.hidden ?? ''}", not "until-found"`];
    if (!CLOSED.has(panel.state) && panel.hidden !== null) return [`${name} is open but hidden`];
    return [];
  });
}
