import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'site-architecture',
  title: 'Site Architecture for Local Business Websites',
  seoTitle: 'Site Architecture for Local Business Websites: A Guide',
  seoDescription:
    'Plan a clear site structure: a logical page hierarchy, internal links, readable URLs and breadcrumbs, with your key pages only a few clicks from the home page.',
  summary:
    'Plan a clear site structure: logical page hierarchy, internal links, readable URLs and breadcrumbs, with key pages only a few clicks from home.',
  excerpt:
    'A well-organized website helps customers find what they need and helps search engines understand what you offer. This guide shows how to structure a local business site from the home page down.',
  category: 'technical-seo',
  categoryLabel: 'Technical SEO',
  date: '2025-01-28',
  lastUpdated: '2025-11-12',
  author: { name: 'Kenji Watanabe', role: 'CTO' },
  coverImage: '/images/knowledge-base/site-architecture.svg',
  content: [
    {
      title: 'Start With a Logical Hierarchy',
      content: `Site architecture is how your pages are organized and connected. Think of it as the floor plan of your business online. A good floor plan puts the most important rooms where people expect them; a bad one makes visitors wander through hallways and give up.

For most local businesses, a simple three-level hierarchy works well. The home page sits at the top. Below it are a handful of main sections: services, locations or service areas, about, reviews, blog or resources, and contact. Below each section are the individual pages: one page per service (drain cleaning, water heater installation, repiping) and, where it makes sense, one page per location you genuinely serve from (Pasadena office, Santa Monica office).

Group pages the way customers think, not the way your internal departments are organized. A dental practice might group services into general, cosmetic and emergency dentistry because that is how patients search. A law firm might group by practice area. If you are unsure, look at the questions customers ask on the phone and the searches that bring people to your site in Search Console, then organize around those.

Before changing anything, sketch the structure on paper or in a spreadsheet. List every page, which section it belongs to and which pages it should link to. This simple map prevents duplicate pages, orphaned pages and confusing navigation.`,
      highlights: [
        'Home, main sections, then individual pages is enough for most local sites',
        'Give each service its own page',
        'Organize around how customers search, not internal departments',
      ],
      tips: [
        'Export a list of all your URLs (from your CMS or sitemap) and assign each to a section in a spreadsheet',
        'Merge pages that target the same service and redirect the old URL to the new one with a 301',
      ],
    },
    {
      title: 'Keep Important Pages a Few Clicks From Home',
      content: `Click depth is the number of clicks it takes to reach a page from the home page. Pages buried five or six clicks deep are harder for visitors to find and are often crawled less frequently, because search engines discover pages largely by following links. A widely used rule of thumb is to keep every important page within about three clicks of the home page. It is not a Google rule, but it is a useful way to check that your structure is not too deep.

The pages that bring in business should be the easiest to reach: core service pages, location pages, your contact page and booking or quote forms. Your main navigation should link to the main sections, and each section page should link to every page within it. Your footer can add links to contact, location and key service pages.

Watch for orphan pages, which are pages no other page links to. They often appear when someone publishes a landing page for an ad campaign or a blog post that never gets added to a category. Search engines may still find them through your XML sitemap, but without internal links they get little attention and visitors cannot reach them. The chart below shows an illustrative distribution for a healthy 60-page local site after restructuring, with most pages at depth two or three.`,
      highlights: [
        'Aim to keep important pages within about three clicks of home',
        'Service, location and contact pages should be the easiest to reach',
        'Orphan pages get little attention from visitors or crawlers',
      ],
      tips: [
        'Crawl your site with a tool such as Screaming Frog (free up to 500 URLs) and sort pages by crawl depth',
        'Link every blog post to at least one relevant service page and vice versa',
      ],
      chartData: {
        type: 'bar',
        title: 'Pages by click depth on a restructured 60-page local site',
        data: [
          { name: 'Depth 1', value: 10, color: '#1642c8' },
          { name: 'Depth 2', value: 28, color: '#3374f6' },
          { name: 'Depth 3', value: 19, color: '#0891b2' },
          { name: 'Depth 4+', value: 3, color: '#fb9a24' },
        ],
        note: 'Illustrative example: a hypothetical site structure showing a healthy shape, not data from a real audit.',
      },
    },
    {
      title: 'Use Internal Links With Purpose',
      content: `Internal links are links from one page on your site to another. They help visitors move to the next logical step, and they help search engines discover pages and understand what each page is about. Google's link guidance asks for crawlable links, meaning standard anchor elements with an href attribute, and for anchor text that describes the destination.

Descriptive anchor text matters. "Learn more about our emergency water heater repair" tells both the reader and Google what is on the other side. "Click here" tells them nothing. That said, you do not need to force exact keywords into every link; write naturally, as you would when pointing a customer to the right page.

Think about how people move through your site. Someone reading a blog post about signs of a slab leak should find a link to your slab leak repair page and your contact page. A service page for teeth whitening can link to related cosmetic services and to before-and-after photos. Location pages should link to the services offered at that location. Be selective: a page with a hundred links in the body dilutes attention and overwhelms readers. A few relevant, well-placed links are more useful than a long list.`,
      highlights: [
        'Use standard anchor links with href attributes so they can be crawled',
        'Anchor text should describe the destination page',
        'Link blog content to related services and contact pages',
      ],
      tips: [
        'Replace every "click here" and "read more" link with descriptive text',
        'Add a short "Related services" block to each service page with two to four links',
        'After publishing any new page, add links to it from at least two existing relevant pages',
      ],
    },
    {
      title: 'Build Simple, Readable URLs',
      content: `Google's URL structure guidance recommends simple, descriptive URLs that use readable words rather than long ID numbers, and hyphens rather than underscores to separate words. A URL like /services/water-heater-repair is easy for a customer to read, remember and trust when they see it in a text message or search result. A URL like /index.php?page_id=4872&cat=3 is not.

Your URLs should mirror your hierarchy when that helps. /services/drain-cleaning and /locations/pasadena make the structure obvious. Keep them short and lowercase, leave out filler words and dates when they add nothing, and avoid stuffing keywords. /services/plumber-los-angeles-best-cheap-plumber-la does more harm than good.

Once a URL is live and indexed, changing it has costs. If you must change it, set up a permanent 301 redirect from the old URL to the new one, update your internal links to point directly to the new URL, and update your XML sitemap. Set a canonical tag on each page pointing to its preferred URL so variations created by tracking parameters or trailing slashes do not split signals.`,
      highlights: [
        'Use readable words and hyphens in URLs',
        'Mirror the site hierarchy when it helps understanding',
        'Use 301 redirects and canonical tags when URLs change or vary',
      ],
      tips: [
        'Keep a redirect map spreadsheet whenever you rename or move pages',
        'Check for duplicate URLs (with and without trailing slashes or www) and pick one version',
      ],
    },
    {
      title: 'Add Breadcrumbs for People and Search Engines',
      content: `Breadcrumbs are the small trail of links near the top of a page, such as Home > Services > Water Heater Repair. They show visitors where they are and let them jump back up a level with one click, which is especially helpful for people who land deep in your site from a search result.

You can describe breadcrumbs to search engines with BreadcrumbList structured data from schema.org. Google uses this markup to understand your site's structure and may use it to show a breadcrumb-style path in search results. Google has simplified how URLs display in mobile results, so the trail may appear mostly on desktop, but the markup still helps Google understand how your pages relate to each other. The markup must match the breadcrumbs visible on the page.

Breadcrumbs work best on sites with a clear hierarchy, which is one more reason to get the structure right first. Most modern content management systems and SEO plugins can add both the visible breadcrumbs and the structured data automatically. After enabling them, test a few pages with Google's Rich Results Test and watch the enhancements reports in Search Console for errors.`,
      highlights: [
        'Breadcrumbs help visitors navigate up a level in one click',
        'BreadcrumbList structured data describes the trail to search engines',
        'Markup must match the breadcrumbs visible on the page',
      ],
      tips: [
        'Enable breadcrumbs in your CMS or SEO plugin and confirm they reflect your real hierarchy',
        'Validate breadcrumb markup on a service page, a location page and a blog post with the Rich Results Test',
      ],
    },
  ],
  resources: [
    { title: 'SEO Starter Guide (Google)', url: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide' },
    { title: 'Sitemaps overview (Google)', url: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/overview' },
    { title: 'Schema markup for local businesses', url: '/knowledge-base/schema-markup' },
    { title: 'Indexing strategy', url: '/knowledge-base/indexing-strategy' },
    { title: 'Website SEO SOP', url: '/resources/website-seo-sop' },
  ],
};
