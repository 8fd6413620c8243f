import { footerNav, footerResources, quizNav, servicesNav } from '@/content/navigation';
import { neighborhoodList } from '@/content/neighborhoods/list.generated';
import { LEAD_TYPE_LABELS, type LeadSourceDimension, type LeadSourceRow, type LeadType } from '@/lib/api/app-database';

export const DIMENSION_LABELS: Record<LeadSourceDimension, string> = {
  page: 'Landing page',
  referrer: 'Referrer',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  lead_type: 'Lead type',
};

export const NEIGHBORHOOD_SECTION = '/los-angeles-seo/*';
export const SERVICE_SECTION = '/services/*';

// Page titles from the site's own content: the menus name every page a visitor can land on, and the
// neighborhood list names each /los-angeles-seo/ page.
const PAGE_TITLES = new Map<string, string>([
  ...[...footerNav, ...footerResources, ...servicesNav.items, ...quizNav.items].map((link) => [link.path, link.name] as const),
  ...neighborhoodList.map((place) => [`/los-angeles-seo/${place.id}`, `${place.name} SEO`] as const),
  [NEIGHBORHOOD_SECTION, 'All neighborhood pages'],
  [SERVICE_SECTION, 'All service pages'],
]);

/** The page's title, or null for a path the site has no title for (an old or mistyped address). */
export const pageTitle = (path: string): string | null => PAGE_TITLES.get(path) ?? null;

const NONE: Record<LeadSourceDimension, string> = {
  page: '(no page)',
  referrer: '(direct, no referrer)',
  utm_source: '(no UTM source)',
  utm_medium: '(no UTM medium)',
  utm_campaign: '(no UTM campaign)',
  lead_type: '(none)',
};

/** How a row's value reads in the table, the chart and the CSV: a page as "Title (/path)". */
export function sourceLabel(dimension: LeadSourceDimension, value: string): string {
  if (value === '') return NONE[dimension];
  if (dimension === 'lead_type') return LEAD_TYPE_LABELS[value as LeadType] ?? value;
  if (dimension === 'page') {
    const title = pageTitle(value);
    return title ? `${title} (${value})` : value;
  }
  return value;
}

/** The won rate as staff read it: "33%", or "–" when there were no leads. */
export const formatWonRate = (row: Pick<LeadSourceRow, 'leads' | 'won_rate'>) => (row.leads === 0 ? '–' : `${Math.round(Number(row.won_rate) * 100)}%`);
