import type { ServicePage } from './types';
import { site } from '../site';

export const enterpriseSeoService: ServicePage = {
  id: 'enterprise-seo',
  path: '/services/enterprise-seo',
  name: 'Enterprise SEO',
  seoTitle: 'Enterprise SEO Services in Los Angeles | LA SEO Group',
  seoDescription:
    'Enterprise SEO for multi-location brands and large websites: technical SEO at scale, international search and governance, delivered on a 12-24 month roadmap.',
  hero: {
    eyebrow: 'Enterprise SEO',
    heading: 'SEO Programs Built for Multi-Location Brands and Large Websites',
    intro:
      'When a site has hundreds of thousands of URLs, hundreds of locations or several markets, small technical problems multiply and many teams touch the same pages. We give Los Angeles organizations a 12-24 month roadmap, technical SEO that scales and the governance to keep gains from slipping with every release.',
    primaryCta: 'Request an Enterprise Consultation',
  },
  benefits: [
    {
      title: 'Multi-Location SEO at Scale',
      description:
        'Consistent Google Business Profiles, store data and location pages for every branch, managed from one source so hours, phone numbers and services stay accurate everywhere.',
      icon: 'map-pin',
    },
    {
      title: 'Large-Site Technical SEO',
      description:
        'Crawl budget, log file analysis, JavaScript rendering, faceted navigation and internal linking across hundreds of thousands of URLs.',
      icon: 'search',
    },
    {
      title: 'International Search',
      description:
        'The right URL structure for each market, correct hreflang annotations and content researched for local search habits, not just translated.',
      icon: 'target',
    },
    {
      title: 'SEO Governance',
      description:
        'Clear ownership, written standards, release checklists and training, so product, engineering, content and regional teams protect search performance instead of undoing it.',
      icon: 'shield',
    },
    {
      title: 'A Roadmap You Can Budget For',
      description:
        'A 12-24 month roadmap with quarterly milestones. Most enterprise programs reach positive ROI in 6-9 months and keep compounding from there.',
      icon: 'clock',
    },
    {
      title: 'Reporting for Leadership',
      description:
        'Dashboards that connect organic search to revenue, leads and store visits, and quarterly business reviews written for executives rather than SEO specialists.',
      icon: 'chart',
    },
  ],
  process: {
    heading: 'How We Run Enterprise SEO Programs',
    intro:
      'Enterprise SEO succeeds or fails on coordination. Our process is built around your teams, your release cycles and your approval chain.',
    defaultTab: 'discovery',
    tabs: [
      {
        id: 'discovery',
        label: 'Discovery',
        heading: 'Understand the site, the business and the teams',
        summary:
          'The initial audit covers technical health at scale, and we meet the people who own each part of the site.',
        steps: [
          'Crawl the full site and analyze server logs to see where Googlebot spends its time',
          'Audit location data, international setup and templates across every site section',
          'Interview stakeholders in marketing, engineering, product and regional teams',
          'Review release processes, CMS limits and past migrations',
          'Benchmark organic performance against competitors in each market',
        ],
      },
      {
        id: 'strategy',
        label: 'Strategy',
        heading: 'Build a roadmap the whole organization can follow',
        summary:
          'We turn findings into a 12-24 month roadmap, prioritized by revenue impact and the effort each change needs from your teams.',
        steps: [
          'Rank opportunities by revenue impact, effort and dependencies',
          'Write technical requirements your engineering team can ticket directly',
          'Define SEO standards for templates, content and location data',
          'Set quarterly milestones and the metrics leadership will review',
        ],
      },
      {
        id: 'execution',
        label: 'Execution',
        heading: 'Ship improvements alongside your teams',
        summary:
          'We work inside your sprint cycles and tools, review changes before release and carry out the work your teams hand to us.',
        steps: [
          'Fix template-level issues that affect thousands of pages at once',
          'Roll out location page and Google Business Profile updates across every branch',
          'Implement hreflang and market-specific content for international sites',
          'Review releases against an SEO checklist before they go live',
          'Train content, product and regional teams on the new standards',
        ],
      },
      {
        id: 'optimization',
        label: 'Optimization',
        heading: 'Measure, govern and keep compounding',
        summary:
          'Enterprise sites change every week. Ongoing monitoring and governance protect what has been built and find the next opportunity.',
        steps: [
          'Monitor crawl, indexing and rankings with alerts for sudden changes',
          'Run quarterly business reviews with leadership',
          'Update the roadmap as products, locations and markets change',
          'Plan migrations and redesigns early so rankings carry over',
        ],
      },
    ],
  },
  priceCard: {
    label: 'Enterprise Solutions',
    price: 'Custom Quote',
    period: 'tailored to your organization',
    note: 'Scoped after the initial audit, based on your sites, locations, markets and in-house resources.',
    features: [
      'A 12-24 month SEO roadmap with quarterly milestones',
      'Location pages and Google Business Profiles managed at scale',
      'Large-site technical SEO, including log file analysis and migrations',
      'International SEO with hreflang and market-specific content',
      'SEO governance: standards, release checklists and training',
      'Executive dashboards and quarterly business reviews',
      'A dedicated account team',
    ],
  },
  resultStat: {
    value: '1,800%',
    label: 'average client ROI over 12 months',
    detail:
      'Measured across our clients. Enterprise programs typically reach positive ROI in 6-9 months and keep building over a 12-24 month roadmap.',
  },
  caseStudies: [
    {
      title: 'A Multi-Location Retailer Brought 200+ Stores Under One Local SEO System',
      image: '/images/services/enterprise-1.svg',
      stats: [
        { label: 'Store locations', value: '200+' },
        { label: 'Positive ROI', value: 'Month 7' },
        { label: 'Roadmap', value: '18 months' },
      ],
      summary:
        'A Southern California retail chain had duplicate Google Business Profiles, store hours that differed between its website and Google, and thin location pages built from one template. We moved store data to a single source, rebuilt every location page with store-specific details and gave regional managers a simple way to request updates.',
      link: '/case-studies',
    },
    {
      title: 'A Los Angeles Consumer Brand Took Its Organic Search International',
      image: '/images/services/enterprise-2.svg',
      stats: [
        { label: 'Languages', value: '3' },
        { label: 'Positive ROI', value: 'Month 9' },
        { label: 'Roadmap', value: '24 months' },
      ],
      summary:
        'A direct-to-consumer brand launched storefronts abroad, but Google kept showing U.S. pages and prices to overseas shoppers. We set up market subfolders with correct hreflang, researched keywords in each language instead of translating them, and built a launch checklist for every new market.',
      link: '/case-studies',
    },
    {
      title: 'A Digital Publisher Set SEO Standards Across 400,000+ Pages',
      image: '/images/services/enterprise-3.svg',
      stats: [
        { label: 'Pages governed', value: '400K+' },
        { label: 'Positive ROI', value: 'Month 6' },
        { label: 'Roadmap', value: '12 months' },
      ],
      summary:
        'With several editorial and product teams publishing every day, tag pages, archives and duplicate URLs were eating crawl budget. Log file analysis showed where Googlebot was wasting time, and a release checklist, template standards and team training stopped new problems from shipping.',
      link: '/case-studies',
    },
  ],
  faqs: [
    {
      q: 'How long is an enterprise SEO engagement?',
      a: 'We build a roadmap of 12-24 months, with quarterly milestones and reviews. Most enterprise programs reach positive ROI in 6-9 months, because template-level fixes improve thousands of pages at once. The later phases build on that foundation with content, international expansion and ongoing governance.',
    },
    {
      q: 'How do you manage SEO for hundreds of locations?',
      a: 'We start by creating one trusted source for location data, then keep Google Business Profiles, location pages and directory listings in sync with it. Google offers bulk verification to businesses with 10 or more locations, which makes changes at scale manageable. Regional managers get a simple process for requesting updates such as holiday hours or new services, so the data stays accurate without anyone editing listings by hand.',
    },
    {
      q: 'Can you work with our in-house developers and other agencies?',
      a: 'Yes, and most of our enterprise work happens that way. We write requirements your engineers can ticket directly, join sprint planning where it helps and review changes before release. We coordinate with your paid media, content and web agencies so SEO recommendations fit into the work they are already doing.',
    },
    {
      q: 'How do you approach international SEO?',
      a: 'We choose a URL structure for each market, usually subfolders or country domains, and set up hreflang so Google shows the right version to the right audience. Keyword research is done per market, because people in different countries search for the same product in different words. Translation alone rarely ranks well, so local teams or native-speaking writers review every key page.',
    },
    {
      q: 'How is enterprise pricing set?',
      a: 'Enterprise Solutions are priced by custom quote, based on the number of sites, locations and markets, the technical work involved and how much your in-house teams will handle. We scope the program after the initial audit and put the quote, roadmap and milestones in writing. Our 30-day satisfaction guarantee applies to enterprise programs too.',
    },
  ],
  contact: {
    heading: 'Tell us about your organization',
    text: 'Share your main domains, the number of locations or markets you manage and the teams involved in your website. An enterprise strategist will reply within 24 hours to set up a discovery call.',
  },
  phoneCta: {
    heading: 'Speak with our enterprise team',
    text: `Call ${site.phone.display}, ${site.hours}, to discuss scope, timelines and how we would work with your teams.`,
  },
  serviceType: 'Enterprise search engine optimization',
  leadService: 'Enterprise Solutions',
};
