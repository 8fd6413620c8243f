/** Content of the /pricing page: the five plans, how delivery works, and help choosing. */

export type PlanColor = 'blue' | 'indigo' | 'emerald' | 'amber' | 'slate';

export interface PricingPlan {
  /** Stable id, e.g. 'local-seo'. */
  id: string;
  title: string;
  /** Display price, exactly as shown on the card. */
  price: string;
  /** Shown under the price, e.g. 'per month'. */
  priceNote: string;
  /** One or two sentences: who the plan is for. */
  description: string;
  /** Concrete deliverables, 6 to 8. */
  features: string[];
  isPopular: boolean;
  color: PlanColor;
  /** The plan's service page. */
  link: string;
}

export const pricingPlans: PricingPlan[] = [
  {
    id: 'local-seo',
    title: 'Local SEO',
    price: '$950',
    priceNote: 'per month',
    description:
      "For neighborhood businesses that win customers within a few miles, such as trades, clinics, restaurants, salons and shops, and need to show up in Google's map pack.",
    features: [
      'Initial audit of your website, Google Business Profile and local competitors',
      'Google Business Profile optimization, with regular posts and photo updates',
      'Citation cleanup and building so your name, address and phone match everywhere',
      'A review request process, plus help replying to new reviews',
      'Neighborhood and service landing pages written for the areas you serve',
      'LocalBusiness schema markup and on-page fixes to your key pages',
      'Map-pack rank tracking across your service area',
      'A plain-English report every month',
    ],
    isPopular: false,
    color: 'blue',
    link: '/services/local-seo',
  },
  {
    id: 'competitive-keywords',
    title: 'Medium Competitive Keywords',
    price: '$2,000',
    priceNote: 'per month',
    description:
      'For established businesses competing city-wide for valuable searches, where larger rivals already rank and a Google Business Profile alone will not get you to page one.',
    features: [
      'Initial audit plus keyword and competitor gap research',
      'A content plan with in-depth service pages and articles published every month',
      'Earned links from Los Angeles publications, associations and industry sites',
      'Technical fixes for site speed, crawling and internal linking',
      'Call and form tracking tied to the keywords that bring leads',
      'Bi-weekly strategy calls with your dedicated strategist',
      'A monthly report on rankings, traffic and leads',
    ],
    isPopular: true,
    color: 'indigo',
    link: '/services/competitive-keywords',
  },
  {
    id: 'ecommerce-seo',
    title: 'E-commerce SEO',
    price: '$3,500+',
    priceNote: 'per month',
    description:
      'For online stores that want more revenue from organic search, not just more visitors. Custom pricing is available for large catalogs.',
    features: [
      'Technical audit of crawling, indexing and faceted navigation',
      'Category page content and product page optimization',
      'Product schema markup with price, availability and reviews',
      'Consolidation of duplicate and variant product URLs',
      'Site speed and Core Web Vitals improvements',
      'Support for Google Merchant Center and free product listings',
      'Monthly reporting on organic revenue, not just traffic',
    ],
    isPopular: false,
    color: 'emerald',
    link: '/services/ecommerce-seo',
  },
  {
    id: 'specialized-industries',
    title: 'Specialized Industries',
    price: '$5,000+',
    priceNote: 'per month',
    description:
      'For legal, insurance, healthcare, financial, B2B and education organizations, where content is held to a higher standard of accuracy and trust and every click is expensive.',
    features: [
      'Compliance-aware content, reviewed by your licensed professionals before it goes live',
      'E-E-A-T work: author bios, credentials, reviewer notes and cited sources',
      'Practice area, service line and program pages built around real client questions',
      'Authority links from industry publications and Los Angeles organizations',
      'Technical SEO and industry-specific schema markup',
      'Privacy-conscious analytics and call tracking, set up with your compliance team',
      'A dedicated strategist who knows your field',
    ],
    isPopular: false,
    color: 'amber',
    link: '/services/specialized-industries',
  },
  {
    id: 'enterprise-seo',
    title: 'Enterprise Solutions',
    price: 'Custom Quote',
    priceNote: 'tailored to your organization',
    description:
      'For multi-location brands, very large websites and organizations where several teams touch the site and SEO needs a long-term roadmap and clear ownership.',
    features: [
      'A 12-24 month SEO roadmap tied to your business goals',
      'Location pages and Google Business Profiles managed at scale',
      'Large-site technical SEO: crawl budget, rendering, log files and migrations',
      'International SEO with hreflang and market-specific content',
      'SEO governance: release checklists, standards and team training',
      'Executive dashboards and quarterly business reviews',
      'A dedicated account team',
    ],
    isPopular: false,
    color: 'slate',
    link: '/services/enterprise-seo',
  },
];

export interface ProcessStep {
  title: string;
  description: string;
}

/** How every plan is delivered, in order. */
export const deliveryProcess: ProcessStep[] = [
  {
    title: 'Discovery & Audit',
    description:
      'Every engagement starts with an initial audit of your website, your Google Business Profile, your rankings and the competitors outranking you. We also learn how you win customers today, so the work is aimed at calls and sales rather than vanity metrics.',
  },
  {
    title: 'Strategy Development',
    description:
      'We turn the audit into a written plan: the searches to target, the pages to build or fix, the links to earn and the order we will do it in. You see the priorities and expected timeline before any work begins.',
  },
  {
    title: 'Implementation',
    description:
      'Our team carries out the plan month by month, from technical fixes and new content to profile, citation and link work. Anything that changes how your business is presented goes to you for approval first.',
  },
  {
    title: 'Measurement & Refinement',
    description:
      'Calls, form fills, rankings and revenue are tracked and explained in a plain-English monthly report. We move effort toward what is working, and most clients see results in 3-6 months.',
  },
];

export const customQuotePrompt: { heading: string; text: string } = {
  heading: "Need something that doesn't fit a plan?",
  text: 'Some businesses need a mix, such as local SEO for three offices plus an online store, or a one-time site migration before ongoing work begins. Tell us what you are working with on our contact page and we will put together a custom quote. We reply within 24 hours.',
};

export const helpChoosing: { heading: string; text: string; points: string[] } = {
  heading: 'How to choose the right plan',
  text: 'The right plan depends less on your budget than on where your customers search and how crowded those results are. These rules of thumb cover most Los Angeles businesses:',
  points: [
    'If most customers find you on Google Maps and live within a few miles, start with Local SEO.',
    'If you compete city-wide for high-value searches against established rivals, Medium Competitive Keywords gives you the content, links and bi-weekly strategy calls it takes to win.',
    'Online stores, regulated fields and multi-location organizations have needs of their own, which is what E-commerce SEO, Specialized Industries and Enterprise Solutions are built for.',
    'Still not sure? Book a free consultation. We will look at your site and your competitors and recommend a plan, with no obligation.',
  ],
};

export const pricingIntro: { heading: string; text: string } = {
  heading: 'SEO Pricing for Los Angeles Businesses',
  text: 'Clear plans, from $950 a month for neighborhood businesses to custom programs for enterprises. Every plan starts with an initial audit and comes with a 30-day satisfaction guarantee, and 97% of our clients stay with us.',
};
