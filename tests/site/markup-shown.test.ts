/**
 * The site's own advice about markup and links, on every built page (decision 0038): a BreadcrumbList
 * only beside a visible trail that says the same, opening hours in the markup only as the page shows
 * them and on every page only the marked hours (decision 0050), and no internal link through a
 * redirect. (No skipped heading level: tests/site/headings.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRedirectsFile, redirectTarget } from '../../scripts/redirects';
import { DIST, SITE_URL } from './support/dist';
import { hoursNotMarked, hoursNotShown, markedHours, markedTrail, statedHours, trailProblems, visibleTrail } from './support/markup-shown';
import { notFound, page, pages } from './support/site';

const redirects = parseRedirectsFile(readFileSync(resolve(DIST, '_redirects'), 'utf8'));
const internalPath = (href: string) => (href.startsWith('/') && !href.startsWith('//') ? href.split(/[?#]/)[0]! : null);

describe('markup the page shows', () => {
  it('every BreadcrumbList has a visible trail with the same crumbs, the last one the page itself', () => {
    const problems = [...pages].flatMap(([url, built]) => trailProblems(url, visibleTrail(built.html), markedTrail(built.facts.jsonLd, SITE_URL)));
    expect(problems).toEqual([]);
    // The service trail follows its URL.
    expect(markedTrail(page('/services/local-seo').facts.jsonLd, SITE_URL)?.map((crumb) => crumb.name)).toEqual(['Home', 'Services', 'Local SEO']);
  });

  it('the opening hours in the markup are the hours the page shows', () => {
    const problems = [...pages].flatMap(([url, { facts }]) => hoursNotShown(url, facts.jsonLd, facts.text));
    expect(problems).toEqual([]);
    expect(markedHours(page('/contact').facts.jsonLd)).toEqual(['Monday to Friday, 9am to 6pm']);
    expect(page('/contact').facts.text).toContain('Monday to Friday, 9am to 6pm PT');
  });

  it('every page that states office hours states the hours of the business\'s markup, and only those', () => {
    const marked = markedHours(page('/').facts.jsonLd);
    expect(marked).toEqual(['Monday to Friday, 9am to 6pm']);
    const problems = [...pages].flatMap(([url, { facts }]) => hoursNotMarked(url, facts.findableText, marked));
    expect(problems).toEqual([]);
    // The pages that show the hours, so the check reads something.
    const showing = [...pages].filter(([, { facts }]) => statedHours(facts.findableText).length > 0).map(([url]) => url);
    expect(showing).toEqual(expect.arrayContaining(['/', '/about', '/contact', '/faqs', '/privacy-policy', '/services/local-seo']));
  });
});

describe('internal links point at final URLs', () => {
  it('no built page links to an address the host redirects', () => {
    const through = [...pages, ['/404', notFound] as const].flatMap(([url, { facts }]) =>
      facts.links.flatMap((href) => {
        const path = internalPath(href);
        const target = path && redirectTarget(redirects, path);
        return target ? [`${url} -> ${href} (redirects to ${target})`] : [];
      }),
    );
    expect(through).toEqual([]);
  });

  it('the old neighborhood address is redirected, and no page is built for it', () => {
    expect(redirectTarget(redirects, '/neighborhood/hollywood')).toBe('/los-angeles-seo/hollywood');
    expect([...pages.keys()].filter((url) => url.startsWith('/neighborhood/'))).toEqual([]);
  });
});

describe('the markup checks can fail', () => {
  const nav = (items: string) => `<body><nav aria-label="Breadcrumb"><ol>${items}</ol></nav></body>`;
  const marked = [
    { name: 'Home', path: '/' },
    { name: 'Case Studies', path: '/case-studies' },
    { name: 'A', path: '/case-studies/a' },
  ];

  it('accepts a trail equal to the markup', () => {
    const html = nav('<li><a href="/">Home</a></li><li><a href="/case-studies">Case Studies</a></li><li><span aria-current="page">A</span></li>');
    expect(trailProblems('/case-studies/a', visibleTrail(html), marked)).toEqual([]);
  });

  it('reports markup without a trail, a different crumb and a last crumb without aria-current', () => {
    expect(trailProblems('/x', visibleTrail('<body><p>Hi</p></body>'), marked)).toEqual(['/x: BreadcrumbList without a visible breadcrumb trail']);
    const wrong = nav('<li><a href="/">Home</a></li><li><a href="/pricing">Pricing</a></li><li><span>A</span></li>');
    expect(trailProblems('/case-studies/a', visibleTrail(wrong), marked)).toHaveLength(2);
  });

  it('reports hours the page does not show', () => {
    const block = JSON.stringify({ '@type': 'ProfessionalService', openingHoursSpecification: [{ dayOfWeek: ['Friday', 'Monday'], opens: '09:00', closes: '17:00' }] });
    expect(hoursNotShown('/c', [block], 'Open Monday to Friday, 9am to 6pm PT')).toEqual(['/c: the markup says "Monday to Friday, 9am to 5pm", the page does not show it']);
    expect(hoursNotShown('/c', [block], 'Open Monday to Friday, 9am to 5pm')).toEqual([]);
  });

  it('reads hours a page states, in either reading, and reports the ones the markup does not carry', () => {
    const text = 'Hours: Monday to Friday, 9am to 5pm (9:00 to 17:00). Calls and e-mail: Monday to Friday, 9am to 6pm PT.';
    expect(statedHours(text)).toEqual(['Monday to Friday, 9am to 5pm', '9am to 5pm', 'Monday to Friday, 9am to 6pm']);
    expect(hoursNotMarked('/h', text, ['Monday to Friday, 9am to 6pm'])).toEqual([
      '/h: the page says "Monday to Friday, 9am to 5pm", the business\'s markup says "Monday to Friday, 9am to 6pm"',
      '/h: the page says "9am to 5pm", the business\'s markup says "Monday to Friday, 9am to 6pm"',
    ]);
    expect(hoursNotMarked('/h', 'Open Monday to Friday, 9am to 6pm PT', ['Monday to Friday, 9am to 6pm'])).toEqual([]);
  });

  it('finds a redirected link', () => {
    expect(redirectTarget(redirects, '/neighborhood/x/')).toBe('/los-angeles-seo/x');
    expect(redirectTarget(redirects, '/neighborhoods')).toBeUndefined();
    expect(redirectTarget(redirects, '/neighborhood/a/b')).toBeUndefined();
  });
});
