/** Data for the downloadable SEO audit workbook (seo-audit-template.xlsx). */
import { sources } from '../sources';
import { timeSensitive } from '../time-sensitive';

export interface AuditCheck {
  /** Technical, On-Page, Content, Local, Off-Page or Performance. */
  area: string;
  check: string;
  howToCheck: string;
  /** The pass condition. */
  target: string;
}

/** 38 checks, grouped by area in workbook order. */
export const auditChecks: AuditCheck[] = [
  // Technical
  {
    area: 'Technical',
    check: 'Search Console is verified and collecting data',
    howToCheck: 'Open Google Search Console and confirm a Domain property exists for the site with recent data in the Performance report.',
    target: 'Domain property verified; data from the last 7 days visible',
  },
  {
    area: 'Technical',
    check: 'XML sitemap is valid and submitted',
    howToCheck: 'Open /sitemap.xml in a browser, then check the Sitemaps report in Search Console for status and errors.',
    target: 'Submitted, status Success, lists only indexable canonical URLs',
  },
  {
    area: 'Technical',
    check: 'Robots.txt does not block important content',
    howToCheck: 'Open /robots.txt and review Disallow rules; test key URLs with URL Inspection in Search Console.',
    target: 'No important pages, CSS or JavaScript blocked',
  },
  {
    area: 'Technical',
    check: 'Important pages are indexed',
    howToCheck: 'Review the Page indexing report in Search Console and inspect each key URL with the URL Inspection tool.',
    target: 'All key pages indexed; every exclusion is intentional',
  },
  {
    area: 'Technical',
    check: 'HTTPS and a single preferred host',
    howToCheck: 'Load the http://, https://, www and non-www versions of the home page and note where each one ends up.',
    target: 'All versions 301 to one HTTPS URL; no mixed-content warnings',
  },
  {
    area: 'Technical',
    check: 'Canonical tags are correct',
    howToCheck: 'Crawl the site with Screaming Frog or a similar crawler and export the canonical link element for each page.',
    target: 'Every indexable page has a self-referencing or correct canonical',
  },
  {
    area: 'Technical',
    check: 'No broken links or redirect chains',
    howToCheck: 'Run a full crawl and filter internal links by response code (3xx, 4xx, 5xx).',
    target: 'No internal 4xx or 5xx links; redirects take a single hop',
  },
  {
    area: 'Technical',
    check: 'Pages work well on mobile',
    howToCheck: 'Open key pages on a real phone and in Chrome DevTools device mode; confirm the viewport meta tag is present.',
    target: 'Responsive layout, readable text, easy tap targets, same content as desktop',
  },

  // On-Page
  {
    area: 'On-Page',
    check: 'Title tags are unique and well written',
    howToCheck: 'Export page titles from a crawl and sort by length and duplicates.',
    target: 'Unique, under 60 characters, primary keyword near the start',
  },
  {
    area: 'On-Page',
    check: 'Meta descriptions are unique and compelling',
    howToCheck: 'Export meta descriptions from a crawl and check for missing, duplicate and overlong entries.',
    target: 'Unique, 150-160 characters (under 160), includes a call to action',
  },
  {
    area: 'On-Page',
    check: 'Each page has one clear H1',
    howToCheck: 'Check the H1 column in the crawl export for missing, duplicate or multiple H1s.',
    target: 'Exactly one H1 per page that matches the page topic',
  },
  {
    area: 'On-Page',
    check: 'Headings follow a logical order',
    howToCheck: 'Review the heading outline of key pages with a browser extension or the crawler\'s heading report.',
    target: 'H2s and H3s in order, no levels skipped for styling',
  },
  {
    area: 'On-Page',
    check: 'URLs are short and descriptive',
    howToCheck: 'Review the URL list from the crawl for parameters, uppercase letters, underscores and long paths.',
    target: 'Lowercase, hyphen-separated words, no unnecessary parameters',
  },
  {
    area: 'On-Page',
    check: 'Images have descriptive alt text',
    howToCheck: 'Use the crawler\'s images report to list images with missing or empty alt attributes.',
    target: 'All meaningful images described; decorative images use alt=""',
  },
  {
    area: 'On-Page',
    check: 'Internal linking supports key pages',
    howToCheck: 'Compare crawl data with the sitemap to find orphan pages, and check inlinks to each priority page.',
    target: 'No orphan pages; each key page linked from related pages with descriptive anchors',
  },

  // Content
  {
    area: 'Content',
    check: 'Each key page targets one keyword and intent',
    howToCheck: 'Compare the page list with your keyword map and check Search Console for pages competing on the same queries.',
    target: 'One primary keyword per page; no two pages competing for it',
  },
  {
    area: 'Content',
    check: 'No thin pages',
    howToCheck: 'Sort crawl data by word count and review short pages against the top-ranking competitors.',
    target: 'Every indexable page fully answers its topic; thin pages expanded, merged or noindexed',
  },
  {
    area: 'Content',
    check: 'No duplicate or near-duplicate content',
    howToCheck: 'Use the crawler\'s near-duplicate report and search Google for distinctive sentences in quotes.',
    target: 'No substantially duplicate pages without a canonical or redirect',
  },
  {
    area: 'Content',
    check: 'Experience and trust signals are visible',
    howToCheck: 'Review About, team and key service pages for author names, credentials, real photos, licenses and contact details.',
    target: 'Authors and business details clearly shown; first-hand examples on key pages',
  },
  {
    area: 'Content',
    check: 'Content is current',
    howToCheck: 'Check last-updated dates, prices, statistics and screenshots on pages that earn the most traffic.',
    target: 'Key pages reviewed within the last 12 months',
  },
  {
    area: 'Content',
    check: 'Pages make it easy to convert',
    howToCheck: 'View each service page on mobile and look for a phone number, form or booking button without scrolling far.',
    target: 'Clear call to action above the fold and at the end of the page',
  },

  // Local
  {
    area: 'Local',
    check: 'Google Business Profile is verified',
    howToCheck: 'Search for the business name in Google Maps and open the profile from a manager account.',
    target: 'Verified, owned by the business, at least two owners or managers',
  },
  {
    area: 'Local',
    check: 'Business Profile is complete',
    howToCheck: 'Review categories, services, hours, holiday hours, description, photos and website link in the profile editor.',
    target: 'All relevant fields filled; name without added keywords; photos added in the last 90 days',
  },
  {
    area: 'Local',
    check: 'NAP is consistent across the web',
    howToCheck: 'Compare the name, address and phone on the website, Business Profile, Apple Business Connect, Bing Places, Yelp and key directories.',
    target: 'Identical name, address and phone on all listings',
  },
  {
    area: 'Local',
    check: 'Reviews are steady and answered',
    howToCheck: 'Review the count, average rating and date of the latest reviews on Google and compare with the top local competitors.',
    target: 'New reviews every month; all reviews answered within a few days',
  },
  {
    area: 'Local',
    check: 'Location pages are unique and useful',
    howToCheck: 'Read each neighborhood or city page and compare it with the others for repeated text.',
    target: 'Each page has area-specific content, photos or projects; no doorway pages',
  },
  {
    area: 'Local',
    check: 'LocalBusiness structured data is valid',
    howToCheck: 'Test the home and contact pages in Google\'s Rich Results Test and the Schema Markup Validator.',
    target: 'No errors; name, address and phone match the Business Profile',
  },

  // Off-Page
  {
    area: 'Off-Page',
    check: 'Referring domains are growing',
    howToCheck: 'Check the referring domains trend over 12 months in Ahrefs, Semrush or Moz, and the Links report in Search Console.',
    target: 'Stable or rising number of relevant referring domains',
  },
  {
    area: 'Off-Page',
    check: 'Backlink quality is healthy',
    howToCheck: 'Review new and top linking domains for relevance, real traffic and signs of link networks or paid placements.',
    target: 'No manipulative links you or a vendor built; no manual action in Search Console',
  },
  {
    area: 'Off-Page',
    check: 'Anchor text looks natural',
    howToCheck: 'Export the anchor text report from your backlink tool and group anchors by type.',
    target: 'Mostly brand, URL and natural phrases; few exact-match keyword anchors',
  },
  {
    area: 'Off-Page',
    check: 'Competitor link gap is documented',
    howToCheck: 'Run a link intersect or backlink gap report against your top 5-10 competitors.',
    target: 'List of relevant sites linking to competitors but not to you',
  },
  {
    area: 'Off-Page',
    check: 'Brand mentions are monitored',
    howToCheck: 'Set up Google Alerts or a brand monitoring tool for the business name and key people.',
    target: 'Alerts active; unlinked mentions followed up with a link request',
  },

  // Performance
  {
    area: 'Performance',
    check: 'Largest Contentful Paint (LCP)',
    howToCheck: 'Check the Core Web Vitals report in Search Console and field data in PageSpeed Insights for mobile and desktop.',
    target: '2.5 seconds or less at the 75th percentile',
  },
  {
    area: 'Performance',
    check: 'Interaction to Next Paint (INP)',
    howToCheck: 'Check field data in the Core Web Vitals report and PageSpeed Insights; use Chrome DevTools to find slow interactions.',
    target: '200 milliseconds or less at the 75th percentile',
  },
  {
    area: 'Performance',
    check: 'Cumulative Layout Shift (CLS)',
    howToCheck: 'Check field data in PageSpeed Insights and look for elements that move while the page loads.',
    target: '0.1 or less at the 75th percentile',
  },
  {
    area: 'Performance',
    check: 'Full page load time',
    howToCheck: 'Test key templates on a throttled mobile connection in PageSpeed Insights, WebPageTest or Chrome DevTools.',
    target: 'Under 3 seconds on mobile',
  },
  {
    area: 'Performance',
    check: 'Images are optimized',
    howToCheck: 'Review the Lighthouse image opportunities and the crawler\'s report of images over 100 KB.',
    target: 'WebP or AVIF, sized to display dimensions, width and height set, below-the-fold images lazy-loaded',
  },
  {
    area: 'Performance',
    check: 'Scripts and caching are efficient',
    howToCheck: 'Review render-blocking resources, unused JavaScript and cache headers in Lighthouse and the Network panel.',
    target: 'Non-critical scripts deferred, text compression on, static files cached',
  },
];

/** How to use the workbook, shown on its Instructions sheet. */
export const auditInstructions: string[] = [
  'Work through the Audit sheet one row at a time. Each row names the area, the check, how to check it and the target that counts as a pass.',
  'In the Status column, choose Pass, Needs work, Fail or Not applicable from the drop-down list.',
  'In the Priority column, choose High, Medium or Low for every check that is not a Pass, based on how much it affects traffic and leads.',
  'Use the Notes column to record what you found, the affected URLs and who will fix it, so the workbook doubles as a task list.',
  'The Summary sheet counts each status automatically, by area and in total, so you can see progress at a glance without editing any formulas.',
  'Fix High-priority Fail items first, then Needs work items, and repeat the audit every quarter or after any major site change.',
];

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: '2.5 seconds or less at the 75th percentile',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: '200 milliseconds or less at the 75th percentile',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: '0.1 or less at the 75th percentile',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
