import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isNavGroup, type NavEntry } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { NavDropdown } from './nav-dropdown';

const topLevel = 'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-3 text-[0.95rem] font-medium transition-colors hover:bg-brand-50 hover:text-brand-700';
/** Colours for the current section and the others (kept apart so no two utilities compete). */
const tone = (active: boolean) => (active ? 'bg-brand-50 text-brand-700' : 'text-ink-800');

/**
 * The desktop navigation bar: plain links and disclosure dropdowns, one open at a time. It needs
 * about 1,040 px beside the logo, the phone link and the consultation button, so below 1,280 px the
 * menu toggle takes its place (see header.tsx).
 */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  const { pathname, key } = useLocation();
  // Which dropdown is open, and on which location: a route change closes it.
  const [open, setOpen] = useState<{ group: string; at: string } | null>(null);
  const openGroup = open?.at === key ? open.group : null;
  const isActive = useCallback((path: string) => pathname === path || pathname.startsWith(`${path}/`), [pathname]);

  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {entries.map((entry) =>
          isNavGroup(entry) ? (
            <NavDropdown
              key={entry.name}
              group={entry}
              open={openGroup === entry.name}
              onOpenChange={(isOpen) =>
                setOpen((current) => (isOpen ? { group: entry.name, at: key } : current?.group === entry.name ? null : current))
              }
              isActive={isActive}
              triggerClassName={cn(topLevel, tone(entry.items.some((item) => !item.external && isActive(item.path))))}
            />
          ) : (
            <li key={entry.path}>
              <Link
                to={entry.path}
                className={cn(topLevel, tone(isActive(entry.path)))}
                aria-current={isActive(entry.path) ? 'page' : undefined}
              >
                {entry.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
