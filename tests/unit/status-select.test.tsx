/**
 * A lead's status saves once per choice (issue 39, docs/decisions/0033-status-commits-on-a-choice.md).
 * The test DOM does not step a closed select with the arrow keys as Chromium on Linux and Windows does, so
 * each step is played as that browser delivers it: the key, then a change to the next option.
 */
import { describe, expect, it, vi } from 'vitest';
import { StatusSelect } from '@/features/dashboard/components/status-select';
import type { LeadStatus } from '@/lib/api/app-database';
import { fireEvent, render, screen } from '../support/render';

function setup() {
  const onCommit = vi.fn<(status: LeadStatus) => void>();
  render(<StatusSelect aria-label="Status of Dana Ortiz" status="new" onCommit={onCommit} />);
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status of Dana Ortiz' });
  select.focus();
  const step = (key: 'ArrowDown' | 'ArrowUp', to: LeadStatus) => {
    fireEvent.keyDown(select, { key });
    fireEvent.change(select, { target: { value: to } });
  };
  return { onCommit, select, step };
}

describe('the status select', () => {
  it('two arrow presses and Enter save one status, the one shown', () => {
    const { onCommit, select, step } = setup();
    step('ArrowDown', 'contacted');
    step('ArrowDown', 'qualified');
    expect(onCommit).not.toHaveBeenCalled();
    expect(select).toHaveValue('qualified');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onCommit.mock.calls).toEqual([['qualified']]);
    // Enter again, and leaving the field, save nothing more.
    fireEvent.keyDown(select, { key: 'Enter' });
    fireEvent.blur(select);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('Escape takes the steps back and saves nothing; leaving the field after a step saves it', () => {
    const { onCommit, select, step } = setup();
    step('ArrowDown', 'contacted');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveValue('new');
    fireEvent.blur(select);
    expect(onCommit).not.toHaveBeenCalled();
    step('ArrowDown', 'contacted');
    fireEvent.blur(select);
    expect(onCommit.mock.calls).toEqual([['contacted']]);
  });

  it('a status picked from the open list (a click, or Enter in the list) saves at once', () => {
    const { onCommit, select } = setup();
    fireEvent.keyDown(select, { key: ' ' });
    fireEvent.change(select, { target: { value: 'won' } });
    expect(onCommit.mock.calls).toEqual([['won']]);
    fireEvent.change(select, { target: { value: 'lost' } });
    expect(onCommit.mock.calls).toEqual([['won'], ['lost']]);
  });

  it('stepping back to the stored status leaves nothing to save', () => {
    const { onCommit, select, step } = setup();
    step('ArrowDown', 'contacted');
    step('ArrowUp', 'new');
    fireEvent.keyDown(select, { key: 'Enter' });
    fireEvent.blur(select);
    expect(onCommit).not.toHaveBeenCalled();
  });
});
