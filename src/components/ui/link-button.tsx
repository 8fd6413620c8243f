import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

interface LinkButtonProps {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margins, width), as with Button. */
  className?: string;
  children: ReactNode;
}

/** A route link that looks like a button: navigation stays a link for assistive technology and the router. */
export function LinkButton({ to, variant, size, className, children }: LinkButtonProps) {
  return (
    <Link to={to} className={buttonClasses({ variant, size, className })}>
      {children}
    </Link>
  );
}
