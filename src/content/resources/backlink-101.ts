/** Content for the Backlink 101 guide at /resources/backlink-101. */

export interface ChartDatum {
  name: string;
  value: number;
  /** Hex color with at least 3:1 contrast against white. */
  color: string;
}

export interface GuideTab {
  id: 'fundamentals' | 'strategies' | 'tools' | 'mistakes';
  label: string;
  heading: string;
  intro: string;
  items: { title: string; text: string }[];
}

export const backlinkTabs: GuideTab[] = [
  {
    id: 'fundamentals',
    label: 'Fundamentals',
    heading: 'How backlinks work',
    intro:
      'A backlink is a link from another website to yours. Google uses links to discover pages and as one of many signals of how trustworthy and relevant a page is. Quality and relevance matter far more than the raw number of links.',
    items: [
      {
        title: 'Links work like recommendations',
        text: 'When a respected website links to your page, it signals that your content is worth visiting. A link from a well-known Los Angeles publication or an industry association carries more weight than dozens of links from unrelated, low-quality sites.',
      },
      {
        title: 'Relevance beats raw authority',
        text: 'A link from a site in your industry or your community is usually more valuable than one from a bigger site with no connection to your business. A link to a Pasadena dental practice from a local parenting blog makes sense; one from an overseas gaming site does not.',
      },
      {
        title: 'Anchor text gives context',
        text: 'The clickable words of a link tell readers and search engines what the destination is about. Natural link profiles contain a mix of brand names, plain URLs and descriptive phrases. Too many exact-match keyword anchors look manipulative.',
      },
      {
        title: 'Nofollow, sponsored and UGC attributes',
        text: 'Links marked rel="nofollow", rel="sponsored" or rel="ugc" tell Google not to treat them as endorsements, and Google treats these attributes as hints. Any link you pay for, including sponsored posts and affiliate links, should carry rel="sponsored" or rel="nofollow".',
      },
      {
        title: 'Third-party scores are estimates',
        text: 'Metrics such as Domain Authority, Domain Rating and Authority Score come from SEO tool companies, not Google. They are useful for comparing sites quickly, but a relevant, real website with a modest score can still be an excellent link.',
      },
    ],
  },
  {
    id: 'strategies',
    label: 'Strategies',
    heading: 'Link-building strategies that still work',
    intro:
      'The most durable links are earned because you have something worth linking to: useful content, original data, expert commentary or real ties to your community. These approaches follow Google\'s spam policies and build authority over time.',
    items: [
      {
        title: 'Skyscraper content',
        text: 'Find a popular page in your field that already has many links, create a clearly better, more current version, then show it to the sites linking to the original. It takes real effort, which is exactly why the links it earns tend to be strong.',
      },
      {
        title: 'Resource page links',
        text: 'Many organizations keep pages of recommended resources, such as a neighborhood council listing local services or a university page of industry guides. Create a genuinely useful guide or tool and ask to be considered for inclusion.',
      },
      {
        title: 'Broken link building',
        text: 'Use a crawler or backlink tool to find links on relevant sites that point to pages that no longer exist. Let the site owner know about the broken link and suggest your page as a replacement if it covers the same topic well.',
      },
      {
        title: 'Guest posts on relevant sites',
        text: 'Write genuinely useful articles for respected publications your customers read. Focus on reaching the audience rather than the link, keep author bio links natural, and avoid mass guest posting with keyword-rich anchors, which Google treats as a link scheme.',
      },
      {
        title: 'HARO-style journalist requests',
        text: 'Services that connect reporters with expert sources, often called HARO-style requests after Help a Reporter Out, can earn mentions in news and trade publications. Reply quickly, answer only requests that match your expertise and give a specific, quotable answer.',
      },
      {
        title: 'Local partnerships and sponsorships',
        text: 'Chamber of commerce memberships, business improvement districts, youth sports sponsorships, supplier pages and community events often link to the businesses involved. These links are relevant, local and hard for competitors to copy.',
      },
    ],
  },
  {
    id: 'tools',
    label: 'Tools',
    heading: 'Tools for researching and monitoring links',
    intro:
      'No single tool sees every link on the web, so most teams combine Google\'s free data with one paid backlink index. Use these tools to find opportunities, study competitors and catch problems early.',
    items: [
      {
        title: 'Google Search Console',
        text: 'The Links report shows your top linking sites, most-linked pages and common anchor text, straight from Google. It is free and should be the first place you look, although it shows a sample rather than every link.',
      },
      {
        title: 'Ahrefs and Semrush',
        text: 'Both maintain large backlink indexes and let you see new and lost links, referring domains and anchor text for your site and your competitors. Their link gap features show sites that link to competitors but not to you.',
      },
      {
        title: 'Moz Link Explorer and Majestic',
        text: 'Useful second opinions on a link profile. Moz offers Domain Authority and spam indicators, while Majestic focuses on link data with its Trust Flow and Citation Flow metrics and topical categories.',
      },
      {
        title: 'Screaming Frog SEO Spider',
        text: 'A desktop crawler that finds broken outbound links on any site you crawl, which makes it ideal for broken link building. It also audits your own internal links and redirects.',
      },
      {
        title: 'Google Alerts and brand monitoring',
        text: 'Set up alerts for your business name, key staff and products to spot new mentions. When a publication mentions you without linking, a polite request often turns the mention into a link.',
      },
    ],
  },
  {
    id: 'mistakes',
    label: 'Mistakes',
    heading: 'Link-building mistakes to avoid',
    intro:
      'Google\'s spam policies describe link schemes in detail, and its systems are designed to detect unnatural links and neutralize them. At best, manipulative links waste your budget. At worst, they lead to a manual action that removes pages from search results.',
    items: [
      {
        title: 'Buying links that pass ranking credit',
        text: 'Paying for links, or exchanging goods and services for them, without rel="sponsored" or rel="nofollow" violates Google\'s spam policies. Sellers who promise "high-DA dofollow links" are offering exactly what Google looks for.',
      },
      {
        title: 'Using private blog networks',
        text: 'Networks of sites built only to link to clients are a classic link scheme. They often share owners, hosting and thin content, and when a network is detected, its links stop counting for everyone who used it.',
      },
      {
        title: 'Over-optimizing anchor text',
        text: 'If most of your links say "best SEO company Los Angeles", your profile looks engineered. Real links use your brand name, your URL and natural phrases, so let publishers choose their own wording.',
      },
      {
        title: 'Chasing volume over relevance',
        text: 'Hundreds of directory submissions, forum signatures and blog comments add little or nothing and can make a link profile look spammy. Ten relevant links from real local and industry sites are worth far more.',
      },
      {
        title: 'Excessive link exchanges',
        text: 'Occasional links between genuine partners are normal. Agreeing to "link to me and I\'ll link to you" at scale, or joining link-swap groups, is named as a link scheme in Google\'s spam policies.',
      },
      {
        title: 'Disavowing links without a reason',
        text: 'Google says most sites never need the disavow tool, because it already ignores most spammy links. Use it only for manipulative links you or a previous vendor built, or in response to a manual action, since disavowing good links can hurt you.',
      },
    ],
  },
];

/** Effectiveness of common link-building tactics: our team's editorial rating, 0-100. */
export const backlinkEffectiveness: ChartDatum[] = [
  { name: 'Guest Posts', value: 65, color: '#15803d' },
  { name: 'Resource Links', value: 78, color: '#047857' },
  { name: 'Broken Link Building', value: 72, color: '#0f766e' },
  { name: 'Skyscraper Technique', value: 85, color: '#1d4ed8' },
  { name: 'HARO-style responses', value: 70, color: '#0369a1' },
];

/** Risk of common manipulative link tactics: our team's editorial rating, 0-100. */
export const backlinkRisk: ChartDatum[] = [
  { name: 'Paid Links', value: 92, color: '#b91c1c' },
  { name: 'Blog Networks', value: 85, color: '#dc2626' },
  { name: 'Forum Spam', value: 75, color: '#c2410c' },
  { name: 'Comment Links', value: 70, color: '#9a3412' },
  { name: 'Directory Submissions', value: 60, color: '#b45309' },
];

export const backlinkPage: {
  heading: string;
  intro: string;
  effectivenessChart: { title: string; description: string };
  riskChart: { title: string; description: string };
  seoTitle: string;
  seoDescription: string;
} = {
  heading: 'Backlink 101: Earning Links That Build Authority',
  intro:
    'Links from other websites remain one of the ways Google discovers your pages and judges their credibility. This guide explains how backlinks work, which strategies earn them safely, the tools we use to research them and the mistakes that can undo months of work.',
  effectivenessChart: {
    title: 'Link-building strategy effectiveness',
    description:
      'Our team\'s rating, 0-100, of how well each tactic earns relevant, lasting links for the businesses we work with. These are editorial scores based on our experience, not Google data, and results vary by industry and execution.',
  },
  riskChart: {
    title: 'Risk of manipulative link tactics',
    description:
      'Our team\'s rating, 0-100, of how likely each tactic is to be ignored by Google or to contribute to a manual action. Higher scores mean higher risk. These are editorial judgments based on Google\'s spam policies and our experience, not Google data.',
  },
  seoTitle: 'Backlink 101: Link Building Guide for LA Businesses',
  seoDescription:
    'Learn how backlinks work, which link-building strategies still earn results, the tools to use and the risky tactics that can trigger a Google penalty.',
};
