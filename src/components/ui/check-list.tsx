import { CheckCircle2 } from 'lucide-react';
import { IconList } from './icon-list';

/** What is included or achieved, each item ticked off in the success colour. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return <IconList items={items} icon={CheckCircle2} iconClassName="text-success" className={className} />;
}
