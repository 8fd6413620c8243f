// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadOnIntent } from '@/app/preload-on-intent';

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.innerHTML = '<span>label</span>';
  document.body.append(anchor);
  return anchor;
}

describe('preloading a page on intent', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('loads a page once when a pointer, focus or touch reaches a link to it, and not the page already shown', async () => {
    const loaded: string[] = [];
    stop = preloadOnIntent(async (pathname) => loaded.push(pathname));
    const pricing = link('/pricing');
    pricing.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    pricing.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/about').dispatchEvent(new Event('touchstart', { bubbles: true }));
    link(window.location.pathname).dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).toEqual(['/pricing', '/about']);
  });

  it('leaves other sites, new tabs and downloads alone', () => {
    const loaded: string[] = [];
    stop = preloadOnIntent(async (pathname) => loaded.push(pathname));
    link('https://example.com/pricing').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/contact', { target: '_blank' }).dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/downloads/checklist.pdf', { download: '' }).dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).toEqual([]);
  });

  it('tries again on the next intent after a failed load', async () => {
    const attempts: string[] = [];
    stop = preloadOnIntent((pathname) => {
      attempts.push(pathname);
      return attempts.length === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
    });
    const faqs = link('/faqs');
    faqs.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    faqs.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(attempts).toEqual(['/faqs', '/faqs']);
  });

  it('stops listening when asked', () => {
    const loaded: string[] = [];
    preloadOnIntent(async (pathname) => loaded.push(pathname))();
    link('/pricing').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).toEqual([]);
  });
});
