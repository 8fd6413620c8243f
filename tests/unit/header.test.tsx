import { act, fireEvent, render, screen } from '../support/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Header } from '@/components/layout/header';

function renderHeader(path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Header /> },
      { path: '*', element: <Header /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('Header', () => {
  it('takes its scrolled look only past 10 pixels', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('shows the phone link and the consultation button', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: /\(213\) 555-0142/ })[0]).toHaveAttribute('href', 'tel:+12135550142');
    expect(screen.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute('href', '/contact');
  });

  it('highlights the current route', () => {
    renderHeader('/pricing');
    expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('[aria-current="page"]')).toHaveTextContent('Pricing');
  });

  it('closes the mobile menu on a route change', async () => {
    const router = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The menu's panel is a chunk of its own: it appears once that has loaded.
    expect(await screen.findByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await act(() => router.navigate('/pricing'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('keeps every dropdown link in the markup and shows one menu at a time', async () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('a[href^="/services/"]')).toHaveLength(5);
    const services = screen.getByRole('button', { name: 'Services' });
    const quiz = screen.getByRole('button', { name: 'SEO Quiz' });
    await userEvent.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(quiz);
    expect(quiz).toHaveAttribute('aria-expanded', 'true');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(quiz).toHaveAttribute('aria-expanded', 'false');
  });
});
