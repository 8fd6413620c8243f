import type { ServicePage } from './types';
import { site } from '../site';
import { sources } from '../sources';
import { timeSensitive } from '../time-sensitive';

export const localSeoService: ServicePage = {
  id: 'local-seo',
  path: '/services/local-seo',
  name: 'Local SEO',
  seoTitle: 'Local SEO Services in Los Angeles: $950/Month | LA SEO Group',
  seoDescription:
    'Get into the Google map pack in your LA neighborhood with Google Business Profile work, citations, reviews and local pages for $950/month. Free consultation.',
  hero: {
    eyebrow: 'Local SEO in Los Angeles',
    heading: 'Get Found by Customers in Your Los Angeles Neighborhood',
    intro:
      'When someone in Silver Lake or Sherman Oaks searches for a business like yours, Google often shows three businesses on a map near the top of the results, below any ads and sometimes an AI Overview. We get you into that map pack with a complete Google Business Profile, accurate listings, a steady flow of reviews and neighborhood pages that answer real questions.',
    primaryCta: 'Get a Free Local Visibility Review',
  },
  benefits: [
    {
      title: 'A Place in the Map Pack',
      description:
        'For many local searches Google shows three businesses on a map above the other results, and in our experience those three take most of the calls. We work on the signals Google says it uses to pick them: relevance, distance and prominence.',
      icon: 'map-pin',
    },
    {
      title: 'A Google Business Profile That Sells',
      description:
        'The right primary and secondary categories, a full list of services, accurate hours, current photos and regular posts, so your profile answers questions before people call.',
      icon: 'search',
    },
    {
      title: 'Consistent Listings Everywhere',
      description:
        'We correct your name, address and phone number on Yelp, Apple Maps, Bing Places and the other directories customers look you up in, and remove duplicates left over from moves or old numbers.',
      icon: 'target',
    },
    {
      title: 'More Reviews, Better Replies',
      description:
        'A simple way to ask every happy customer for a review, plus help replying to each one. Fresh, detailed reviews build trust with searchers and with Google.',
      icon: 'star',
    },
    {
      title: 'Neighborhood Landing Pages',
      description:
        'Pages for the areas you serve that mention real local jobs, nearby customers and practical details, instead of copies with the city name swapped out.',
      icon: 'sparkles',
    },
    {
      title: 'Calls You Can Count',
      description:
        'We track calls, direction requests, bookings and website visits from your profile, so you can see exactly what local search brings in each month.',
      icon: 'phone',
    },
  ],
  process: {
    heading: 'How Our Local SEO Process Works',
    intro:
      'Local SEO is a steady routine, not a one-time setup. Here is what we do in each phase and what you can expect to see.',
    defaultTab: 'analysis',
    tabs: [
      {
        id: 'analysis',
        label: 'Analysis',
        heading: 'Find out where you stand on the map',
        summary:
          'We start with an initial audit of your local presence and the businesses Google shows instead of you.',
        steps: [
          'Audit your Google Business Profile: categories, services, hours, photos and reviews',
          'Check your name, address and phone number across major directories and data aggregators',
          'Measure map-pack rankings from points across your service area, not just from your front door',
          'Study the three competitors that appear above you and why Google favors them',
          'Identify the searches that lead to calls, such as "emergency plumber near me"',
        ],
      },
      {
        id: 'strategy',
        label: 'Strategy',
        heading: 'Build a plan around the neighborhoods that pay',
        summary:
          'We turn the audit into a written plan that focuses on your most profitable services and the areas you can realistically win.',
        steps: [
          'Choose Google categories that match your highest-value services',
          'Rank neighborhoods by demand, distance from your location and competition',
          'Plan service and neighborhood pages with details specific to each area',
          'Design a review request process that fits how you already serve customers',
          'Agree on the calls, bookings and visits we will report on',
        ],
      },
      {
        id: 'execution',
        label: 'Execution',
        heading: 'Put the plan to work, month after month',
        summary:
          'Each month we carry out the plan, keep your listings current and report what changed in plain English.',
        steps: [
          'Optimize your Google Business Profile and publish regular posts and photos',
          'Correct and build citations on Yelp, Apple Maps, Bing Places and industry directories',
          'Write neighborhood and service pages with LocalBusiness schema markup',
          'Send review requests and draft replies to new reviews for your approval',
          'Report calls, direction requests and map rankings every month',
        ],
      },
    ],
  },
  priceCard: {
    label: 'Local SEO',
    price: '$950',
    period: 'per month',
    note: 'Includes the initial audit. A 6-month minimum is recommended; month-to-month is available at a higher rate.',
    features: [
      'Initial audit of your profile, website and local competitors',
      'Google Business Profile optimization with regular posts and photos',
      'Citation cleanup and building across key directories',
      'A review request process and help with replies',
      'Neighborhood and service landing pages',
      'Map-pack rank tracking and a monthly plain-English report',
    ],
  },
  resultStat: {
    value: '+214%',
    label: 'more calls from Google',
    detail:
      'A family-run plumbing company in Glendale reached 312 calls a month and the #1 map-pack spot for "plumber Glendale" within eight months.',
  },
  caseStudies: [
    {
      title: 'How a Glendale Plumbing Company Tripled Its Map-Pack Calls',
      image: '/images/case-studies/cs-1.svg',
      stats: [
        { label: 'Calls from Google', value: '+214%' },
        { label: 'Map-pack rank', value: '#1' },
        { label: 'Google reviews', value: '186' },
      ],
      summary:
        'The business was listed under three addresses and two phone numbers across more than forty directories. Cleaning up its citations and rebuilding its Google Business Profile tripled inbound calls in eight months.',
      link: '/case-studies/cs-1',
    },
    {
      title: 'How an Echo Park Auto Repair Shop Grew Booked Appointments by 128%',
      image: '/images/case-studies/cs-13.svg',
      stats: [
        { label: 'Booked appointments', value: '+128%' },
        { label: 'Map-pack rank', value: '#1' },
        { label: 'Calls per month', value: '208' },
      ],
      summary:
        'Moving two blocks created a duplicate Google Business Profile and left the old address on dozens of directories. We merged the profiles, kept years of reviews and added pages for brakes, smog checks and hybrid repair.',
      link: '/case-studies/cs-13',
    },
    {
      title: 'How a Koreatown BBQ Restaurant Doubled Its Online Reservations',
      image: '/images/case-studies/cs-3.svg',
      stats: [
        { label: 'Online reservations', value: '+118%' },
        { label: 'Map-pack appearances', value: '+176%' },
        { label: 'Google rating', value: '4.7' },
      ],
      summary:
        'The restaurant kept losing "near me" searches to bigger groups. A rebuilt Google Business Profile, hours synced across 30+ listings, a crawlable menu and key pages in English and Korean more than doubled its online reservations.',
      link: '/case-studies/cs-3',
    },
  ],
  moreCaseStudies: [{ title: 'How a Burbank Recording Studio Booked 85% More Sessions From Search', link: '/case-studies/cs-12' }],
  faqs: [
    {
      q: 'How long does local SEO take to work?',
      a: 'Most clients see results in 3-6 months. Fixing an inaccurate profile or duplicate listings can help sooner: an Echo Park auto repair shop was back in the top three of the map pack within 10 weeks. Crowded categories and neighborhoods far from your location take longer.',
    },
    {
      q: 'Do I need a storefront to appear in the map pack?',
      a: 'No. Service-area businesses such as plumbers, electricians and mobile groomers can hide their street address and list the areas they cover instead. You do need a real location you work from; P.O. boxes and virtual offices that are not staffed during business hours are not eligible under Google\'s guidelines.',
    },
    {
      q: 'Can you remove negative reviews?',
      a: 'Nobody can legitimately remove a review just because it is negative. We can flag reviews that break Google\'s policies, such as spam or posts from people who were never customers, and help you reply calmly and professionally. The best protection is a steady flow of new reviews from happy customers, which we help you build without incentives or filtering, both of which Google prohibits.',
    },
    {
      q: 'Which parts of Los Angeles can you target?',
      a: 'Anywhere in Los Angeles County, from the Westside to the San Fernando Valley and the South Bay. Because Google weighs distance from the searcher, we focus first on the neighborhoods closest to you, then widen your reach with service-area settings and well-built neighborhood pages.',
    },
    {
      q: 'What does the $950 plan include?',
      a: 'An initial audit, Google Business Profile optimization, citation cleanup and building, a review request process, neighborhood and service pages, map-pack rank tracking and a monthly report. A 6-month minimum is recommended, month-to-month is available at a higher rate, and our 30-day satisfaction guarantee applies.',
    },
  ],
  contact: {
    heading: 'Tell us about your business',
    text: 'Share your website and the neighborhoods you serve. We will reply within 24 hours with a first look at how you show up on Google Maps and what is keeping you out of the map pack.',
  },
  phoneCta: {
    heading: 'Rather talk it through?',
    text: `Call ${site.phone.display}, ${site.hours}, and speak with a local SEO strategist about your neighborhood and your competitors.`,
  },
  serviceType: 'Local search engine optimization',
  leadService: 'Local SEO',
};

/** What Google shows and what it allows today; re-read the sources when the guard names them (docs/requirements/claims-and-sources.md). */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Google often shows three businesses on a map near the top of the results, below any ads and sometimes an AI Overview',
    checkedOn: '2026-11-26',
    source: sources.googleLocalRanking,
  }),
  timeSensitive({
    quote: 'We work on the signals Google says it uses to pick them: relevance, distance and prominence.',
    checkedOn: '2026-11-26',
    source: sources.googleLocalRanking,
  }),
  timeSensitive({
    quote: "P.O. boxes and virtual offices that are not staffed during business hours are not eligible under Google's guidelines",
    checkedOn: '2026-11-26',
    source: sources.googleBusinessProfileGuidelines,
  }),
  timeSensitive({
    quote: 'without incentives or filtering, both of which Google prohibits',
    checkedOn: '2026-11-26',
    source: sources.googleReviewPolicy,
  }),
];
