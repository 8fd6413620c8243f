import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface IconTermProps {
  icon: ReactNode;
  label: ReactNode;
  /** The term's type and spacing. */
  className?: string;
  /** The chip's size, shape and display. */
  chipClassName?: string;
}

/**
 * A description-list term led by a decorative icon chip. The chip sits inside the dt because a dl's
 * groups may hold only dt and dd.
 */
export function IconTerm({ icon, label, className, chipClassName }: IconTermProps) {
  return (
    <dt className={cn('flex items-center', className)}>
      <span aria-hidden="true" className={cn('shrink-0 items-center justify-center bg-brand-50 text-brand-700', chipClassName)}>
        {icon}
      </span>
      {label}
    </dt>
  );
}
