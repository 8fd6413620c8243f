import type { ServicePage } from './types';
import { site } from '../site';

export const competitiveKeywordsService: ServicePage = {
  id: 'competitive-keywords',
  path: '/services/competitive-keywords',
  name: 'Competitive Keywords',
  seoTitle: 'Competitive Keyword SEO in Los Angeles | LA SEO Group',
  seoDescription:
    'Outrank bigger rivals for high-value Los Angeles searches with in-depth content, earned links and bi-weekly strategy calls, for $2,000/month. Free consultation.',
  hero: {
    eyebrow: 'Competitive Keyword SEO',
    heading: 'Rank for the Searches Your Competitors Are Fighting Over',
    intro:
      'Searches like "Los Angeles roofing contractor" or "5-axis CNC machining Los Angeles" are worth real money, and larger competitors know it. We combine in-depth content, earned links and technical fixes to move you up for the terms that bring high-value customers, and your strategist walks you through progress every other week.',
    primaryCta: 'Get a Free Keyword Assessment',
  },
  benefits: [
    {
      title: 'Keyword Gap Research',
      description:
        'We find the searches your competitors rank for and you do not, then weigh each one by volume, difficulty and how likely it is to bring a paying customer.',
      icon: 'target',
    },
    {
      title: 'Content That Deserves to Rank',
      description:
        'Service pages and articles that answer the question better than what ranks today, with pricing context, process details, comparisons and local examples.',
      icon: 'sparkles',
    },
    {
      title: 'Earned Authority',
      description:
        'Links from Los Angeles publications, industry associations, suppliers and partners. We never buy links or use private networks that put your site at risk.',
      icon: 'trophy',
    },
    {
      title: 'A Sound Technical Foundation',
      description:
        'Fast pages, clean internal linking and a site Google can crawl easily, so the content and links we build count for as much as possible.',
      icon: 'shield',
    },
    {
      title: 'Bi-Weekly Strategy Calls',
      description:
        'Every other week you meet your strategist to review rankings and leads, approve upcoming content and adjust priorities as the market shifts.',
      icon: 'users',
    },
    {
      title: 'Leads Tied to Keywords',
      description:
        'Call and form tracking shows which keywords and pages bring inquiries, so effort goes to the searches that make money, not just the ones with the most volume.',
      icon: 'chart',
    },
  ],
  process: {
    heading: 'How We Win Competitive Searches',
    intro:
      'Competitive keywords reward patience and focus. We pick the battles you can win first, then build the authority to take on harder terms.',
    defaultTab: 'research',
    tabs: [
      {
        id: 'research',
        label: 'Research',
        heading: 'Map the competition before spending a dollar',
        summary:
          'The initial audit looks at your site and at the pages that already hold the rankings you want.',
        steps: [
          'Build a keyword list from your services, sales calls and real customer questions',
          'Analyze the top-ranking pages for each term: depth, format and links',
          'Find gaps where competitors rank and you have no page at all',
          'Audit your site for technical issues that hold rankings back',
          'Estimate the value of each keyword from search volume and your close rate',
        ],
      },
      {
        id: 'strategy',
        label: 'Strategy',
        heading: 'Choose the terms you can win, in the right order',
        summary:
          'We build a written plan that pairs quick wins with the longer-term keywords that matter most to your revenue.',
        steps: [
          'Group keywords into topics and assign each topic to one page',
          'Prioritize terms where you can reach page one soonest',
          'Plan new content and rewrites of existing pages month by month',
          'Set link building targets based on the authority gap to competitors',
          'Agree on the lead and revenue measures we report against',
        ],
      },
      {
        id: 'execution',
        label: 'Execution',
        heading: 'Publish, earn links and adjust every two weeks',
        summary:
          'We produce the content and outreach each month and review results with you on bi-weekly strategy calls.',
        steps: [
          'Write and publish in-depth service pages and supporting articles',
          'Earn links through local press, associations, partners and useful resources',
          'Fix technical issues and strengthen internal links to priority pages',
          'Track rankings, calls and form fills for every target keyword',
          'Review progress on bi-weekly strategy calls and shift effort to what works',
        ],
      },
    ],
  },
  priceCard: {
    label: 'Medium Competitive Keywords',
    price: '$2,000',
    period: 'per month',
    note: 'Our most popular plan. Includes the initial audit; a 6-month minimum is recommended, with month-to-month available at a higher rate.',
    features: [
      'Initial audit plus keyword and competitor gap research',
      'In-depth service pages and articles every month',
      'Earned links from Los Angeles and industry sites',
      'Technical fixes for speed, crawling and internal linking',
      'Call and form tracking by keyword',
      'Bi-weekly strategy calls with your dedicated strategist',
      'A monthly report on rankings, traffic and leads',
    ],
  },
  resultStat: {
    value: '+240%',
    label: 'more qualified quote requests',
    detail:
      'A Torrance precision machine shop went from 4 to 86 page-one keywords and won 19 new customer accounts in 14 months.',
  },
  caseStudies: [
    {
      title: 'How a Torrance Machine Shop Grew Quote Requests by 240% From Search',
      image: '/images/case-studies/cs-9.svg',
      stats: [
        { label: 'Qualified quote requests', value: '+240%' },
        { label: 'Page-one keywords', value: '86' },
        { label: 'New customer accounts', value: '19' },
      ],
      summary:
        'Engineers searching for terms like "AS9100 machine shop" never found this Torrance shop. Detailed pages for each process, material and certification, plus a quote form cut from 18 fields to 6, changed that.',
      link: '/case-studies/cs-9',
    },
    {
      title: 'How a Sherman Oaks Tutoring Center Grew Enrollment Inquiries by 131%',
      image: '/images/case-studies/cs-11.svg',
      stats: [
        { label: 'Enrollment inquiries', value: '+131%' },
        { label: 'Traffic from nearby areas', value: '+205%' },
        { label: 'Summer seats filled', value: '96%' },
      ],
      summary:
        'Online platforms and larger chains bid on every test-prep search. Separate pages for 12 subjects and tests and a parent guide to SAT and ACT timing reached families in Encino, Studio City and Van Nuys.',
      link: '/case-studies/cs-11',
    },
    {
      title: 'How a West Hollywood Pilates Studio Grew Trial Sign-Ups by 156%',
      image: '/images/case-studies/cs-7.svg',
      stats: [
        { label: 'Trial sign-ups on its site', value: '+156%' },
        { label: 'Trial-to-membership rate', value: '38%' },
        { label: 'Map-pack rank', value: '#1' },
      ],
      summary:
        'Booking apps and two franchise studios owned searches for reformer Pilates in West Hollywood. Class-level, instructor and pricing pages and a first-visit guide brought new clients straight to the studio.',
      link: '/case-studies/cs-7',
    },
  ],
  faqs: [
    {
      q: 'What makes a keyword "medium competitive"?',
      a: 'These are searches where established businesses already rank with solid websites, but the top results are not locked up by national brands. City-wide service terms, specialist trades and professional services in Los Angeles usually fall here. We confirm where each of your keywords sits during the initial audit.',
    },
    {
      q: 'How long until I rank for competitive terms?',
      a: 'Most clients see results in 3-6 months, starting with less contested terms that build momentum. The hardest keywords can take longer, which is why we recommend a 6-month minimum. Your bi-weekly strategy calls show progress on every target term along the way.',
    },
    {
      q: 'What happens on the bi-weekly strategy calls?',
      a: 'Every other week you meet your dedicated strategist to review rankings, calls and form fills, approve upcoming content and agree on priorities for the next two weeks. You can bring anyone from your team who needs to be there, and you leave each call knowing exactly what happens next.',
    },
    {
      q: 'How do you build links without risking a penalty?',
      a: 'We earn links the way real businesses do: local press, industry associations, suppliers, partners, sponsorships and resources other sites want to cite. We never buy links or use private blog networks, which break Google\'s spam policies and can cost you rankings.',
    },
    {
      q: 'Do I need to write the content myself?',
      a: 'No. Our writers draft every page, then ask you for the details only you know, such as pricing ranges, past projects and how you handle common problems. You approve each page before it goes live, so it sounds like your business.',
    },
  ],
  contact: {
    heading: 'Which searches do you want to win?',
    text: 'Send us your website and the keywords or competitors on your mind. We will reply within 24 hours with an honest read on how competitive those searches are and what it would take to rank.',
  },
  phoneCta: {
    heading: 'Talk to a strategist',
    text: `Call ${site.phone.display}, ${site.hours}, to discuss the keywords that matter most to your business.`,
  },
  serviceType: 'Search engine optimization for competitive keywords',
  leadService: 'Medium Competitive Keywords',
};
