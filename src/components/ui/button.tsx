import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'inverse' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-pill font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  accent: 'bg-accent-400 text-ink-950 hover:bg-accent-300 focus-visible:outline-accent-400',
  secondary: 'border border-ink-200 bg-white text-ink-900 hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  inverse: 'border border-white/40 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white',
  danger: 'bg-danger text-white hover:bg-red-800 focus-visible:outline-danger',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
};

/**
 * Button styling for anything that should look like a button, links included. `className` adds
 * layout (width, margins); colours and sizes come from the variant and size, so they never compete.
 */
export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[options.variant ?? 'primary'], sizes[options.size ?? 'md'], options.className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Working (a submit in flight): the button looks and acts disabled but keeps focus. A `disabled`
   * button drops focus to <body>, so a keyboard user whose submit failed had to start again from
   * the top of the page (issue 25, WCAG 2.4.3).
   */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', busy = false, onClick, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size, className })}
      aria-disabled={busy || undefined}
      // preventDefault also stops a busy submit button from submitting its form again.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
});
