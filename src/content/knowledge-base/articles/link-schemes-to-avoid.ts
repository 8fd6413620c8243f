import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'link-schemes-to-avoid',
  title: 'Link Schemes to Avoid: A Guide for Local Businesses',
  summary:
    'The link schemes Google\'s spam policies warn against, from paid links to private blog networks, and safer ways a local business can earn links instead.',
  excerpt:
    'Some link building tactics can waste your budget or put your site at risk of a manual action. This guide walks through the link schemes described in Google\'s spam policies and what to do instead.',
  category: 'link-building',
  categoryLabel: 'Link Building',
  date: '2026-05-12',
  lastUpdated: '2026-10-06',
  author: { name: 'Arturo Villanueva', role: 'Project Manager' },
  coverImage: '/images/knowledge-base/link-schemes-to-avoid.svg',
  content: [
    {
      title: 'Why Link Schemes Are a Bad Bet',
      content: `Links from other websites are one of the ways Google discovers pages and judges how much trust and relevance they deserve. That is exactly why people try to manufacture them. Google's spam policies define link spam as links intended primarily to manipulate rankings in Google Search results, including links to your site and links out from it. Any link built mainly for that purpose, rather than because someone genuinely wanted to point people to you, is treated as part of a link scheme.

The consequences come in two forms. Most of the time, Google's automated systems, including its SpamBrain spam-detection system, recognize manipulative links and simply neutralize them. That sounds harmless, but it means every dollar you spent on those links produced nothing. In more serious or deliberate cases, Google's reviewers can issue a manual action for unnatural links. It shows up in the Manual actions report in Google Search Console, and affected pages or the whole site can lose visibility until the problem is fixed and a reconsideration request is approved.

For a local business, there is a third cost: opportunity. Months spent on tactics that get discounted are months not spent on things that build lasting visibility, like a strong Google Business Profile, useful service pages and genuine local relationships. The sections below describe the schemes Google's policies name, plus private blog networks, and then lay out what to do instead.`,
      highlights: [
        'Google defines link spam as links intended primarily to manipulate rankings',
        'Manipulative links are usually neutralized, wasting your budget',
        'Serious cases can lead to a manual action for unnatural links',
      ],
      tips: [
        'Check the Manual actions report in Search Console now, and at least quarterly',
        'Ask every current or past SEO vendor for a list of the links they built for you',
      ],
    },
    {
      title: 'Paid Links, Link Exchanges and Guest Posting at Scale',
      content: `Buying or selling links that pass ranking credit is the most familiar link scheme. Google's policies cover exchanging money for links or for posts that contain links, exchanging goods or services for links, and sending someone a free product in exchange for writing about it and including a link. Text ads and advertorials are included when the links pass ranking credit. Buying advertising is perfectly normal; the problem is buying a link that is meant to influence rankings. Paid links are fine when they carry rel="sponsored" or rel="nofollow", which tells Google not to count them for ranking.

Excessive link exchanges are the second big category. Google's policies single out arrangements where sites agree to link to each other mainly to boost rankings, along with partner pages created only for cross-linking. Linking to a business you genuinely work with, such as a contractor linking to the architect it partners with, is normal. Swapping links with dozens of unrelated businesses purely to raise everyone's link counts is not.

Third is large-scale article marketing or guest posting with keyword-rich anchor text. Writing an occasional, genuinely useful guest article for a relevant publication is fine. Paying a network to place dozens of thin articles, each with a link like "best personal injury lawyer Los Angeles," is exactly what the policies describe. The same goes for press releases and articles distributed to other sites with optimized anchor text links.`,
      highlights: [
        'Money, goods, services or free products exchanged for followed links all count as paid links',
        'Paid and sponsored links should carry rel="sponsored" or rel="nofollow"',
        'Mass guest posting and press releases with keyword-rich anchors are link schemes',
      ],
      tips: [
        'When you pay for a listing, sponsorship or ad, confirm the link is marked sponsored or nofollow',
        'Keep guest articles rare, relevant and linked with your brand name or a natural phrase',
        'Decline any offer of reciprocal links from businesses you do not actually work with',
      ],
    },
    {
      title: 'Automated Links, Required Links, Directories and Hidden Links',
      content: `Using automated programs or services to create links to your site is listed explicitly in Google's policies. This includes software that mass-creates profiles, comments or pages, and services that promise thousands of links in days. Requiring a link as part of a terms of service, contract or similar arrangement, without letting the site owner choose to qualify it with nofollow or another attribute, is also named. An example would be a web designer whose contract forces every client to carry a followed "Website by" link with keyword anchor text.

Low-quality directory and bookmark site links are another category. Legitimate, curated directories that people actually use, such as your chamber of commerce, an industry association or well-known review platforms, are fine and can help customers find you. Submitting your site to hundreds of generic web directories and social bookmarking sites with no editorial standards is not.

Finally, Google's policies call out keyword-rich, hidden or low-quality links embedded in widgets distributed across many sites, and widely distributed links in the footers or templates of various sites. A free "LA parking calculator" widget that secretly links to your law firm with the anchor "car accident attorney," or a footer link planted across every site a developer builds, both fall into this bucket.`,
      highlights: [
        'Automated link building tools and services violate Google\'s policies',
        'Contracts that require a followed link without the option to qualify it are named as a scheme',
        'Curated, genuinely used directories are fine; mass directory submissions are not',
      ],
      tips: [
        'Review your web designer\'s contract and footer credits, and ask for any credit link to be nofollow',
        'List every directory you appear in and remove yourself from any that no real customer would use',
      ],
      chartData: {
        type: 'bar',
        title: 'Relative risk of common link tactics (1 = low, 10 = high)',
        data: [
          { name: 'Private blog network', value: 10, color: '#be123c' },
          { name: 'Buying followed links', value: 9, color: '#be123c' },
          { name: 'Automated link building', value: 9, color: '#fb9a24' },
          { name: 'Mass guest posting', value: 7, color: '#fb9a24' },
          { name: 'Excessive link exchanges', value: 6, color: '#7c3aed' },
          { name: 'Generic directory submissions', value: 5, color: '#3374f6' },
          { name: 'Earned local press', value: 1, color: '#15803d' },
        ],
        note: 'Illustrative example: our agency\'s rough judgment of relative risk to show how tactics compare. These are not scores published by Google or measured from data.',
      },
    },
    {
      title: 'Forum and Comment Spam, and Private Blog Networks',
      content: `Google's policies list forum comments with optimized links in the post or signature as link spam. Dropping "great article, check out our Burbank roofing services" into blog comments, or filling a forum signature with keyword links, is the classic version. Most reputable sites already mark these links rel="ugc" or rel="nofollow", so they pass no ranking credit anyway, and they can damage your reputation with the very communities you want to reach. Taking part genuinely in a local forum or neighborhood group, answering questions helpfully and mentioning your business only when relevant, is a different thing entirely.

Private blog networks, often called PBNs, are groups of websites created or bought, frequently on expired domains, for the main purpose of linking to a "money site." The sites often look like blogs but have thin, generic content and few real readers. Google's policies do not use the term PBN, but these networks are a textbook case of links intended primarily to manipulate rankings, and they often combine several named schemes at once, such as paid links and keyword-rich anchors.

PBNs are risky because they leave footprints: shared hosting, similar templates, the same owners and links that all point to a few clients. When Google identifies a network, every site relying on it can lose that link value at once. If a vendor's reports show links from sites you have never heard of, with nothing in common except that they all link to you, ask hard questions.`,
      highlights: [
        'Optimized links in forum posts, signatures and comments are link spam',
        'PBNs are networks of sites built mainly to pass links',
        'Network links can lose their value all at once when detected',
      ],
      tips: [
        'Participate in local forums and groups to help people, not to drop links',
        'Spot-check five sites linking to you: if none have real audiences or authors, investigate',
        'Never buy expired domains to redirect or link to your business site',
      ],
    },
    {
      title: 'What to Do Instead, and How to Clean Up',
      content: `The alternative to link schemes is not "no links"; it is links people give you because your business is worth mentioning. For a Los Angeles business, that starts with local relationships: membership listings from your chamber of commerce, business improvement district and trade associations; "find a provider" pages from manufacturers and certification bodies; and partners you genuinely work with. Add useful content that others want to reference, such as a clear guide to LA permit requirements or a seasonal checklist, and share it with the organizations whose audiences would benefit.

Digital PR and community involvement come next. Offer local reporters timely, accurate expert commentary; sponsor and show up for community events, accepting that paid sponsor links should be marked sponsored; and earn reviews and mentions by doing great work. These links grow slowly, but they hold their value and bring real customers.

If you suspect past link schemes, start with an audit. Export your links from Search Console, flag the ones that match the patterns above and ask site owners to remove the worst. If you have a manual action, or know a considerable number of paid or artificial links point to you and cannot get them removed, use the disavow links tool with a plain text file listing URLs or domain: entries. After a manual action, submit a reconsideration request describing what you fixed. Then put your budget into building a brand people actually recommend.`,
      highlights: [
        'Associations, partners, certifiers and local press are the safest link sources',
        'Useful local resources attract links on their own',
        'Audit, remove and, only when needed, disavow bad links',
      ],
      tips: [
        'Export your links from Search Console and review them against this guide',
        'Contact site owners to remove clearly manipulative links before disavowing',
        'Plan one community or PR activity per quarter to earn genuine mentions',
      ],
    },
  ],
  resources: [
    { title: 'Google Search spam policies', url: 'https://developers.google.com/search/docs/essentials/spam-policies' },
    { title: 'Qualify your outbound links (Google)', url: 'https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links' },
    { title: 'Link quality: what makes a good backlink', url: '/knowledge-base/link-quality' },
    { title: 'Building brand authority', url: '/knowledge-base/brand-authority' },
    { title: 'Backlink 101', url: '/resources/backlink-101' },
  ],
};
