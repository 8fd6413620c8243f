import { RingMeter } from '@/components/ui/ring-meter';

/** The checklist's progress as a ring with the percent in the middle. */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <RingMeter value={percent} color="#15803d">
        {percent}%
      </RingMeter>
    </div>
  );
}
