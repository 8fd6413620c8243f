import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { NavGroup } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

interface NavDropdownProps {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isActive: (path: string) => boolean;
  triggerClassName: string;
}

/**
 * A WAI-ARIA disclosure menu for site navigation: a button that shows and hides a list of links.
 * The list is always in the markup (crawlers see every link) and hidden while closed. Escape
 * closes it and returns focus to the button; focus or a click leaving it closes it; arrow keys
 * move between the links.
 */
export function NavDropdown({ group, open, onOpenChange, isActive, triggerClassName }: NavDropdownProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-nav-link]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) onOpenChange(true);
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
    // The panel unhides on this render; focus once it is visible.
    requestAnimationFrame(() => links()[next]?.focus());
  };

  // Focus moving out of the button and its links closes the menu.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };
  const handlers = { onKeyDown, onBlur };

  return (
    <li ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        {...handlers}
        className={cn(triggerClassName, 'group')}
      >
        {group.name}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className="absolute left-0 top-full z-50 w-[22rem] pt-2">
        <ul className="grid gap-1 rounded-card border border-ink-100 bg-white p-2 shadow-raised">
          {group.items.map((item) => {
            const active = !item.external && isActive(item.path);
            const className = cn('block rounded-lg p-3 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50', active && 'bg-brand-50');
            const body = (
              <>
                <span className="flex items-center gap-1.5 font-semibold text-ink-950">
                  {item.name}
                  {item.external ? <ExternalLink aria-hidden="true" className="size-3.5" /> : null}
                  {item.external ? <VisuallyHidden>(opens in a new tab)</VisuallyHidden> : null}
                </span>
                {item.description ? <span className="mt-0.5 block text-sm text-ink-600">{item.description}</span> : null}
              </>
            );
            return (
              <li key={item.path}>
                {item.external ? (
                  <a data-nav-link href={item.path} target="_blank" rel="noopener noreferrer" className={className} {...handlers}>
                    {body}
                  </a>
                ) : (
                  <Link
                    data-nav-link
                    to={item.path}
                    className={className}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => onOpenChange(false)}
                    {...handlers}
                  >
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
