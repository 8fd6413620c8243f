import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'geo-targeting',
  title: 'Geo-Targeting: Service-Area and Neighborhood Pages Done Right',
  seoTitle: 'Geo-Targeting: Service-Area and Neighborhood Pages That Rank',
  summary:
    'How to build service-area and neighborhood pages that rank without doorway spam, set Business Profile service areas, and use hreflang when it applies.',
  excerpt:
    'Los Angeles is a patchwork of neighborhoods and separate cities, and customers search that way. This guide shows how to target them with pages that are genuinely useful, not copies with a new place name.',
  category: 'local-seo',
  categoryLabel: 'Local SEO',
  date: '2025-03-26',
  lastUpdated: '2026-01-13',
  author: { name: 'Darnell Hayes', role: 'Director of Operations' },
  coverImage: '/images/knowledge-base/geo-targeting.svg',
  content: [
    {
      title: 'How Location Shapes Local Search',
      content: `When someone searches "emergency electrician" or "dentist near me," Google uses their location to decide which businesses to show. When they search "electrician in Sherman Oaks" or "Koreatown dentist," the place name in the query does the same job. Google's local results are based mainly on relevance, distance and prominence, and the local pack at the top of the page usually shows three businesses.

Los Angeles makes this interesting. Many places people think of as "LA," such as Santa Monica, Culver City, Pasadena, Glendale and Burbank, are separate cities, while Van Nuys, Silver Lake and Boyle Heights are neighborhoods inside the City of Los Angeles. Customers search using whatever name they use for where they live, so a business serving the whole basin sees queries for dozens of place names.

You cannot change where your office is, and distance will always matter for the map results. What you can control is how clearly your Google Business Profile and website explain where you work and what you have done there. That is what geo-targeting means for a local business: accurate service areas, and genuinely useful pages for the places you serve most.`,
      highlights: [
        'Local results weigh relevance, distance and prominence',
        'Customers search by neighborhood and by separate city names',
        'Geo-targeting means accurate service areas plus useful local pages',
      ],
      tips: [
        'Check Search Console for the place names people already use to find you',
        'List the neighborhoods and cities that bring you the most revenue before creating any pages',
      ],
    },
    {
      title: 'Setting Up Service Areas in Google Business Profile',
      content: `If you travel to customers, such as plumbers, mobile groomers, house cleaners and contractors, you are a service-area business in Google Business Profile terms. If customers do not visit your address, hide it and list service areas instead. If you also welcome customers at a storefront, like a restaurant that delivers, you can show the address and add service areas too.

Google lets you add up to 20 service areas, defined by city, ZIP code or similar areas. Its guidelines say your overall service area should not extend farther than about two hours of driving time from where your business is based, and since 2025 they have explicitly said not to list entire countries or states. For an LA business, listing the cities and neighborhoods you truly serve is more accurate, and more credible, than selecting "California."

Service areas describe where you work; they do not guarantee you will appear in searches across that whole region. Your profile's visibility still depends heavily on distance and prominence. That is why your website matters: well-built location pages, reviews that mention the areas you serve, and local links and citations all help strengthen your relevance beyond the immediate neighborhood around your base.`,
      highlights: [
        'Service-area businesses should hide an address customers do not visit',
        'Google allows up to 20 service areas, within about two hours of driving',
        'Listing an area does not guarantee visibility there',
      ],
      tips: [
        'Choose specific cities and neighborhoods rather than whole counties or the state',
        'Review your service areas once a year against where your jobs actually come from',
        'Ask happy customers to mention their neighborhood naturally in reviews, without scripting them',
      ],
    },
    {
      title: 'Neighborhood Pages Without Doorway Spam',
      content: `Google's spam policies describe doorway abuse: multiple pages targeted at specific regions or cities that funnel users to one page, or substantially similar pages that are closer to search results than a real, browsable part of the site. The classic example is 80 pages that read "Best Roofer in [City]" with identical text and a different place name swapped in. Those pages help no one and can drag down trust in the whole site.

A legitimate location page has content that only makes sense for that place. For a roofer, a Pasadena page might discuss common roof types on Craftsman homes, the city's permit process, photos of completed local jobs and reviews from Pasadena customers. A pest control company's page for the Hollywood Hills could address the wildlife and hillside issues customers there actually face. If you cannot write anything specific about an area, you probably do not need a page for it yet.

Build fewer, better pages. Start with the five to ten areas that bring the most work or have the most search demand, make each one substantively different, and link to them from a clear "Areas we serve" page and from related service pages. Add new areas as you complete projects there and have something real to show.`,
      highlights: [
        'Google\'s spam policies prohibit doorway pages',
        'Each location page needs content specific to that place',
        'No local content means no page yet',
      ],
      tips: [
        'Before publishing, read two location pages side by side; if they are nearly identical, rewrite or merge',
        'Add job photos, local case studies and area-specific reviews to each page',
      ],
      chartData: {
        type: 'pie',
        title: 'Content mix on a strong neighborhood page',
        unit: '%',
        data: [
          { name: 'Local projects and photos', value: 30, color: '#1642c8' },
          { name: 'Area-specific problems and rules', value: 25, color: '#3374f6' },
          { name: 'Service details for that area', value: 20, color: '#0891b2' },
          { name: 'Reviews from local customers', value: 15, color: '#15803d' },
          { name: 'Logistics: hours, response time, contact', value: 10, color: '#fb9a24' },
        ],
        note: 'Illustrative example: a suggested balance for a home services neighborhood page, not a measured statistic. The point is that most of the page should be unique to the area.',
      },
    },
    {
      title: 'What to Put on a Location Page',
      content: `Start with the basics customers want: which services you offer in that area, typical response or appointment times, and how to reach you. If you have a physical office there, include the address, hours, parking details and a map, and make sure they match your Google Business Profile exactly. If it is a service area, say so plainly rather than implying an office you do not have.

Then add proof. Photos and short write-ups of real jobs in the area, such as a sewer line replacement on a 1920s Echo Park bungalow, show both experience and relevance. Mention local conditions that change the work, like older cast-iron pipes in pre-war housing stock, hillside access or HOA rules in certain complexes. Testimonials from customers in that neighborhood, with their permission, add credibility.

Finish with sensible structure. Give each page a unique title and meta description naming the area and service, link back to your main service pages, and link between nearby areas where it helps visitors. If the location has its own office, add LocalBusiness structured data with that location's details. Avoid stuffing the place name into every sentence; a page about Van Nuys will be understood after a handful of natural mentions.`,
      highlights: [
        'Match office details exactly to your Business Profile',
        'Real local jobs and conditions create unique content',
        'Unique titles and sensible internal links help users and crawlers',
      ],
      tips: [
        'Keep a running folder of job photos tagged by neighborhood for future pages',
        'Use natural mentions of the place name instead of repeating it in every sentence',
        'Add LocalBusiness markup only to pages for locations with a real address',
      ],
    },
    {
      title: 'Hreflang Basics for Multilingual LA Businesses',
      content: `Many Los Angeles businesses serve customers in more than one language, commonly Spanish, Korean, Chinese, Armenian or Tagalog. If you publish full versions of your pages in another language, hreflang annotations tell Google which version is meant for which language, so a Spanish speaker is shown your Spanish page. Hreflang is about language and region, not neighborhoods, so it has nothing to do with your location pages in English.

Each language version needs its own URL, for example /es/ for Spanish pages. Add hreflang annotations in the page head, in HTTP headers or in your XML sitemap, using language codes like "en" and "es" or language-region codes like "es-US." Every version must list itself and all its alternatives, and the links must be reciprocal, or Google may ignore them. An x-default value can point to the page shown when no version fits.

Only translate what you can support. A Spanish page is a promise that a Spanish-speaking customer can call, book and be helped in Spanish. Have a fluent speaker review every translation; clumsy machine output is a poor experience, and mass-produced low-value pages can fall under Google's scaled content abuse policy. If you do not publish translated pages, you do not need hreflang at all.`,
      highlights: [
        'Hreflang signals language and region versions, not neighborhoods',
        'Annotations must be reciprocal and include a self-reference',
        'Only publish languages your team can actually serve',
      ],
      tips: [
        'Use separate URLs such as /es/ for each language version',
        'Have a fluent staff member or translator review every translated page',
      ],
    },
  ],
  resources: [
    { title: 'Google spam policies (doorway abuse)', url: 'https://developers.google.com/search/docs/essentials/spam-policies' },
    { title: 'Google Business Profile Help', url: 'https://support.google.com/business/' },
    { title: 'Local SEO guide', url: '/knowledge-base/local-seo-guide' },
    { title: 'Site architecture for local businesses', url: '/knowledge-base/site-architecture' },
    { title: 'Local SEO services', url: '/services/local-seo' },
  ],
};
