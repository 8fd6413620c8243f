/**
 * Issue 52: one wording for a lead at New past an office hour (the header's count, a row's marker, a
 * lead's line, the morning e-mail) and durations in the Speed table written as they are.
 */
import { describe, expect, it } from 'vitest';
import { SpeedTable } from '@/features/dashboard/components/speed/speed-table';
import { WaitingCount } from '@/features/dashboard/components/speed/waiting-count';
import { WaitingMarker } from '@/features/dashboard/components/speed/waiting-marker';
import { speedCellText, WAITING_ROW_LABEL, waitingCountText, WAITING_WORDS } from '@/features/dashboard/lib/waiting-words';
import type { SpeedWeek, WaitingSummary } from '@/lib/api/app-database';
import { waitingLeadsEmail } from '../../supabase/functions/_shared/waiting-leads-email';
import { render, screen } from '../support/render';

describe('the waiting wording', () => {
  it('counts in one wording, with the cap and thousands', () => {
    expect(waitingCountText(1)).toBe('1 waiting over an office hour');
    expect(waitingCountText(3)).toBe('3 waiting over an office hour');
    expect(waitingCountText(10_000, true)).toBe('10,000+ waiting over an office hour');
  });

  it('marks a row in the same words', () => {
    expect(WAITING_ROW_LABEL).toBe('Waiting over an office hour');
  });

  it('is what the morning e-mail says', () => {
    const { subject } = waitingLeadsEmail({ day: '2026-11-24', total: 1, leads: [] });
    expect(subject).toContain(WAITING_WORDS);
  });

  it('writes a Speed cell as the duration, never "at most"', () => {
    expect(speedCellText(30)).toBe('under 1 min');
    expect(speedCellText(12 * 60)).toBe('12 min');
    expect(speedCellText(3600 + 5 * 60)).toBe('1 h 5 min');
    expect(speedCellText(null)).toBe('none touched');
  });
});

describe('the components say it that way', () => {
  it('the header count', () => {
    const summary = { waiting: 3, capped: false } as WaitingSummary;
    const { container } = render(<WaitingCount summary={summary} />);
    expect(container.querySelector('[data-waiting-count]')).toHaveTextContent(/^3 waiting over an office hour$/);
  });

  it('the row marker, for a row the lead list answers as waiting, and none for one it does not (a booked lead)', () => {
    const { container, rerender } = render(<WaitingMarker lead={{ waiting: true }} />);
    expect(container.querySelector('[data-waiting-marker]')).toHaveTextContent(/^Waiting over an office hour$/);
    rerender(<WaitingMarker lead={{ waiting: false }} />);
    expect(container.querySelector('[data-waiting-marker]')).toBeNull();
  });

  it('the Speed table', () => {
    const week: SpeedWeek = {
      week_of: '2026-11-16',
      arrived: 4,
      touched: 3,
      office_median: 30,
      office_p90: 12 * 60,
      elapsed_median: 3600 + 5 * 60,
      elapsed_p90: null,
    } as SpeedWeek;
    render(<SpeedTable weeks={[week]} />);
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('under 1 min');
    expect(row).toHaveTextContent('12 min');
    expect(row).toHaveTextContent('1 h 5 min');
    expect(row).toHaveTextContent('none touched');
    expect(row).not.toHaveTextContent(/at most/);
  });
});
