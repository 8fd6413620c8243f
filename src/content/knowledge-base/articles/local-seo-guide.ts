import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'local-seo-guide',
  title: 'The Complete Local SEO Guide for Los Angeles Businesses',
  seoDescription:
    'Google Business Profile, NAP consistency, reviews, citations and local pages: a complete, step-by-step local SEO guide written for Los Angeles businesses.',
  summary:
    'Google Business Profile, NAP consistency, reviews, citations and local pages: a step-by-step local SEO guide written for Los Angeles businesses.',
  excerpt:
    'In a region as spread out as Los Angeles, showing up in the map results near your customers decides who gets the call. This guide walks through every part of local SEO, from your Business Profile to your location pages.',
  category: 'local-seo',
  categoryLabel: 'Local SEO',
  date: '2025-02-14',
  lastUpdated: '2026-08-18',
  author: { name: 'Darnell Hayes', role: 'Director of Operations' },
  coverImage: '/images/knowledge-base/local-seo-guide.svg',
  content: [
    {
      title: 'How Local Search Works in Los Angeles',
      content: `When someone in Los Angeles searches "emergency plumber" or "dentist near me," Google usually shows a map with three businesses, known as the local pack, near the top of the results. Those three spots draw a large share of calls and direction requests, and the businesses in them are chosen by Google's local ranking. Google says local results are based mainly on three things: relevance (how well your profile matches the search), distance (how far you are from the searcher or the place named in the query) and prominence (how well known your business is, online and off).

Distance carries extra weight in a region as spread out as ours. Los Angeles County has 88 incorporated cities, and the City of Los Angeles alone stretches from San Pedro to Sylmar. A searcher in Highland Park and one in Westchester are effectively in different markets, and a business in Koreatown will rarely appear in the pack for someone in Woodland Hills. You can't change where you are, but you can make sure Google understands exactly where you are and which areas you serve, and you can compete in the regular results for the neighborhoods and cities you cover.

Relevance and prominence are where your effort pays off. Relevance comes from accurate categories, services and content that match what people search for. Prominence comes from reviews, mentions and links from other sites, and from your position in regular web results, which Google says also factors into local ranking. The rest of this guide takes each of those in turn.`,
      highlights: [
        'The local pack shows three businesses on a map',
        'Google ranks local results on relevance, distance and prominence',
        'In a city as large as LA, distance narrows your real market',
      ],
      tips: [
        'Search your main services from a phone in different neighborhoods to see who appears',
        'List the neighborhoods and cities you realistically serve before doing anything else',
      ],
    },
    {
      title: 'Setting Up Your Google Business Profile',
      content: `Your Google Business Profile is the most important local SEO asset you have. Claim it and complete verification; Google may ask for a short video showing your storefront, signage or tools. Use your real-world business name exactly as it appears on your signage, without added keywords or neighborhood names. Turning "Smith Plumbing" into "Smith Plumbing - Best Emergency Plumber Los Angeles" violates Google's guidelines and can get the profile suspended.

Choose the primary category carefully, because it strongly shapes which searches you appear for. Pick the most specific option that describes your core business, such as "Personal injury attorney" rather than just "Lawyer," or "Mexican restaurant" rather than "Restaurant," then add secondary categories only for services you genuinely offer. Fill out services, attributes and a clear description, set regular hours and special hours for holidays, and add links to your booking page or menu where available.

If you serve customers at their location, such as a mobile locksmith, house cleaner or HVAC contractor working from home, set yourself up as a service-area business: hide your street address and list the cities or ZIP codes you serve. A P.O. box or virtual office does not qualify as a business address. Then keep the profile active with real photos of your storefront, team and finished work, and with regular posts about offers, events or seasonal services, such as air conditioning tune-ups before the first heat wave.`,
      highlights: [
        'Use your real business name with no added keywords',
        'The primary category is one of your most important choices',
        'Service-area businesses should hide their address',
        'P.O. boxes and virtual offices are not valid addresses',
      ],
      tips: [
        'Review the full category list and choose the most specific primary category that fits',
        'Upload new photos of real jobs or your space every month',
        'Set holiday hours in advance for every major holiday',
      ],
    },
    {
      title: 'NAP Consistency and Citations',
      content: `NAP stands for name, address and phone number. Those three details should be identical everywhere your business appears: your website, Google Business Profile, Apple Business Connect, Bing Places, Yelp and directories. Small formatting differences like "Suite 200" versus "#200" are usually understood, but an old address, a retired phone number or a previous business name can confuse both search engines and customers. Pick one canonical format and use it everywhere.

Citations are mentions of your NAP on other sites. Start with the big platforms that feed maps and voice assistants: Apple Business Connect for Apple Maps and Siri, Bing Places for Bing, and Yelp, which many Angelenos check for restaurants and home services. Then add the directories that matter in your industry: Avvo and Justia for lawyers, Healthgrades and Zocdoc for healthcare, Houzz and Angi for home services, OpenTable or Resy for restaurants, plus the Better Business Bureau and your local chamber of commerce.

Citations today are mainly about accuracy and being present where customers look, not volume. Hundreds of low-quality directory listings won't help, and buying links from directories that pass ranking credit violates Google's spam policies. Audit your top listings once or twice a year, and immediately after any move, phone change or rebrand. A business that updates Google after a move but not Yelp and Apple Maps will keep sending customers to the old location.`,
      highlights: [
        'Name, address and phone should match on every listing',
        'Apple Business Connect, Bing Places and Yelp come right after Google',
        'Accuracy beats the number of listings',
      ],
      tips: [
        'Keep a spreadsheet of every listing with its login and last-checked date',
        'Update every listing within a week of a move or phone number change',
      ],
    },
    {
      title: 'Earning and Managing Reviews',
      content: `Reviews affect both rankings and decisions. Google's own help documentation says review count and score factor into local ranking, and customers compare star ratings and read recent reviews before they call. A steady flow of fresh, detailed reviews is more useful than a burst of them once a year, because recency is one of the first things a customer notices.

Ask every satisfied customer at the moment they are happiest: when the job is finished, at checkout, or in a follow-up text that includes your Google review link, which you can copy from your Business Profile. Make it easy and keep it neutral. Google prohibits review gating, meaning asking only happy customers or screening people before sending them to Google, and it prohibits offering discounts or gifts in exchange for reviews. The Federal Trade Commission's rule on consumer reviews, in effect since October 2024, also bans fake reviews and paying for reviews that express a particular opinion. Healthcare providers should never confirm that a reviewer is a patient when replying, to protect privacy.

Reply to reviews, both good and bad. Thank positive reviewers specifically, mentioning the service when it's natural. For negative reviews, respond calmly, acknowledge the experience, move the details to a private conversation, and fix what can be fixed; future customers read your reply as closely as the complaint. If a review is fake or violates Google's policies, report it through your profile rather than arguing in public.`,
      highlights: [
        'Review count and score factor into Google\'s local ranking',
        'Review gating and incentives are against Google\'s policies',
        'Fake reviews are banned by an FTC rule as well',
      ],
      tips: [
        'Send your review link by text within a day of finishing each job',
        'Reply to every new review within a few days',
        'Train front-desk staff to ask for reviews with the same neutral wording',
      ],
    },
    {
      title: 'Local Pages and Measuring Results',
      content: `Your website supports everything above. Each physical location should have its own page with the full NAP, hours, an embedded map, parking and transit directions (especially valuable in LA), photos of that location, the services offered there, and LocalBusiness structured data, or a more specific schema.org type such as Dentist or Restaurant, that matches the visible details. Link each Business Profile to its matching location page rather than the home page.

Service-area businesses can create pages for the main cities or neighborhoods they serve, but each page must be genuinely different. A useful Pasadena page for an HVAC company might discuss the ductwork challenges of older Craftsman homes, the city's permit steps, and real projects completed there. Pages that are identical except for the city name are doorway pages under Google's spam policies and can do more harm than good.

Finally, measure. Google Business Profile performance data shows calls, direction requests, website clicks and the searches that found you, while Search Console shows how your location and service pages perform in regular results. Compare months, note what changed, and look for gaps: if a neighborhood you serve never appears in your data, that's the next page or project to work on.`,
      highlights: [
        'Every physical location deserves its own detailed page',
        'Area pages must be genuinely different, not city-name swaps',
        'Business Profile performance data shows calls and directions',
      ],
      tips: [
        'Add parking and transit directions to every location page',
        'Link each Business Profile to its own location page',
        'Review Business Profile performance data on the same day each month',
      ],
      chartData: {
        type: 'bar',
        title: 'One month of Business Profile actions for a sample Koreatown dental office',
        data: [
          { name: 'Website clicks', value: 112, color: '#1642c8' },
          { name: 'Calls', value: 64, color: '#3374f6' },
          { name: 'Direction requests', value: 48, color: '#fb9a24' },
          { name: 'Booking clicks', value: 21, color: '#15803d' },
        ],
        note: 'Illustrative example: hypothetical numbers for one location, showing the kinds of actions Business Profile performance data reports.',
      },
    },
  ],
  resources: [
    { title: 'Google Business Profile Help', url: 'https://support.google.com/business/' },
    { title: 'Schema.org LocalBusiness', url: 'https://schema.org/LocalBusiness' },
    { title: 'Local SEO Services', url: '/services/local-seo' },
    { title: 'SEO Checklist', url: '/resources/seo-checklist' },
    { title: 'Geo-Targeting for Local Businesses', url: '/knowledge-base/geo-targeting' },
  ],
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Turning "Smith Plumbing" into "Smith Plumbing - Best Emergency Plumber Los Angeles" violates Google\'s guidelines and can get the profile suspended',
    checkedOn: '2026-11-26',
    source: sources.googleBusinessProfileGuidelines,
  }),
  timeSensitive({
    quote: 'A P.O. box or virtual office does not qualify as a business address',
    checkedOn: '2026-11-26',
    source: sources.googleBusinessProfileGuidelines,
  }),
  timeSensitive({
    quote: 'P.O. boxes and virtual offices are not valid addresses',
    checkedOn: '2026-11-26',
    source: sources.googleBusinessProfileGuidelines,
  }),
  timeSensitive({
    quote: 'Google prohibits review gating, meaning asking only happy customers or screening people before sending them to Google',
    checkedOn: '2026-11-26',
    source: sources.googleReviewPolicy,
  }),
];
