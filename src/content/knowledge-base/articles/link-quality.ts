import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'link-quality',
  title: 'Link Quality: What Makes a Good Backlink',
  seoTitle: 'Link Quality: What Makes a Good Backlink for a Local Site',
  seoDescription:
    'What separates a valuable backlink from a risky one, which link schemes to avoid, how the rel attributes work, and when disavowing links actually makes sense.',
  summary:
    'What separates a valuable backlink from a risky one, which link schemes to avoid, how rel attributes work and when disavowing links makes sense.',
  excerpt:
    'Not all links are equal. One mention from a respected local source can do more than hundreds of links from junk sites, and some links can get you in trouble. Here is how to tell the difference.',
  category: 'link-building',
  categoryLabel: 'Link Building',
  date: '2025-07-21',
  lastUpdated: '2026-03-30',
  author: { name: 'Marisol Avila', role: 'CEO' },
  coverImage: '/images/knowledge-base/link-quality.svg',
  content: [
    {
      title: 'What Makes a Good Backlink',
      content: `A backlink is a link from another website to yours. Google has long used links as one way to discover pages and to judge how relevant and trusted they are. But Google's systems are designed to reward links that reflect genuine endorsement and to ignore or discount links that were created to manipulate rankings. So the question is never "how many links do I have?" but "would this link exist if search engines did not?"

Good links tend to share a few traits. They are relevant: a link to a Silver Lake bakery from a Los Angeles food blog makes sense, while a link from a casino review site does not. They are editorial: someone chose to link because your page helped their readers, not because you paid or traded for it. They come from sites real people read, which you can often sense by checking whether the site has original content, an active audience and a reason to exist beyond selling links. And they sit in context, inside an article or resource list where the surrounding text explains why you are being mentioned.

Anchor text, the clickable words, should look natural. Real people link with your business name, your URL, or phrases like "this guide to permit fees." A profile where most links say "best plumber Los Angeles" is a pattern Google recognizes as manufactured.`,
      highlights: [
        'Relevant, editorial links from real sites carry the most value',
        'Google discounts links created mainly to manipulate rankings',
        'Natural anchor text is mostly brand names, URLs and descriptive phrases',
      ],
      tips: [
        'Before pursuing any link, ask: would this link make sense if Google did not exist?',
        'Review your top linking sites in Search Console and note which ones real customers would actually read',
      ],
    },
    {
      title: 'Scoring Link Opportunities',
      content: `When you have limited time, a simple scoring system helps you focus. Rate each opportunity on relevance to your business and location, the site's audience and editorial standards, and the likelihood that the link will send actual visitors. A realistic, relevant link you can earn this month is worth more than a dream link from a national outlet you will never land.

For a local business, the best opportunities are often close to home. Your professional association's member directory, a neighborhood council page listing local resources, a supplier or manufacturer's "find a certified installer" page, local news coverage and a partner business you genuinely work with all score well. General web directories with thousands of unrelated listings and sites that exist only to publish guest posts score poorly.

The chart below shows an illustrative scoring exercise for a Koreatown dental practice, rating each opportunity out of 10. Notice that the sites most eager to give you a link are often the least valuable.`,
      highlights: [
        'Score opportunities on relevance, audience quality and real traffic potential',
        'Local associations, news and genuine partners usually score best',
        'Sites eager to sell or trade links usually score worst',
      ],
      tips: [
        'Keep a spreadsheet of opportunities with a 1 to 10 score and work from the top down',
        'Check whether a site ranks for anything and has real comments, social shares or an editorial team',
      ],
      chartData: {
        type: 'bar',
        title: 'Link opportunity scores for a Koreatown dental practice (out of 10)',
        data: [
          { name: 'Local news feature', value: 9, color: '#15803d' },
          { name: 'Dental association directory', value: 8, color: '#1642c8' },
          { name: 'Community nonprofit partner', value: 7, color: '#3374f6' },
          { name: 'Neighborhood blog mention', value: 6, color: '#0891b2' },
          { name: 'Generic web directory', value: 2, color: '#fb9a24' },
          { name: 'Paid guest post network', value: 1, color: '#be123c' },
        ],
        note: 'Illustrative example: scores are a hypothetical internal rating to show the method, not measurements from any tool or from Google.',
      },
    },
    {
      title: 'Link Schemes to Avoid',
      content: `Google's spam policies describe link spam as links intended primarily to manipulate rankings, and list examples. The most common ones local businesses run into are buying or selling links that pass ranking credit (including giving free products or services in exchange for a link), excessive link exchanges ("link to me and I will link to you"), large-scale guest posting or article campaigns with keyword-rich anchor text, automated programs that create links, low-quality directory or bookmark links, and links hidden in widgets, footers or templates distributed across many sites.

The risks are real. Google's algorithms, including its SpamBrain system, are designed to detect link spam and neutralize it, which means money spent on those links is simply wasted. In more serious cases, Google's team can issue a manual action for unnatural links, which appears in the Manual actions report in Search Console and can cause pages or the whole site to lose visibility until it is cleaned up.

Be especially wary of offers in your inbox. Emails promising "50 high-DA backlinks for $99" or guest posts on "authority news sites" are selling precisely what the policies prohibit. If an agency will not show you exactly where your links are coming from, that is a warning sign.`,
      highlights: [
        'Paid links that pass ranking credit violate Google\'s spam policies',
        'Excessive link exchanges and mass guest posting are link schemes',
        'Spammy links are often neutralized, and serious cases get manual actions',
      ],
      tips: [
        'Ask any SEO vendor for a full list of links they built for you, with URLs',
        'Check the Manual actions report in Search Console at least once a quarter',
      ],
    },
    {
      title: 'Rel Attributes: nofollow, sponsored and ugc',
      content: `Google supports three link attributes that tell it about the relationship behind a link. Use rel="sponsored" for links that are ads, sponsorships or otherwise paid for. Use rel="ugc" for links in user-generated content such as blog comments, forum posts and reviews. Use rel="nofollow" when you do not want to vouch for a link or pass ranking credit and the other two do not fit. You can combine them, for example rel="ugc nofollow".

Google introduced sponsored and ugc in 2019, and since then treats all three as hints rather than strict commands. In practice, this means qualified links generally do not pass ranking credit, but Google may still use them to discover pages or understand the web.

These attributes matter in both directions. On your own site, qualify links you were paid for, links to sponsors and links in any comment or review section. When you pay for a sponsorship, advertisement or directory listing that links to your site, expect and accept a sponsored or nofollow attribute. Those links can still send customers and build recognition; they simply are not meant to boost rankings.`,
      highlights: [
        'sponsored for paid links, ugc for user content, nofollow for everything else you do not vouch for',
        'Google treats these attributes as hints',
        'Qualified links can still bring visitors and brand exposure',
      ],
      tips: [
        'Audit outbound links on your own site and add rel="sponsored" to any that were paid or traded',
        'Make sure your blog comments, if enabled, add rel="ugc" automatically',
        'Never ask a sponsor or directory to remove a sponsored or nofollow attribute',
      ],
    },
    {
      title: 'Disavow Basics: When and How',
      content: `The disavow links tool in Google Search Console lets you ask Google to ignore specific links or entire domains pointing to your site. Google is clear that most sites do not need it. Its systems already ignore most spammy links, and random low-quality links from scraper sites are a normal part of being on the web. Disavowing by mistake can even remove links that were helping you.

Consider disavowing only in two situations: you have received a manual action for unnatural links, or you know that a considerable number of paid or artificial links point to your site, for example because a previous SEO vendor bought them, and you cannot get them removed. In those cases, first try to get the links taken down by contacting the site owners, and keep a record of your outreach.

The disavow file is a plain text file with one entry per line: either a full URL or a whole domain written as domain:example.com. Lines starting with # are comments. Upload it through the disavow links tool for the correct Search Console property. If you had a manual action, file a reconsideration request afterward explaining what you cleaned up and how. Then focus your energy on earning good links, which is what actually moves a local business forward.`,
      highlights: [
        'Most sites never need to disavow links',
        'Disavow after a manual action or when you know artificial links point to you',
        'The file lists one URL or domain:example.com per line',
      ],
      tips: [
        'Try removing bad links through outreach before disavowing',
        'Disavow whole domains for clear link networks rather than chasing individual URLs',
      ],
    },
  ],
  resources: [
    { title: 'Google Search spam policies', url: 'https://developers.google.com/search/docs/essentials/spam-policies' },
    { title: 'Qualify your outbound links (Google)', url: 'https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links' },
    { title: 'Link schemes to avoid', url: '/knowledge-base/link-schemes-to-avoid' },
    { title: 'Building brand authority', url: '/knowledge-base/brand-authority' },
    { title: 'Backlink 101', url: '/resources/backlink-101' },
    { title: 'Get a link profile review', url: '/contact' },
  ],
};
