/**
 * A sort pressed in the leads list's header is answered by the press's own paint first: the new sort
 * (and with it the header, the query and the rows) renders as a transition after it (issue 63, item 2:
 * the press took 29-55 ms of script at 4x CPU before its paint). React's scheduler runs here as in a
 * browser, outside act(), which would flush both renders together.
 */
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLeadListState } from '@/features/dashboard/components/use-lead-list-state';
import { render, screen, waitFor } from '../support/render';
import { runReactAsInTheBrowser } from '../support/outside-act';

function Harness() {
  const { sort, onSort } = useLeadListState([]);
  return (
    <>
      <button type="button" onClick={() => onSort('name')}>
        Name
      </button>
      <p>
        Sorted by {sort.column}, {sort.direction}
      </p>
    </>
  );
}

runReactAsInTheBrowser();

describe('the leads list sort', () => {
  it('renders after the press: descending first, then toggling', async () => {
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    const name = screen.getByRole('button', { name: 'Name' });

    name.click();
    // A discrete update would be committed by the end of the press's task (a microtask); a transition is not.
    await Promise.resolve();
    expect(screen.getByText('Sorted by created_at, desc')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Sorted by name, desc')).toBeInTheDocument());

    name.click();
    await waitFor(() => expect(screen.getByText('Sorted by name, asc')).toBeInTheDocument());
  });
});
