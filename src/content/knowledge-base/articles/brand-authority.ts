import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'brand-authority',
  title: 'Building Brand Authority: Digital PR and Local Citations',
  seoDescription:
    'Build a brand that people and search engines trust: local digital PR, community sponsorships, and earning mentions and links from respected Los Angeles sites.',
  summary:
    'Build a brand people and search engines trust: local digital PR, community sponsorships and earning mentions and links from respected LA sites.',
  excerpt:
    'Authority is not a number you buy; it is what happens when trusted people and publications talk about your business. Here is a practical playbook for Los Angeles businesses to earn that attention.',
  category: 'link-building',
  categoryLabel: 'Link Building',
  date: '2025-09-15',
  lastUpdated: '2026-04-08',
  author: { name: 'Darnell Hayes', role: 'Director of Operations' },
  coverImage: '/images/knowledge-base/brand-authority.svg',
  content: [
    {
      title: 'What Brand Authority Really Means',
      content: `Brand authority is the degree to which people, publications and other businesses recognize and trust your company. For a local business, it looks like this: a neighborhood blog recommends you, the local news station calls you when it needs a comment on a heat wave, your trade association lists you as a member, and people search for your business by name instead of just "plumber near me."

It is worth clearing up a common confusion. Third-party scores such as Domain Authority or Domain Rating are metrics invented by SEO tool companies to estimate link strength. Google does not use them. They can be useful for comparing sites, but chasing a higher number for its own sake leads businesses toward low-quality links. What search engines actually care about is whether real, relevant and trustworthy sources refer to you.

Authority also works off the search results page. A customer who has seen your name in the Los Angeles Times, on a Little League banner and in a friend's Nextdoor recommendation is more likely to click your listing in the local pack and more likely to call. SEO, PR and community involvement reinforce each other, which is why we treat them as one effort rather than three.`,
      highlights: [
        'Brand authority is earned recognition and trust from real people and publications',
        'Domain Authority and similar scores are tool metrics, not Google metrics',
        'Press, community presence and search visibility reinforce each other',
      ],
      tips: [
        'Search your business name in Google and note every third-party site that mentions you today',
        'Track how often people search for your brand name in Search Console as a simple authority indicator',
      ],
    },
    {
      title: 'Digital PR for Local Businesses',
      content: `Digital PR means giving journalists, bloggers and creators something worth covering, then making it easy for them to cover it. Big brands do this with expensive campaigns, but local businesses have an advantage: you have expertise and data about your neighborhood that nobody else has.

Some ideas that work well for Los Angeles businesses: a roofing company can publish what it sees after the first big rainstorm of the season; an HVAC company can share tips and appointment trends during a heat wave; a dental practice can comment on back-to-school checkups; a real estate attorney can explain a new California housing law in plain language. Timing matters. Reporters cover what is happening now, so prepare short, quotable expert commentary before predictable events like fire season, tax deadlines or the holidays.

Build a simple media page on your website with a short company description, high-resolution photos, your experts' bios and a direct contact for press. Then build relationships: follow local reporters who cover your industry, respond quickly and accurately when they ask for sources, and never exaggerate. A reporter who gets a fast, reliable answer from you will come back. When coverage links to your site, great; when it does not, the mention still builds recognition, and you can politely ask if a link to the relevant page would help their readers.`,
      highlights: [
        'Offer reporters timely expertise or local data, not sales pitches',
        'Prepare commentary ahead of predictable seasonal events',
        'A media page on your site makes you easy to cover',
      ],
      tips: [
        'Make a list of 10 local reporters, newsletters and neighborhood blogs that cover your industry',
        'Write three short expert takes in advance for your busiest season',
        'Add a /press or /media page with photos, bios and a direct contact',
      ],
    },
    {
      title: 'Local Sponsorships and Community Involvement',
      content: `Sponsoring a youth sports team, a neighborhood festival, a school fundraiser or a nonprofit 5K puts your name in front of the exact people you serve. These organizations usually list sponsors on their websites, and many local businesses treat that listing as a link-building tactic. It is better to treat it as brand building that may come with a link.

Here is the rule to keep in mind. If you give money, products or services in exchange for a link, Google considers that a paid link. Under Google's spam policies, paid links should be qualified with rel="sponsored" (or rel="nofollow") so they do not pass ranking credit. Sponsorships are a normal part of business, and a qualified sponsor link still sends visitors, shows your community ties and reinforces your brand. What you should not do is pick sponsorships purely for the link or ask organizations to remove the sponsored attribute.

Choose causes that genuinely fit your business and your neighborhood. A pediatric dentist sponsoring an elementary school reading program, a landscaper supporting a community garden in Highland Park or a restaurant hosting a fundraiser night for a local shelter all make sense to customers. Participation often matters more than the check: volunteering, speaking at a chamber of commerce event or teaching a free workshop creates stories, photos and relationships that lead to natural coverage.`,
      highlights: [
        'Sponsor links exchanged for payment should carry rel="sponsored" or rel="nofollow"',
        'Pick causes that fit your business and service area',
        'Showing up in person creates stories that earn natural mentions',
      ],
      tips: [
        'Ask every organization you sponsor to mark your link rel="sponsored", and keep a record of it',
        'Post photos and a short write-up of each community event on your own site and Google Business Profile',
      ],
    },
    {
      title: 'Getting Cited by Trusted Sites',
      content: `The most valuable mentions come from sources people already trust: established local news outlets, universities, professional associations, government and civic organizations, respected industry publications and well-known local guides. You cannot buy your way onto these sites in a way that helps you, but you can earn a place on many of them.

Start with the relationships you already have. Are you a member of a trade association, the local chamber of commerce or a business improvement district? Many publish member directories and member spotlights. Do you hold certifications from manufacturers or industry bodies? Many of them list certified providers. Have you hired interns from a local college, spoken at a community event or contributed to a neighborhood council meeting? Each of these can lead to a legitimate, relevant mention.

Create resources that others want to reference. A clear guide to Los Angeles permit requirements for a kitchen remodel, a glossary of California landlord-tenant terms, or a map of EV charging options for condo owners can become something local bloggers and reporters link to because it helps their readers. The goal is content that is cited because it is useful, which is exactly the kind of link Google's guidelines describe as natural.`,
      highlights: [
        'Associations, chambers, certifiers and local institutions are realistic sources',
        'Useful local resources attract links without asking',
        'Existing relationships are the fastest place to start',
      ],
      tips: [
        'List every association, certification and partnership you have and check whether each one lists you online',
        'Build one genuinely useful local resource page per year and share it with relevant organizations',
        'Make sure your name, address and phone are consistent wherever you are listed',
      ],
    },
    {
      title: 'Measuring Progress Without Vanity Metrics',
      content: `Brand authority grows slowly, so measure it over months, not weeks. Useful indicators include the number of distinct, relevant sites linking to you (visible in the Links report in Google Search Console), the number of press mentions and community listings you earn each quarter, growth in searches for your brand name, and referral visits from the sites that mention you.

Branded search is especially telling. When your PR and community work succeed, more people type your business name into Google. You can see this in Search Console by filtering queries that contain your brand. The chart below shows an illustrative pattern: a slow start, then faster growth as coverage builds on itself.

Be patient with results and skeptical of shortcuts. Anyone offering hundreds of "high authority" links for a flat fee is selling exactly the kind of links Google's spam policies describe. A handful of real mentions from respected local sources will do more for your reputation, and your rankings, than a pile of links nobody reads.`,
      highlights: [
        'Track referring sites, mentions, branded searches and referral visits',
        'Branded search growth is a strong sign your brand is building',
        'Bulk "high authority" link packages are a red flag',
      ],
      tips: [
        'Set up a monthly Search Console check of queries containing your business name',
        'Keep a simple spreadsheet of every mention, with date, source and whether it links',
      ],
      chartData: {
        type: 'line',
        title: 'Monthly branded search impressions during a year of local PR',
        data: [
          { name: 'Month 1', value: 400, color: '#424a61' },
          { name: 'Month 3', value: 460, color: '#3374f6' },
          { name: 'Month 5', value: 540, color: '#3374f6' },
          { name: 'Month 7', value: 690, color: '#1642c8' },
          { name: 'Month 9', value: 820, color: '#1642c8' },
          { name: 'Month 12', value: 1050, color: '#15803d' },
        ],
        note: 'Illustrative example: a hypothetical pattern for a neighborhood service business, not client data. Real growth varies widely.',
      },
    },
  ],
  resources: [
    { title: 'Google Search spam policies', url: 'https://developers.google.com/search/docs/essentials/spam-policies' },
    { title: 'Qualify your outbound links (Google)', url: 'https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links' },
    { title: 'Link quality: what makes a good backlink', url: '/knowledge-base/link-quality' },
    { title: 'Backlink 101', url: '/resources/backlink-101' },
    { title: 'Local SEO services', url: '/services/local-seo' },
  ],
};
