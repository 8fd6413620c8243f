import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A list whose items each start with the same small decorative icon. */
export function IconList({ items, icon: Icon, iconClassName, className }: { items: string[]; icon: LucideIcon; iconClassName: string; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
