import { IN_PAGE_LINKS } from './section-ids';

/**
 * Plain fragment links rather than router links: they work in the prerendered HTML before
 * hydration, and the route effects scroll to the anchor once the app runs.
 */
export function InPageNav() {
  return (
    <nav aria-label="On this page" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {IN_PAGE_LINKS.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              className="inline-flex rounded-pill border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
