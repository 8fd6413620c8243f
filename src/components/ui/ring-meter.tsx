import type { ReactNode } from 'react';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A 0-100 ring with its label in the middle. Decorative: the caller names the value for assistive tech. */
export function RingMeter({ value, color, children }: { value: number; color: string; children: ReactNode }) {
  return (
    <div className="relative size-32 shrink-0">
      <svg viewBox="0 0 120 120" className="size-full" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="#eceef2" strokeWidth="12" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke={color}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${(Math.max(0, Math.min(100, value)) / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
          className="transition-[stroke-dasharray] duration-300 motion-reduce:transition-none"
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center font-display text-3xl font-extrabold text-ink-950">{children}</span>
    </div>
  );
}
