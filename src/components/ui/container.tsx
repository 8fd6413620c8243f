import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const widths = {
  narrow: 'max-w-2xl',
  prose: 'max-w-3xl',
  content: 'max-w-content',
  wide: 'max-w-[90rem]',
} as const;

interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Maximum width: narrow (42rem), prose (48rem), content (72rem, default) or wide (90rem). */
  size?: keyof typeof widths;
}

export function Container({ className, size = 'content', ...props }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[size], className)} {...props} />;
}
