import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'schema-markup',
  title: 'Schema Markup for Local Businesses: A Practical Guide',
  seoDescription:
    'How to use LocalBusiness, Review and Product schema, what FAQPage markup still does without FAQ rich results, and how to test the types Google still shows.',
  summary:
    'How to use LocalBusiness, Review and Product schema correctly, what FAQPage markup still does without FAQ rich results, and how to test the types Google shows.',
  excerpt:
    'Structured data helps search engines understand who you are, where you are and what you offer. This guide covers the types that matter for local businesses and the rules that keep your markup eligible.',
  category: 'technical-seo',
  categoryLabel: 'Technical SEO',
  date: '2025-10-14',
  lastUpdated: '2026-06-02',
  author: { name: 'Kenji Watanabe', role: 'CTO' },
  coverImage: '/images/knowledge-base/schema-markup.svg',
  content: [
    {
      title: 'What Schema Markup Does (and Doesn\'t) Do',
      content: `Schema markup is structured data: a small block of code, written with the shared vocabulary from schema.org, that describes the facts on a page in a form machines can read reliably. Instead of leaving Google to work out that "(213) 555-0148" is your phone number and "Mon–Fri 8–6" are your hours, you state it explicitly. Google recommends the JSON-LD format, a script block that sits in the page's HTML and does not change what visitors see.

Structured data can make a page eligible for rich results, such as product prices and availability, review stars on eligible types, or event details. It also helps Google connect your website with the business behind it. What it does not do is act as a general ranking boost. Adding markup to a weak page will not lift it past better pages, and Google never guarantees that eligible markup will produce a rich result.

The most important rule is that markup must describe content that is actually visible on the page and true. Marking up reviews nobody can see, hours that differ from your Google Business Profile, or prices you do not charge violates Google's structured data guidelines and can lead to the markup being ignored or, in serious cases, a manual action.`,
      highlights: [
        'Google recommends JSON-LD for structured data',
        'Markup creates eligibility for rich results, not a guarantee',
        'Everything marked up must be visible on the page and accurate',
      ],
      tips: [
        'Make sure your markup matches your Google Business Profile name, address, phone and hours exactly',
        'Add markup through your CMS or a template rather than pasting it page by page',
      ],
    },
    {
      title: 'LocalBusiness: The Foundation for Local Sites',
      content: `For a local business, LocalBusiness markup is the place to start. Google's documentation requires only a name and an address, and recommends properties such as telephone, url, geo coordinates, openingHoursSpecification and priceRange; restaurants can add menu and servesCuisine. Put it on your homepage or contact page, and on each location page if you have several offices.

Use the most specific type schema.org offers. A dental office should use Dentist, a plumbing company Plumber, a restaurant Restaurant, an auto shop AutoRepair and a law firm LegalService. Specific types tell search engines exactly what kind of business you are, while still inheriting every LocalBusiness property. For a multi-location business, such as a clinic with offices in Santa Monica and Glendale, give each location its own block with its own address, phone number and hours.

Add the sameAs property with links to your official profiles, such as Facebook, Instagram, LinkedIn, Yelp and YouTube, to help connect your site to the rest of your online presence. Remember that your Google Business Profile is still the main source for what appears in the local pack and Maps; LocalBusiness markup supports that information, it does not replace managing your profile.`,
      highlights: [
        'Google requires name and address; phone, hours and geo are recommended',
        'Use specific types like Dentist, Plumber or Restaurant',
        'Each physical location gets its own markup and page',
      ],
      tips: [
        'Use openingHoursSpecification and update it for holidays along with your Business Profile',
        'List your official social and directory profiles in sameAs',
        'Keep the address format identical to the one on your Google Business Profile',
      ],
    },
    {
      title: 'Reviews, Products and FAQs: Know the Current Rules',
      content: `Review markup is where local businesses most often go wrong. Since 2019, Google has not shown review stars for "self-serving" reviews: reviews of a LocalBusiness or Organization that appear on that business's own site, whether typed in or embedded with a third-party widget. You can still display testimonials for visitors, but marking them up as AggregateRating on your own LocalBusiness will not produce stars. Never copy ratings from Google or Yelp into your markup; Google's guidelines prohibit aggregating reviews from other sites.

Product markup is different and very useful for shops. A boutique in Silver Lake or a bike shop in Culver City that sells online can mark up each product page with Product and Offer, including price, currency and availability, and with reviews written by customers on that product page. This can make pages eligible for product snippets and merchant listing experiences in Google.

FAQPage markup has changed the most. In 2023 Google limited FAQ rich results to well-known government and health websites, and Google announced that as of May 7, 2026 FAQ rich results no longer appear in Google Search at all. FAQ sections are still valuable for readers, and FAQPage remains valid schema.org vocabulary, but most local businesses should no longer expect any visual benefit in Google from it.`,
      highlights: [
        'Self-serving LocalBusiness reviews do not earn stars in Google',
        'Product and Offer markup suits shops that sell online',
        'Google no longer shows FAQ rich results as of May 2026',
      ],
      tips: [
        'Remove AggregateRating copied from Google or Yelp reviews from your markup',
        'Mark up product price and availability and keep them in sync with your inventory',
      ],
      chartData: {
        type: 'bar',
        title: 'Structured data audit of a dental practice website',
        unit: 'pages',
        data: [
          { name: 'Valid, eligible markup', value: 14, color: '#15803d' },
          { name: 'Valid with warnings', value: 9, color: '#fb9a24' },
          { name: 'Critical errors', value: 4, color: '#be123c' },
          { name: 'Self-serving review markup', value: 6, color: '#7c3aed' },
          { name: 'No markup', value: 21, color: '#424a61' },
        ],
        note: 'Illustrative example: a hypothetical 54-page site. Audits like this show where to focus first: critical errors, then misleading markup, then missing coverage on key pages.',
      },
    },
    {
      title: 'Testing With the Rich Results Test',
      content: `Google's Rich Results Test checks whether a page's structured data is eligible for the rich result types Google supports. You can test a live URL or paste a code snippet before publishing, and choose a smartphone or desktop crawler. The results list each detected item, any critical errors that make it ineligible, and non-critical warnings about missing recommended properties.

Fix critical errors first; they mean Google cannot use that item. Warnings are worth addressing when you have the information, such as adding geo coordinates or a price range, but they do not block eligibility. The test also shows the rendered HTML, which helps confirm that markup added by JavaScript or a plugin actually appears to Google.

The Rich Results Test only reports on types Google uses for rich results. To check general schema.org validity, including types Google does not display, use the Schema Markup Validator at validator.schema.org. After publishing, use the URL Inspection tool in Search Console to see how Google processed a specific page, and watch the rich result reports in the Enhancements area for errors that appear across many pages at once, for example after a theme update.`,
      highlights: [
        'Test live URLs or code snippets before publishing',
        'Critical errors block eligibility; warnings do not',
        'The Schema Markup Validator checks general schema.org validity',
      ],
      tips: [
        'Run the Rich Results Test on one page of each template after every site or plugin update',
        'Check Search Console rich result reports monthly for new errors',
        'Test the code snippet before launch, then the live URL after',
      ],
    },
    {
      title: 'A Simple Implementation Plan',
      content: `Start with a short inventory. List your page templates: homepage, location pages, service pages, blog posts, product pages and contact page. Decide which type belongs on each. For most local businesses that means a specific LocalBusiness subtype on the homepage and location pages, Organization details with a logo and sameAs links, BreadcrumbList if your site has deep navigation, Product and Offer on product pages, and Article on blog posts.

Generate the markup from your real data rather than hand-typing it on every page. Most modern CMS platforms and SEO plugins can output JSON-LD from fields you fill in once, which keeps phone numbers and hours consistent. If a developer writes custom markup, ask them to pull values from the same source as the visible page content, so they can never drift apart.

Then maintain it. Every time you change hours, move offices, add a location, change prices or redesign the site, re-test the affected templates. Structured data that was correct a year ago and is wrong today sends conflicting signals about your business, and that confusion is exactly what markup is meant to prevent.

If you work with an agency or developer, ask for the markup to be documented and handed over with the site. Knowing which plugin or template outputs each block saves hours later, when a redesign or a plugin change quietly removes your LocalBusiness details and nobody notices until the Search Console report shows the drop.`,
      highlights: [
        'Map one schema type to each page template',
        'Generate markup from the same data as the visible page',
        'Re-test whenever business details or templates change',
      ],
      tips: [
        'Keep a one-page document listing which schema types each template uses',
        'Add "update structured data" to your checklist for hours, address and price changes',
      ],
    },
  ],
  resources: [
    {
      title: 'Google: Introduction to structured data',
      url: 'https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data',
    },
    { title: 'schema.org LocalBusiness', url: 'https://schema.org/LocalBusiness' },
    { title: sources.googleSearchUpdates.title, url: sources.googleSearchUpdates.url },
    { title: 'schema.org FAQPage', url: 'https://schema.org/FAQPage' },
    { title: 'Entity SEO: becoming a recognized entity', url: '/knowledge-base/entity-seo' },
    { title: 'Local SEO services', url: '/services/local-seo' },
  ],
};

export const timeSensitiveClaims = [
  timeSensitive({
    quote: "Google announced that as of May 7, 2026 FAQ rich results no longer appear in Google Search at all",
    checkedOn: '2026-11-27',
    source: sources.googleSearchUpdates,
  }),
];
