import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useFreeSlots } from '../api/free-slots';
import { bookingKeys } from '../api/keys';
import { bookingText } from '../lib/booking-text';
import { groupSlots, type SlotChoice } from '../lib/slots';
import { SlotPicker } from './slot-picker';

interface FreeTimePickerProps {
  /** The zone the times are shown in: the visitor's own, or Los Angeles for staff. */
  zone: string;
  selected: SlotChoice | null;
  /** Called in a transition (the slot picker's rule). */
  onSelect: (slot: SlotChoice) => void;
}

/**
 * The free times (book_slots, a GET) in the shared slot picker, with its loading, failed (Try again,
 * which stays busy while it reads, so focus stays on it) and empty states: what the manage page's
 * move and the Calls view's Move dialog show (docs/decisions/0070-move-a-call-in-one-step.md). A
 * chosen time no longer among the free ones is shown as not chosen.
 */
export function FreeTimePicker({ zone, selected, onSelect }: FreeTimePickerProps) {
  const slots = useFreeSlots();
  // Mounted with a dialog, the picker (each free time's buttons, read in two clocks) was most of
  // the press that opened it: 392 ms to the next paint at 4x CPU for the Calls view's Move. So it
  // first renders as an empty block and draws the times once the dialog has painted.
  const drawn = useDrawnAfterPaint();
  const days = useMemo(() => (drawn ? groupSlots(slots.data ?? [], zone) : []), [drawn, slots.data, zone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const chosen = selected && slots.data?.some((slot) => slot.startsAt === selected.startsAt) ? selected : null;
  if (!drawn) return <div className="mt-6 min-h-24" />;
  if (slots.isPending) {
    return (
      <p role="status" className="mt-6 text-ink-700">
        {bookingText.picker.loading}
      </p>
    );
  }
  if (slots.isError && !slots.data) {
    return (
      <div className="mt-6">
        <p role="alert" className="font-medium text-danger">
          {bookingText.picker.failed}
        </p>
        <Button className="mt-4" busy={slots.isFetching} onClick={() => void slots.refetch()}>
          {bookingText.picker.retry}
        </Button>
      </div>
    );
  }
  if (days.length === 0) return <p className="mt-6 font-semibold text-ink-950">{bookingText.picker.empty}</p>;
  return <SlotPicker days={days} dayKey={dayKey ?? days[0]!.key} onDay={setDayKey} selected={chosen} onSelect={onSelect} />;
}

/** False for the first render, true once the browser has painted it (StrictMode's second effect run included). */
function useDrawnAfterPaint(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && setDrawn(true));
    return () => {
      mounted = false;
    };
  }, []);
  return drawn;
}

/** Whether a chosen time is still among the free ones the picker shows (read from the same query). */
export function useStillFree(selected: SlotChoice | null): SlotChoice | null {
  const slots = useFreeSlots();
  return selected && slots.data?.some((slot) => slot.startsAt === selected.startsAt) ? selected : null;
}

/** Reads the free times again (after a time was refused as taken): the picker shows the fresh ones. */
export function useRefreshFreeTimes(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: bookingKeys.slots() }), [client]);
}

export type { SlotChoice } from '../lib/slots';
export { OFFICE_ZONE } from '../lib/slots';
