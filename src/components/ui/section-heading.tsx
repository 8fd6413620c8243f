import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  className?: string;
}

/** The eyebrow, h2 and intro that open most sections. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'center', tone = 'light', className }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className={cn('text-sm font-semibold uppercase tracking-wider', dark ? 'text-accent-300' : 'text-brand-700')}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn('mt-2 text-display-md', dark ? 'text-white' : 'text-ink-950')}>
        {title}
      </h2>
      {intro ? <p className={cn('mt-4 text-lg', dark ? 'text-ink-100' : 'text-ink-700')}>{intro}</p> : null}
    </div>
  );
}
