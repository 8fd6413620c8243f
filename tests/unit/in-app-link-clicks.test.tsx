import { act, fireEvent, render, screen } from '../support/render';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { followInAppLink } from '@/lib/in-app-link-clicks';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Links() {
  const navigate = useNavigate();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={(event) => followInAppLink(event, navigate)}>
      <a href="/dashboard?lead=abc" data-in-app>
        <span>Rosa Diaz</span>
      </a>
      <a href="mailto:rosa@example.com">rosa@example.com</a>
      <Where />
    </div>
  );
}

const renderLinks = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Links />
    </MemoryRouter>,
  );

describe('followInAppLink: one handler for a list of plain in-app links', () => {
  it('follows a plain left click in the app, from the link or anything inside it', () => {
    renderLinks();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void screen.getByText('Rosa Diaz').dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard?lead=abc');
  });

  it('leaves a click with a modifier key or another button to the browser (new tab, new window)', () => {
    renderLinks();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      act(() => void screen.getByRole('link', { name: 'Rosa Diaz' }).dispatchEvent(click));
      expect(click.defaultPrevented).toBe(false);
    }
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('leaves links without data-in-app alone', () => {
    renderLinks();
    expect(fireEvent.click(screen.getByRole('link', { name: 'rosa@example.com' }))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });
});
