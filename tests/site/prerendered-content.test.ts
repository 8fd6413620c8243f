/**
 * The content is in the HTML before any script runs (what a crawler and a visitor without JavaScript
 * get): the home page's hero, contact section, figures and carousel, /book's words about the call,
 * and the legal texts in full.
 * "Readable" here is the text outside `hidden` elements, scripts and styles (page-facts.ts); whether
 * CSS shows it is a browser's question.
 */
import { describe, expect, it } from 'vitest';
import { bookPage } from '@/content/book';
import { readPageFacts } from './support/page-facts';
import { page } from './support/site';

/** The page's h1 texts, each also in the readable text (an h1 under `hidden` would not count). */
function h1Of(url: string): string[] {
  const { facts } = page(url);
  const h1s = facts.headings.filter((heading) => heading.level === 1).map((heading) => heading.text);
  for (const text of h1s) expect(facts.text, `${url}: the h1 is hidden`).toContain(text);
  return h1s;
}

describe('the prerendered HTML, without JavaScript', () => {
  it('holds the home page text', () => {
    const { facts } = page('/');
    expect(h1Of('/')).toEqual(['Elevate Your Online Presence']);
    expect(facts.ids.filter((id) => id === 'contact-us')).toHaveLength(1);
    expect(facts.text).toContain('1,800%');
    expect(facts.roleDescriptions.filter((description) => description === 'slide')).toHaveLength(50);
  });

  it("holds /book's words about the call: what it is, how long, who it is with, what it gives and what to have ready", () => {
    const { facts } = page('/book');
    expect(h1Of('/book')).toEqual(['Book your free consultation']);
    const headings = facts.headings.map((heading) => heading.text);
    for (const heading of [bookPage.call.heading, bookPage.who.heading, bookPage.gets.heading, bookPage.prepare.heading]) expect(headings).toContain(heading);
    for (const words of [bookPage.call.length, bookPage.who.text, ...bookPage.gets.points, ...bookPage.prepare.points]) expect(facts.mainText).toContain(words);
    expect(facts.mainText).toContain('30 minutes');
    // Once an 84-word placeholder (issue 61); the words of its <main> now, with a floor under them.
    expect(facts.mainText.split(' ').length).toBeGreaterThanOrEqual(200);
    expect(facts.mainLinks).toContain('/about');
  });

  it('holds the legal pages in full', () => {
    expect(h1Of('/privacy-policy')).toEqual(['Privacy Policy']);
    expect(page('/privacy-policy').facts.text).toMatch(/California/);
    expect(h1Of('/terms-of-service')).toEqual(['Terms of Service']);
  });
});

describe('the readable text can fail', () => {
  it('leaves out hidden elements, scripts and styles', () => {
    const { text } = readPageFacts('<body><p>Shown <b>here</b></p><div hidden><p>Tucked away</p></div><script>var x = 1</script><style>p{}</style><p>after</p></body>');
    expect(text).toBe('Shown here after');
  });
});
