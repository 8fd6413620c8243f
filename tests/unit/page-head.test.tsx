import { render } from '../support/render';
import { describe, expect, it, vi } from 'vitest';
import { PageHead } from '@/components/seo/page-head';
import { ogCardAlt, ogCards } from '@/content/og-cards';

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
});
