/** The checklist's progress as a ring with the percent in the middle. */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="relative size-32 shrink-0">
      <svg viewBox="0 0 120 120" className="size-full" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" stroke="#eceef2" strokeWidth="12" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          stroke="#15803d"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
          transform="rotate(-90 60 60)"
          className="transition-[stroke-dasharray] duration-300 motion-reduce:transition-none"
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center font-display text-3xl font-extrabold text-ink-950">{percent}%</span>
    </div>
  );
}
