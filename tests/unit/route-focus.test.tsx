/**
 * Route changes are heard and land keyboard focus on the new page (issue 25, WCAG 2.4.3), under
 * React StrictMode: focus on the new page's heading, its title announced once, and nothing at all
 * on the first page, on a change of the query string or on a #hash link.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteEffects } from '@/app/route-effects';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { act, render, screen, waitFor } from '../support/render';

function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Los Angeles SEO Group`;
  }, [title]);
  return (
    <>
      <h1>{title}</h1>
      <Link to="/about">About Us</Link>
      <Link to="/about?tab=team">Team tab</Link>
      <Link to="/about#story">Our story</Link>
    </>
  );
}

function Site({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <RouteEffects />
      <nav aria-label="Footer">
        <Link to="/about">Footer about</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<Page title="Home" />} />
          <Route path="/about" element={<Page title="About Us" />} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

/** The dynamic import of the focus module settles, then the announcer writes its message. */
async function settle() {
  await act(async () => import('@/app/route-focus'));
  await act(async () => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS));
}

describe('route changes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await virtual.stop();
    document.querySelector('[data-announcer]')?.remove();
    vi.useRealTimers();
  });

  it('moves focus to the new page heading and announces its title once', async () => {
    render(<Site at="/" />);
    await virtual.start({ container: document.body });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    screen.getByRole('link', { name: 'Footer about' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'About Us' })));
    const log = await virtual.spokenPhraseLog();
    expect(log.filter((phrase) => phrase.includes('About Us | Los Angeles SEO Group'))).toHaveLength(1);
    expect(log.at(-1)).toMatch(/About Us \| Los Angeles SEO Group/);
  });

  it('leaves focus alone on the first page, on a query change and on a #hash link', async () => {
    render(<Site at="/about" />);
    await settle();
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector('[data-announcer]')?.textContent ?? '').toBe('');

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const tab = screen.getByRole('link', { name: 'Team tab' });
    tab.focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Team tab' }));

    screen.getByRole('link', { name: 'Our story' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Our story' }));
    expect(document.querySelector('[data-announcer]')?.textContent ?? '').toBe('');
  });
});
