import type { FeatureCard } from '@/content/types';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

/** Cards of icon, title and text: the benefit grids of the home, tool and service pages. */
export function FeatureGrid({ items, columns = 3, className }: { items: readonly FeatureCard[]; columns?: 3 | 4; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3', className)}>
      {items.map((card) => (
        <li key={card.title} className="rounded-card bg-white p-6 shadow-card">
          <Icon name={card.icon} className="size-7 text-brand-700" />
          <h3 className="mt-4 text-lg font-bold">{card.title}</h3>
          <p className="mt-2 text-ink-700">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
