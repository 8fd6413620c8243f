import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DetailSectionProps {
  /** The anchor other links jump to; the header's height is kept clear with scroll-mt-header. */
  id?: string;
  headingId: string;
  eyebrow?: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A section of the neighborhood page's main column: eyebrow, h2 and content. */
export function DetailSection({ id, headingId, eyebrow, title, className, children }: DetailSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-header', className)}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p> : null}
      <h2 id={headingId} className="mt-2 text-display-sm text-ink-950 sm:text-display-md">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
