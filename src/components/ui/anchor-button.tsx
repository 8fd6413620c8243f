import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

export interface AnchorButtonProps {
  href: string;
  /** Saves the file at href instead of opening it. */
  download?: boolean;
  /** A decorative icon before the label, sized to the button. */
  icon?: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margins, width), as with Button. */
  className?: string;
  children: ReactNode;
}

/** A plain link styled as a button, for what the router must not handle: files, tel: and in-page anchors. */
export function AnchorButton({ href, download, icon: Icon, variant, size, className, children }: AnchorButtonProps) {
  return (
    <a href={href} download={download} className={buttonClasses({ variant, size, className })}>
      {Icon ? <Icon aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-4'} /> : null}
      {children}
    </a>
  );
}
