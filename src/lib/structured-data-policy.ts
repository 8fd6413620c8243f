/**
 * Which schema.org types each page emits as JSON-LD, by the page file the route table names
 * (src/app/route-table.ts). The reasons are in docs/decisions/0020-structured-data-policy.md
 * (BreadcrumbList only beside a visible trail: 0038-visible-breadcrumbs-and-final-urls.md):
 * a type is emitted only where it describes what the page is and someone reads it.
 * tests/unit/structured-data-policy.test.ts renders every prerendered route and fails when a page
 * emits a type that is not listed for it, or leaves out one that is; a new page fails until it has a line here.
 */
export type SchemaType = 'ProfessionalService' | 'BreadcrumbList' | 'Article' | 'Service' | 'OfferCatalog' | 'WebApplication' | 'Quiz' | 'FAQPage';

export const structuredDataPolicy = {
  // The business itself, where the page is about the business.
  'home-page': ['ProfessionalService'],
  'about-page': ['ProfessionalService'],
  'contact-page': ['ProfessionalService'],
  // What the agency sells: the plans, each plan's page, and the local service in each place.
  'pricing-page': ['OfferCatalog'],
  'service-page': ['Service', 'BreadcrumbList'],
  'neighborhood-page': ['Service', 'BreadcrumbList'],
  // Writing with an author and dates.
  'case-study-page': ['Article', 'BreadcrumbList'],
  'knowledge-article-page': ['Article', 'BreadcrumbList'],
  // The tools, as what they are.
  'seo-tool-page': ['WebApplication'],
  'seo-quiz-page': ['Quiz'],
  'seo-assessment-test-page': ['Quiz'],
  // The one page that is a FAQ from top to bottom. FAQ sections elsewhere are for readers only.
  'faqs-page': ['FAQPage'],
  // Lists, guides and legal texts one level below home: no trail is shown, so no BreadcrumbList
  // (docs/decisions/0038-visible-breadcrumbs-and-final-urls.md).
  'case-studies-page': [],
  'knowledge-base-page': [],
  'neighborhoods-page': [],
  'seo-checklist-page': [],
  'backlink-101-page': [],
  'website-seo-sop-page': [],
  'privacy-policy-page': [],
  'privacy-request-page': [],
  'terms-of-service-page': [],
  // A booking page: what it offers is the business's, which the home, about and contact pages describe.
  'book-page': [],
  // Pages kept out of search: nothing to describe.
  'thank-you-page': [],
  'dashboard-page': [],
  'unsubscribe-page': [],
  'weekly-report-confirm-page': [],
  'book-manage-page': [],
  'not-found-page': [],
} as const satisfies Record<string, readonly SchemaType[]>;

type PolicyPage = keyof typeof structuredDataPolicy;

/** The types the policy allows for a page file, or undefined for a page it does not know yet. */
export function allowedSchemaTypes(page: string): readonly SchemaType[] | undefined {
  return Object.hasOwn(structuredDataPolicy, page) ? structuredDataPolicy[page as PolicyPage] : undefined;
}
