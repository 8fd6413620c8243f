import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

interface ChartFrameProps {
  title: string;
  /** The same facts in words or a table, for screen readers and crawlers (the drawing is hidden from them). */
  alternative: ReactNode;
  /** Where the numbers come from, shown under the chart. */
  note?: string;
  /** Height of the drawing area (a Tailwind height class). */
  heightClassName?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/**
 * The frame every chart on the site sits in: a figure with its caption, the drawing for sighted
 * visitors, its text alternative, and the source note.
 */
export function ChartFrame({ title, alternative, note, heightClassName = 'h-72', className, ref, children }: ChartFrameProps) {
  return (
    <figure ref={ref} className={cn('min-w-0 rounded-card border border-ink-100 bg-white p-4', className)}>
      <figcaption className="font-semibold text-ink-950">{title}</figcaption>
      <div className={cn('mt-4', heightClassName)} aria-hidden="true">
        {children}
      </div>
      <VisuallyHidden as="div">{alternative}</VisuallyHidden>
      {note ? <p className="mt-3 text-xs text-ink-600">{note}</p> : null}
    </figure>
  );
}
