import { describe, expect, it } from 'vitest';
import { cardOfHead } from '../../scripts/og/page-cards';
import { titleRuns } from '../../scripts/og/page-card-layout';
import { renderPageCard } from '../../scripts/og/render-page-card';
import { imageSize } from '../site/support/image-size';

const head = (title: string, image: string) => `<title>${title}</title><meta name="description" content="x"/><meta property="og:image" content="${image}"/>`;

describe('the build finds a page card in a rendered head', () => {
  it('takes the card the head names, with the title as the page shows it (entities decoded)', () => {
    const card = cardOfHead(
      '/case-studies/cs-2',
      head('Furniture &amp; D&#x27;cor Grew 164% | LA SEO Group', 'https://www.losangelesseogroup.com/og/case-studies/cs-2.png'),
    );
    expect(card).toMatchObject({ image: '/og/case-studies/cs-2.png', label: 'Case study', title: "Furniture & D'cor Grew 164%" });
  });

  it('draws nothing for a head that shows another image, or a page outside the carded sections', () => {
    expect(cardOfHead('/case-studies/cs-99', head('Case Study Not Found | LA SEO Group', 'https://www.losangelesseogroup.com/og/default.jpg'))).toBeNull();
    expect(cardOfHead('/about', head('About Us', 'https://www.losangelesseogroup.com/og/default.jpg'))).toBeNull();
    expect(cardOfHead('/services/local-seo', '<title>Local SEO</title>')).toBeNull();
  });
});

describe('the title of a card', () => {
  it('sets each hyphen in Inter, whose hyphen reads as one at display size, and keeps every character in order', () => {
    const runs = titleRuns('Long-tail keywords for on-page SEO');
    const text = runs.map((run) => (typeof run === 'string' ? run : run.props.children)).join('');
    expect(text).toBe('Long-tail keywords for on-page SEO');
    const hyphens = runs.filter((run) => typeof run !== 'string');
    expect(hyphens).toHaveLength(2);
    for (const hyphen of hyphens) expect(hyphen).toMatchObject({ type: 'span', props: { style: { fontFamily: 'Inter' }, children: '-' } });
    expect(titleRuns('Local SEO')).toEqual(['Local SEO']);
  });
});

describe('renderPageCard', () => {
  it('draws a 1200x630 PNG of a long title well under 100 KB, without a browser', async () => {
    const png = await renderPageCard({ label: 'SEO knowledge base', title: 'Website Security and SEO: HTTPS, Hacks and Malware Warnings' });
    expect(imageSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(100 * 1024);
  });
});
