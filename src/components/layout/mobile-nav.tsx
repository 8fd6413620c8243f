import { ExternalLink, Phone } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isNavGroup, type NavEntry, type NavLink as NavItem } from '@/content/navigation';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { buttonClasses } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

function MobileLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const className = 'block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-brand-50';
  if (item.external) {
    return (
      <a href={item.path} target="_blank" rel="noopener noreferrer" className={cn(className, 'flex items-center gap-1.5 text-ink-800')}>
        {item.name}
        <ExternalLink aria-hidden="true" className="size-4" />
        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  const active = pathname === item.path;
  return (
    <Link to={item.path} className={cn(className, active ? 'bg-brand-50 text-brand-700' : 'text-ink-800')} aria-current={active ? 'page' : undefined}>
      {item.name}
    </Link>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While the menu is open it is modal (issue 25, WCAG 2.4.11): everything outside the header (the
 * page it covers, the footer, toasts) is inert, so neither Tab nor a screen reader reaches it, and
 * Tab cycles through the header's own controls (logo, toggle, the menu). Closing restores the page.
 */
function useModalHeader(inside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = inside.current?.closest('header');
    if (!header) return;
    const madeInert: Element[] = [];
    for (let node: Element = header; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert') || /^(SCRIPT|STYLE|TEMPLATE)$/.test(sibling.tagName)) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = [...header.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    header.addEventListener('keydown', onKeyDown);
    return () => {
      header.removeEventListener('keydown', onKeyDown);
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, [inside]);
}

/** The mobile menu panel: a scrollable list ending with the phone link and the consultation button. */
export function MobileNav({ id, entries }: { id: string; entries: NavEntry[] }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useModalHeader(ref);
  return (
    <nav
      ref={ref}
      id={id}
      aria-label="Mobile"
      className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pb-6 pt-2 xl:hidden"
    >
      <ul className="grid gap-1">
        {entries.map((entry) =>
          isNavGroup(entry) ? (
            <li key={entry.name}>
              <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-ink-600">{entry.name}</p>
              <ul className="grid gap-1">
                {entry.items.map((item) => (
                  <li key={item.path}>
                    <MobileLink item={item} pathname={pathname} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.path}>
              <MobileLink item={entry} pathname={pathname} />
            </li>
          ),
        )}
      </ul>
      {/* From 1,024 px the header bar itself shows these two. */}
      <div className="mt-4 grid gap-3 border-t border-ink-100 pt-4 lg:hidden">
        <a href={site.phone.href} className={buttonClasses({ variant: 'secondary' })}>
          <Phone aria-hidden="true" className="size-4" />
          {site.phone.display}
        </a>
        <Link to="/contact" className={buttonClasses()}>
          Get a Free Consultation
        </Link>
      </div>
    </nav>
  );
}
