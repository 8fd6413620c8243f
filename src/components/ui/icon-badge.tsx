import type { IconName } from '@/content/types';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

/** A content icon in white on a brand-coloured rounded square, leading a card or a list item. */
export function IconBadge({ name, className }: { name: IconName; className?: string }) {
  return (
    <span className={cn('inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white', className)}>
      <Icon name={name} className="size-5" />
    </span>
  );
}
