/**
 * What a screen reader hears on the dashboard and from its dialogs (issue 25, WCAG 4.1.3), through
 * a virtual screen reader: 'Last refreshed …' ticks every second on screen but is said once per
 * refresh; the delete dialog is heard with its name and what it will do as it opens.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteLeadDialog } from '@/features/dashboard/components/delete-lead-dialog';
import { LastRefreshed } from '@/features/dashboard/components/last-refreshed';
import type { LeadRow } from '@/lib/api/app-database';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { act, render, screen } from '../support/render';
import { listenWithVirtualScreenReader } from '../support/screen-reader';

describe('dashboard announcements', () => {
  listenWithVirtualScreenReader();

  it('the refresh time is said once per refresh, never with each second it ticks', async () => {
    vi.setSystemTime(new Date(2026, 10, 25, 9, 30, 0));
    const first = Date.now();
    const { rerender } = render(<LastRefreshed at={first} />);
    await virtual.start({ container: document.body });
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByText(/^Last refreshed 20 seconds ago$/)).toBeInTheDocument();
    const refreshed = () => virtual.spokenPhraseLog().then((log) => log.filter((phrase) => /refreshed/i.test(phrase)));
    expect(await refreshed()).toEqual([]);

    rerender(<LastRefreshed at={Date.now()} />);
    await act(async () => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS + 10_000));
    expect(await refreshed()).toEqual(['polite: Leads refreshed at 9:30 AM']);
  });

  it('the delete dialog is heard as a dialog with its name and what it will do', async () => {
    const lead = { id: 'lead-1', name: 'Dana Ortiz', email: 'dana@example.com' } as LeadRow;
    function Table() {
      const [pending, setPending] = useState<LeadRow | null>(null);
      return (
        <>
          <button type="button" onClick={() => setPending(lead)}>
            Delete lead from dana@example.com
          </button>
          <DeleteLeadDialog lead={pending} deleting={false} onCancel={() => setPending(null)} onConfirm={() => setPending(null)} />
        </>
      );
    }
    render(<Table />);
    await virtual.start({ container: document.body });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    screen.getByRole('button', { name: 'Delete lead from dana@example.com' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Delete this lead?' });
    await act(async () => vi.advanceTimersByTimeAsync(50));
    // Where the screen reader's cursor is after the dialog took focus: it reads what it landed in.
    await virtual.next();
    const log = (await virtual.spokenPhraseLog()).join(' | ');
    expect(log).toMatch(/dialog, Delete this lead\?/);
    expect(log).toMatch(/Dana Ortiz \(dana@example\.com\) will be permanently removed\. This cannot be undone\./);
  });
});
