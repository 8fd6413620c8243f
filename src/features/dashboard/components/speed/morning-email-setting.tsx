import { useId } from 'react';
import { useSetMorningEmail } from '../../api/set-morning-email';
import type { WaitingSummary } from '@/lib/api/app-database';

/**
 * The weekday 8:30 am e-mail of waiting leads, on or off, stored in the database. The checkbox stays
 * enabled while the write is under way (nothing focused disables itself); aria-busy says so.
 */
export function MorningEmailSetting({ summary }: { summary: WaitingSummary | undefined }) {
  const id = useId();
  const { mutate, isPending, variables } = useSetMorningEmail();
  const checked = isPending && variables !== undefined ? variables : (summary?.morning_email ?? false);
  return (
    <div className="flex items-start gap-3 rounded-card border border-ink-100 bg-white p-4" aria-busy={isPending}>
      <input
        id={id}
        type="checkbox"
        data-morning-email
        // Named by its title alone; the sentence under it describes it (a 30-word name was read at every visit; issue 52).
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-description`}
        className="mt-1 size-4 accent-brand-700"
        checked={checked}
        onChange={(event) => {
          if (!isPending) mutate(event.target.checked);
        }}
      />
      <label htmlFor={id} className="text-sm text-ink-800">
        <span id={`${id}-name`} className="font-semibold text-ink-950">
          Morning e-mail of waiting leads
        </span>
        <span id={`${id}-description`} className="block text-ink-600">
          On weekdays at 8:30 am PT, e-mail the agency a list of the leads still at New after an office hour; only when there are any.
        </span>
      </label>
    </div>
  );
}
