/**
 * The brand fonts from a visitor's second page on (docs/decisions/0082-brand-fonts-from-the-second-page.md):
 * a first visit's first page keeps the fallbacks it painted with while the fonts are fetched for
 * later; the next page (a navigation in the app, or any later page load through the head script of
 * index.html) shows them; a refused font leaves the site in the fallbacks, remembering nothing.
 * The test DOM (happy-dom) has no FontFaceSet, so document.fonts is a stand-in holding the page's six faces (the two
 * brand fonts and the four metric-matched fallbacks of src/styles/fonts.css).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { render, screen } from '../support/render';

interface StandInFace {
  family: string;
  status: 'unloaded' | 'loading' | 'loaded' | 'error';
  load: () => Promise<StandInFace>;
}

function fontSet(refuse = false): StandInFace[] {
  const families = ['"Inter Variable"', '"Plus Jakarta Sans Variable"', '"Inter Fallback"', '"Inter Fallback"', '"Plus Jakarta Sans Fallback"', '"Plus Jakarta Sans Fallback"'];
  const faces = families.map((family) => {
    const face: StandInFace = {
      family,
      status: 'unloaded',
      load: () => {
        face.status = refuse ? 'error' : 'loaded';
        return refuse ? Promise.reject(new DOMException('A network error occurred.', 'NetworkError')) : Promise.resolve(face);
      },
    };
    return face;
  });
  Object.defineProperty(document, 'fonts', { configurable: true, value: { forEach: (each: (face: StandInFace) => void) => faces.forEach(each) } });
  return faces;
}

const loaded = (faces: StandInFace[]) => faces.filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''));
const shown = () => document.documentElement.hasAttribute('data-brand-fonts');

/** The modules afresh: they remember, for the document's life, whether this visit fetched the fonts. */
const brandFonts = async () => {
  vi.resetModules();
  return { ...(await import('@/lib/brand-fonts')), ...(await import('@/lib/fetch-brand-fonts')) };
};

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-brand-fonts');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a first visit', () => {
  it('fetches the two brand fonts once the page is up, without showing them on that page, and remembers it', async () => {
    vi.useFakeTimers();
    const faces = fontSet();
    const { fetchBrandFontsWhenIdle } = await brandFonts();
    fetchBrandFontsWhenIdle();
    // Nothing is fetched in the task that started the page.
    expect(loaded(faces)).toEqual([]);
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(localStorage.getItem(storageKeys.brandFonts)).toBe('true'));
    expect(loaded(faces)).toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
    expect(shown()).toBe(false);
  });

  it('shows the fetched fonts on the next page the visitor opens, and not before', async () => {
    fontSet();
    // the test DOM does not scroll; the route effects scroll a new page to its top.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { fetchBrandFontsForLater } = await brandFonts();
    const { RouteEffects } = await import('@/app/route-effects');
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteEffects />
        <Routes>
          <Route path="/" element={<Link to="/pricing">Pricing</Link>} />
          <Route path="/pricing" element={<h1>Pricing</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await fetchBrandFontsForLater();
    expect(shown()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(shown()).toBe(true);
  });

  it('leaves the site in the fallbacks when a font is refused: nothing remembered, nothing shown later', async () => {
    fontSet(true);
    const { fetchBrandFontsForLater, showFetchedBrandFonts } = await brandFonts();
    await fetchBrandFontsForLater();
    expect(localStorage.getItem(storageKeys.brandFonts)).toBeNull();
    showFetchedBrandFonts();
    expect(shown()).toBe(false);
  });

  it('does not show fonts a visit has not fetched when the visitor moves on', async () => {
    fontSet();
    const { showFetchedBrandFonts } = await brandFonts();
    showFetchedBrandFonts();
    expect(shown()).toBe(false);
  });
});

describe('a later page load', () => {
  it('fetches nothing more when the fonts are shown from the first paint or already remembered', async () => {
    vi.useFakeTimers();
    const faces = fontSet();
    const { fetchBrandFontsWhenIdle } = await brandFonts();
    localStorage.setItem(storageKeys.brandFonts, 'true');
    fetchBrandFontsWhenIdle();
    document.documentElement.setAttribute('data-brand-fonts', '');
    localStorage.clear();
    fetchBrandFontsWhenIdle();
    await vi.runAllTimersAsync();
    expect(loaded(faces)).toEqual([]);
  });
});

describe('the head script of index.html', () => {
  const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
  const script = /<script>(try\{[^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const run = () => new Function(script)() as void;

  it('sits in the head, before the stylesheet Vite adds there, and reads the key and sets the attribute the app uses', async () => {
    const { BRAND_FONTS_ATTRIBUTE } = await brandFonts();
    expect(html.indexOf(script)).toBeGreaterThan(0);
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('<!--app-head-->'));
    expect(script).toContain(`"${storageKeys.brandFonts}"`);
    expect(script).toContain(`"${BRAND_FONTS_ATTRIBUTE}"`);
  });

  it('shows the brand fonts from the first paint in a browser that has fetched them, and not otherwise', () => {
    run();
    expect(shown()).toBe(false);
    localStorage.setItem(storageKeys.brandFonts, 'true');
    run();
    expect(shown()).toBe(true);
  });

  it('never stops the page when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(shown()).toBe(false);
  });
});
