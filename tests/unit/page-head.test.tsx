import { render } from '../support/render';
import { describe, expect, it, vi } from 'vitest';
import { PageHead } from '@/components/seo/page-head';
import { ogCardAlt, ogCards, pageCard } from '@/content/og-cards';

describe('PageHead', () => {
  it('logs an error and renders nothing without props', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<PageHead />);
    expect(container).toBeEmptyDOMElement();
    expect(document.head.querySelector('title')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('PageHead needs'));
  });

  it('puts the title, description, canonical and JSON-LD on the page', () => {
    render(<PageHead title="About Us" description="Who we are." path="/about" jsonLd={{ '@type': 'Thing', name: '</script>' }} />);
    expect(document.title).toBe('About Us');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Who we are.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.losangelesseogroup.com/about');
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(jsonLd?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(jsonLd?.textContent ?? '')).toEqual({ '@type': 'Thing', name: '</script>' });
  });

  it('describes its social image for Open Graph and Twitter with the words on the card', () => {
    render(<PageHead title="About Us" description="Who we are." path="/about" />);
    const alt = document.head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content');
    expect(alt).toBe(ogCardAlt('/og/default.jpg'));
    expect(alt).toContain(ogCards[0].title);
    expect(document.head.querySelector('meta[name="twitter:image:alt"]')).toHaveAttribute('content', alt!);
  });

  it("gives a page of a carded section its own card, named by its path, with the card's words as alt text", () => {
    render(<PageHead title="Glendale Plumber Tripled Its Calls | LA SEO Group" description="A plumber." path="/case-studies/cs-1" />);
    const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('og:image')).toBe('https://www.losangelesseogroup.com/og/case-studies/cs-1.png');
    expect(meta('og:image:alt')).toBe('Los Angeles SEO Group: Case study. Glendale Plumber Tripled Its Calls');
    expect(document.head.querySelector('meta[name="twitter:image"]')).toHaveAttribute('content', meta('og:image')!);
  });

  it('keeps the default card for a noindex page of such a section, and for a page that names its own image', () => {
    const { unmount } = render(<PageHead title="Case Study Not Found | LA SEO Group" description="Gone." path="/case-studies/cs-99" noindex />);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://www.losangelesseogroup.com/og/default.jpg');
    unmount();
    render(<PageHead title="Backlinks" description="Links." path="/resources/backlink-101" ogImage="/images/x.png" ogImageAlt="A chart" />);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://www.losangelesseogroup.com/images/x.png');
  });
});

describe('pageCard', () => {
  it('answers for the pages of the five carded sections, and takes the brand off the title', () => {
    expect(pageCard('/los-angeles-seo/burbank', 'Burbank SEO Services for Local Businesses | LA SEO Group')).toEqual({
      image: '/og/los-angeles-seo/burbank.png',
      label: 'Local SEO across LA County',
      title: 'Burbank SEO Services for Local Businesses',
      alt: 'Los Angeles SEO Group: Local SEO across LA County. Burbank SEO Services for Local Businesses',
    });
    expect(pageCard('/services/local-seo', 'Local SEO | Los Angeles SEO Group')?.title).toBe('Local SEO');
    expect(pageCard('/knowledge-base/schema-markup', 'Schema Markup')?.image).toBe('/og/knowledge-base/schema-markup.png');
    expect(pageCard('/resources/seo-checklist', 'SEO Checklist')?.label).toBe('Free SEO resource');
    for (const path of ['/', '/about', '/case-studies', '/case-studies/', '/knowledge-base', '/neighborhoods'])
      expect(pageCard(path, 'Title'), path).toBeNull();
  });

  it('answers for /book, the one single page with a card of its own, and not for its manage page', () => {
    expect(pageCard('/book', 'Book a Free SEO Consultation | LA SEO Group')).toEqual({
      image: '/og/book.png',
      label: 'Free 30-minute call',
      title: 'Book a Free SEO Consultation',
      alt: 'Los Angeles SEO Group: Free 30-minute call. Book a Free SEO Consultation',
    });
    expect(pageCard('/book/manage', 'Title')).toBeNull();
  });
});
