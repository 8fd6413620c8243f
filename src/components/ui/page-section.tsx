import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './container';
import { SectionHeading } from './section-heading';

interface PageSectionProps {
  /** An anchor that links jump to (#contact-us); the sticky header's height is then kept clear above it. */
  id?: string;
  /** The h2's id, which also names the section's landmark; links and tests find sections by it. */
  headingId: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Centred by default; left beside an `aside`, where a centred heading would float in its column. */
  align?: ComponentProps<typeof SectionHeading>['align'];
  tone?: ComponentProps<typeof SectionHeading>['tone'];
  /** The section's own look, such as its background (bg-ink-50); the vertical rhythm is always py-section. */
  className?: string;
  size?: ComponentProps<typeof Container>['size'];
  /** The Container's layout, e.g. the grid that places `aside` beside the heading. */
  containerClassName?: string;
  /**
   * A second column (a form, a list) beside the heading and children, which are then wrapped in one
   * column of their own. Null keeps that layout with nothing beside it.
   */
  aside?: ReactNode;
  children?: ReactNode;
}

/** A full-width band of a page: a section named by its SectionHeading, then the content, inside a Container. */
export function PageSection({ id, headingId, eyebrow, title, intro, align, tone, className, size, containerClassName, aside, children }: PageSectionProps) {
  const split = aside !== undefined;
  const heading = <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align={align ?? (split ? 'left' : 'center')} tone={tone} />;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(id && 'scroll-mt-header', className, 'py-section')}>
      <Container size={size} className={containerClassName}>
        {split ? (
          <>
            <div>
              {heading}
              {children}
            </div>
            {aside}
          </>
        ) : (
          <>
            {heading}
            {children}
          </>
        )}
      </Container>
    </section>
  );
}
