import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import type { Crumb } from '@/lib/structured-data/breadcrumbs';

/**
 * The visible breadcrumb trail; the last crumb is the current page and is not a link. A page that
 * shows it passes the same crumbs to breadcrumbSchema(), so the markup never says more than the page.
 */
export function BreadcrumbTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-600">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
            {index < crumbs.length - 1 ? (
              <Link to={crumb.path} className="hover:text-brand-700 hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink-900">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
