import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'indexing-strategy',
  title: 'Getting Your Pages Indexed: Sitemaps, Robots and Canonicals',
  summary:
    'How Google finds and indexes pages, and how to use sitemaps, robots.txt, canonical tags, noindex and Search Console to get the right pages into search.',
  excerpt:
    'A page that is not indexed cannot rank. This guide explains how crawling and indexing work and how to make sure Google indexes the pages that bring you customers, and skips the rest.',
  category: 'technical-seo',
  categoryLabel: 'Technical SEO',
  date: '2025-01-28',
  lastUpdated: '2026-12-07',
  author: { name: 'Kenji Watanabe', role: 'CTO' },
  coverImage: '/images/knowledge-base/indexing-strategy.svg',
  content: [
    {
      title: 'Crawling, indexing and ranking are different steps',
      content: `Before a page can appear in Google, three things happen. First, Google discovers the URL, usually by following a link from another page or reading it in a sitemap. Second, Googlebot crawls the page: it fetches the HTML, and often renders it like a browser to see content added by JavaScript. Third, Google decides whether to index the page, storing it so it can be shown for relevant searches. Ranking is a separate step that happens only for pages in the index.

Each step can fail for different reasons. A new service page with no links pointing to it may never be discovered. A page blocked in robots.txt will not be crawled. A page that is crawled may still not be indexed if Google sees it as a duplicate, judges it low value, or finds a noindex rule. A page that answers with an error status, such as 404 (not found) or 500 (server error), is not indexed, and one that keeps failing drops out of the index. Google does not promise to index every page it finds, and it is normal for some URLs on a site to be left out.

The goal of an indexing strategy is not "get everything indexed". It is to make sure the pages that matter to customers, such as your homepage, service pages, location pages and strong guides, are discovered, crawled and indexed, while thin, duplicate or private pages stay out of the way.`,
      highlights: [
        'Discovery, crawling and indexing come before ranking',
        'Google does not guarantee to index every page',
        'Each step can fail for a different reason',
        'Aim to index valuable pages, not every URL',
      ],
      tips: [
        'Make a list of the pages that must be indexed: homepage, services, locations, contact and key guides.',
        'Link every important page from your navigation or from a related page.',
      ],
    },
    {
      title: 'XML sitemaps and internal links: helping Google find pages',
      content: `An XML sitemap is a file listing the URLs you want search engines to know about. Most website platforms and SEO plugins create one automatically, often at an address such as /sitemap.xml or /sitemap_index.xml. A single sitemap can hold up to 50,000 URLs or 50 MB uncompressed; larger sites split them and use a sitemap index file. Submit your sitemap in Search Console and add a Sitemap: line to your robots.txt file so other search engines can find it too.

Keep the sitemap clean. It should list only canonical URLs that return a 200 status and that you want indexed, not redirects, error pages, tag archives or pages marked noindex. Google ignores the priority and changefreq values, but it can use the lastmod date if it is consistently accurate, so let your platform update it only when content really changes.

A sitemap is a hint, not a command, and it does not replace internal links. Google still relies heavily on links to understand which pages matter and how they relate. A new "Emergency AC Repair in Burbank" page that appears only in the sitemap will be discovered, but linking to it from your AC repair page, your Burbank location page and your homepage tells Google it is important.`,
      highlights: [
        'Up to 50,000 URLs or 50 MB per sitemap file',
        'List only canonical, indexable URLs returning 200',
        'Google ignores priority and changefreq but can use accurate lastmod',
        'Internal links still matter more than the sitemap',
      ],
      tips: [
        'Open your sitemap in a browser and check that it contains no redirected or noindexed URLs.',
        'Submit the sitemap in Search Console and check its status after a few days.',
        'Link every new page from at least two relevant existing pages.',
      ],
    },
    {
      title: 'robots.txt, noindex and canonicals: the control tools',
      content: `The robots.txt file, at the root of your domain, tells crawlers which paths they may not crawl. It is useful for keeping bots out of areas such as internal search results, cart pages or admin sections. But robots.txt controls crawling, not indexing. A blocked URL can still be indexed, without its content, if other pages link to it. One misplaced line, such as "Disallow: /" left over from a staging site, can block your entire website, so check this file whenever a site is launched or moved.

To keep a page out of search results, use a noindex rule, either as a robots meta tag in the page or as an X-Robots-Tag HTTP header. Google must be able to crawl the page to see the rule, so do not also block that page in robots.txt. A rule can also be meant for one crawler: a meta tag named googlebot speaks to Google only and one named bingbot to Bing only, so a noindex for bingbot takes the page out of Bing, not out of Google. Good candidates for noindex include thank-you pages, thin tag archives and internal pages that have no value to searchers.

A canonical tag (rel="canonical") tells Google which URL you prefer when several addresses show the same or very similar content, such as a page with and without tracking parameters, or a product available under two categories. It is a strong hint rather than a command: Google weighs it with other signals and may choose a different canonical. Point it at a page that answers with a 200 status, not at a redirect or an error page, and keep it on your own site unless the content really belongs to another one: a canonical link that names a page on another site asks Google to show that page instead of yours. Keep your signals consistent, with the same preferred URL in your canonical tags, sitemap and internal links.`,
      highlights: [
        'robots.txt blocks crawling, not indexing',
        'noindex keeps pages out of results but must be crawlable',
        'Canonical tags are strong hints, not commands',
        'Use the same preferred URL in canonicals, sitemaps and links',
      ],
      tips: [
        'Read your robots.txt today and make sure it does not contain "Disallow: /".',
        'Never combine a robots.txt block with a noindex tag on the same page.',
      ],
    },
    {
      title: 'Using Search Console to diagnose problems',
      content: `Google Search Console is the main tool for seeing how Google treats your pages. The Page indexing report shows how many URLs are indexed and lists the reasons others are not, such as "Excluded by noindex tag", "Blocked by robots.txt", "Duplicate without user-selected canonical", "Crawled - currently not indexed" and "Discovered - currently not indexed". Many of these are expected. What matters is whether any important page appears in the not-indexed list.

The URL Inspection tool shows the status of one URL: whether it is indexed, when it was last crawled, which canonical Google chose, and whether there are problems. You can test the live URL to see what Googlebot gets right now and, after fixing or publishing a page, request indexing. Requests are limited and do not guarantee indexing, so use them for important pages rather than every minor edit.

"Crawled - currently not indexed" on an important page usually points to quality or duplication: the page may be too similar to another, too thin, or not clearly useful. "Discovered - currently not indexed" often means Google has not got around to crawling it, which on a small site can signal weak internal linking. Improving the content and adding links tends to fix both.`,
      highlights: [
        'The Page indexing report lists reasons pages are not indexed',
        'Many exclusions are normal and expected',
        'URL Inspection shows the Google-selected canonical',
        'Request indexing sparingly, for important pages',
      ],
      tips: [
        'Filter the Page indexing report for your service and location pages and fix any that are excluded.',
        'Use URL Inspection after publishing a key page, then request indexing once.',
        'Verify your site in Bing Webmaster Tools too, for Bing and the services that use its index.',
      ],
      chartData: {
        type: 'pie',
        title: 'Page indexing status for a 140-URL local business site',
        data: [
          { name: 'Indexed', value: 82, color: '#15803d' },
          { name: 'Page with redirect', value: 21, color: '#3374f6' },
          { name: 'Excluded by noindex', value: 17, color: '#7c3aed' },
          { name: 'Alternate with proper canonical', value: 12, color: '#0891b2' },
          { name: 'Crawled, not indexed', value: 8, color: '#fb9a24' },
        ],
        note: 'Illustrative example: a hypothetical site\'s Page indexing report, showing that many excluded URLs are expected and only a few need attention.',
      },
    },
    {
      title: 'Crawl budget: when it matters and when it does not',
      content: `Crawl budget is the amount of crawling Google is willing and able to do on a site. Google's own documentation says it is mainly a concern for very large sites, such as those with a million or more unique pages, or sites with ten thousand or more pages whose content changes daily. A typical local business site with a few dozen or a few hundred pages does not need to worry about it.

What small sites can suffer from is wasted crawling. Faceted filters on a store, calendar plugins that generate endless date pages, and URL parameters for sorting can create thousands of near-identical addresses. Slow or unreliable hosting also makes Google crawl more cautiously, because it does not want to overload your server. Fixing these problems is good housekeeping whatever the size of your site.

Keep the basics in order and indexing takes care of itself for most local businesses: a clean sitemap, sensible internal links, fast and reliable hosting, a correct robots.txt, noindex on pages that do not belong in search, and consistent canonicals. Check the Page indexing report monthly, and always after a redesign or platform change, because that is when most indexing disasters happen.`,
      highlights: [
        'Crawl budget mainly matters for very large sites',
        'Filters, calendars and parameters can create endless URLs',
        'Slow hosting makes Google crawl more cautiously',
        'Check indexing after every redesign or migration',
      ],
      tips: [
        'Scan the example URLs in the Page indexing report for parameters such as ?sort= or ?filter= that multiply pages.',
        'Add a post-launch indexing check to every website redesign plan.',
      ],
    },
  ],
  resources: [
    { title: 'Google: Sitemaps overview', url: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/overview' },
    { title: 'Google: Introduction to robots.txt', url: 'https://developers.google.com/search/docs/crawling-indexing/robots/intro' },
    { title: 'Google Search Console', url: 'https://search.google.com/search-console/about' },
    { title: 'Site architecture for local businesses', url: '/knowledge-base/site-architecture' },
    { title: 'Website SEO SOP', url: '/resources/website-seo-sop' },
  ],
};
