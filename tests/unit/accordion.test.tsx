import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from '@/components/ui/accordion';
import { ContentTabs } from '@/components/ui/content-tabs';
import { untilFoundHtml } from '@/components/ui/until-found-html';
import { act, fireEvent, render, screen } from '../support/render';

const items = [
  { id: 'cost', title: 'What does it cost?', content: <p>Plans start at one monthly fee.</p> },
  { id: 'time', title: 'How long does it take?', content: <p>Most sites move within three months.</p> },
  { id: 'contract', title: 'Is there a contract?', content: <p>No long contract: cancel with thirty days notice.</p> },
];

const panelOf = (text: string) => screen.getByText(text).closest('[role="region"]')!;

// The browser fires this on a hidden-until-found panel before it shows a find-in-page match in it.
const findInPage = (panel: Element) => act(() => void panel.dispatchEvent(new Event('beforematch', { bubbles: true })));

describe('Accordion: every answer in the page', () => {
  it('keeps a closed answer in the DOM, hidden until found, and shows the open one', () => {
    render(<Accordion items={items} defaultValue="cost" />);
    expect(panelOf('Plans start at one monthly fee.')).not.toHaveAttribute('hidden');
    expect(panelOf('Most sites move within three months.')).toHaveAttribute('hidden', 'until-found');
    expect(panelOf('No long contract: cancel with thirty days notice.')).toHaveAttribute('hidden', 'until-found');
    expect(screen.getByRole('button', { name: 'How long does it take?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the panel the browser found text in, and closes the one that was open', () => {
    render(<Accordion items={items} defaultValue="cost" />);
    findInPage(panelOf('No long contract: cancel with thirty days notice.'));
    expect(screen.getByRole('button', { name: 'Is there a contract?' })).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf('No long contract: cancel with thirty days notice.')).not.toHaveAttribute('hidden');
    expect(screen.getByRole('button', { name: 'What does it cost?' })).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('Plans start at one monthly fee.')).toHaveAttribute('hidden', 'until-found');
  });

  it('hides a panel closed by a click until found again, not with a plain hidden', async () => {
    render(<Accordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'How long does it take?' });
    await userEvent.click(trigger);
    expect(panelOf('Most sites move within three months.')).not.toHaveAttribute('hidden');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('Most sites move within three months.')).toHaveAttribute('hidden', 'until-found');
  });

  it('keeps the keyboard: arrows, Home and End move between questions, Enter and Space open and close', async () => {
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole('button');
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('writes closed answers into the server HTML as hidden="until-found", and hydrates it without a mismatch', async () => {
    const html = untilFoundHtml(renderToString(<Accordion items={items} defaultValue="cost" />));
    expect(html.match(/hidden="until-found"/g)).toHaveLength(2);
    expect(html).not.toMatch(/hidden=""/);
    expect(html).toContain('Most sites move within three months.');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Accordion items={items} defaultValue="cost" />, { onRecoverableError: (cause) => recoverable.push(cause) }));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[hidden="until-found"]')).toHaveLength(2);
    act(() => root.unmount());
    container.remove();
  });

  it('opens an answer the reader found before the page hydrated, instead of hiding it again', async () => {
    const container = document.createElement('div');
    container.innerHTML = untilFoundHtml(renderToString(<Accordion items={items} />));
    document.body.appendChild(container);
    // What the browser does to a found panel: the page's script was not running yet to hear beforematch.
    container.querySelectorAll('[role="region"]')[1]!.removeAttribute('hidden');
    // React reports the attribute the browser removed (development builds only), and keeps the DOM as found.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <Accordion items={items} />));
    expect(container.querySelectorAll('button')[1]).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelectorAll('[role="region"]')[1]).not.toHaveAttribute('hidden');
    act(() => root.unmount());
    container.remove();
  });
});

describe('ContentTabs: every panel in the page', () => {
  const tabs = [
    { id: 'one', label: 'Research', content: <p>We study the market.</p> },
    { id: 'two', label: 'Execution', content: <p>We build the pages.</p> },
  ];

  it('keeps an inactive panel in the DOM hidden until found, and switches to it when the browser finds text in it', () => {
    render(<ContentTabs tabs={tabs} defaultValue="one" label="Phases" />);
    const inactive = screen.getByText('We build the pages.').closest('[role="tabpanel"]')!;
    expect(inactive).toHaveAttribute('hidden', 'until-found');
    findInPage(inactive);
    expect(screen.getByRole('tab', { name: 'Execution' })).toHaveAttribute('aria-selected', 'true');
    expect(inactive).not.toHaveAttribute('hidden');
    expect(screen.getByText('We study the market.').closest('[role="tabpanel"]')).toHaveAttribute('hidden', 'until-found');
  });

  it('still switches with a click', () => {
    render(<ContentTabs tabs={tabs} defaultValue="one" label="Phases" />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Execution' }));
    expect(screen.getByRole('tab', { name: 'Execution' })).toHaveAttribute('aria-selected', 'true');
  });
});
