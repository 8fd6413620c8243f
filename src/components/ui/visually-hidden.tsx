import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** `div` for block content (a table, a list), `p` for a sentence of its own, `span` for words inside a line. */
  as?: 'span' | 'div' | 'p';
}

/**
 * Content for screen readers and crawlers only, taking no room in any layout. The hiding sits on a
 * wrapper, never on the content itself: a table given the `sr-only` class keeps its full width,
 * because a table never shrinks below its content, and made knowledge-base articles scroll sideways
 * on a phone. The wrapper's clipped 1 px box holds anything.
 */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element className={cn('sr-only', className)} {...props} />;
}
