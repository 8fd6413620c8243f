import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Menu, Phone, X } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { mainNav } from '@/content/navigation';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { buttonClasses } from '@/components/ui/button';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { useScrolledPast } from './use-scrolled-past';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

// The mobile menu's panel is a chunk of its own, fetched when a visitor reaches for the toggle.
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNav })));

/** Pixels of scroll after which the header takes its raised look (docs/requirements/site-shell.md#header). */
export const HEADER_SCROLL_THRESHOLD = 10;

/**
 * One line at every width, whichever font is showing: below 1,024 px the logo and the menu toggle;
 * from 1,024 px the phone link and the consultation button join them; from 1,280 px the desktop
 * navigation replaces the toggle. Measured with the metric-matched fallback font: the full bar
 * needs about 1,040 px of the 1,088 px the content column gives it.
 */
export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  // The menu remembers the location it was opened on, so any route change closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === key;
  const setMenuOpen = (open: boolean) => setOpenedAt(open ? key : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled || menuOpen ? 'border-ink-100 bg-white/95 shadow-card backdrop-blur' : 'border-transparent bg-white',
      )}
    >
      <div className="mx-auto flex h-header max-w-content items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav entries={mainNav} />
        <div className="ml-auto hidden items-center gap-3 lg:flex xl:ml-0">
          <a
            href={site.phone.href}
            className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-md text-sm font-semibold text-ink-800 hover:text-brand-700"
          >
            <Phone aria-hidden="true" className="size-4" />
            {site.phone.display}
          </a>
          <Link to="/contact" className={buttonClasses({ size: 'sm', className: 'whitespace-nowrap' })}>
            Get a Free Consultation
          </Link>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-ink-50 xl:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
          onPointerEnter={() => void loadMobileNav()}
          onFocus={() => void loadMobileNav()}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <VisuallyHidden>{menuOpen ? 'Close menu' : 'Open menu'}</VisuallyHidden>
        </button>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileNav id="mobile-menu" entries={mainNav} />
        </Suspense>
      ) : null}
    </header>
  );
}
