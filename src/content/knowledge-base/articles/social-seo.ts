import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'social-seo',
  title: 'How Social Media Supports SEO (Without Being a Ranking Factor)',
  seoTitle: 'How Social Media Supports SEO Without Being a Ranking Factor',
  seoDescription:
    "Likes and shares don't raise rankings directly, but social media can drive brand searches, spread your content and earn links. Here is how to use it well.",
  summary:
    'Likes and shares don\'t raise rankings directly, but social media can drive brand searches, spread content and earn links. Here\'s how to use it well.',
  excerpt:
    'Social media is not a direct ranking factor, yet it can still help a local business win in search. The value comes from people: the ones who search for you, share you and link to you.',
  category: 'seo-strategy',
  categoryLabel: 'SEO Strategy',
  date: '2025-08-21',
  lastUpdated: '2026-04-15',
  author: { name: 'Tanvi Mehta', role: 'Social Media Manager' },
  coverImage: '/images/knowledge-base/social-seo.svg',
  content: [
    {
      title: 'The Honest Answer: Social Signals Are Not a Ranking Factor',
      content: `Let's clear up the most common myth first. Google has said many times that likes, shares, follower counts and comments on social platforms are not used as signals in its web ranking. A restaurant in Highland Park with 40,000 Instagram followers does not outrank a competitor with 400 followers because of that number. Any agency that promises rankings from "social signals" is selling a misunderstanding.

There are good technical reasons. Social metrics are easy to fake with bought followers and engagement pods, they change by the minute, and Google cannot see much of what happens inside logged-in apps. Links posted on major social platforms are also usually marked nofollow or ugc, which tells search engines not to treat them as endorsements that pass ranking credit.

That does not make social media useless for SEO. It means the benefits are indirect. Social activity puts your business in front of people, and some of those people later search for you by name, visit your site, mention you on their own sites, review you, or link to a guide you published. Those downstream actions are what search engines can actually notice, and they are where the real value lies.`,
      highlights: [
        'Likes, shares and follower counts are not Google ranking signals',
        'Social links are usually nofollow or ugc and pass no ranking credit',
        'The real benefits come from what people do after they see you',
      ],
      tips: [
        'Ignore any offer to boost rankings through likes, followers or shares',
        'Judge social media by the visits, searches and inquiries it creates, not vanity metrics',
      ],
    },
    {
      title: 'Brand Searches: Turning Attention Into Search Demand',
      content: `The clearest indirect effect is branded search. When someone sees your short video about fixing a sticky sliding door, then a week later types "Echo Park Door Repair" into Google, that search lands on your Business Profile or website with very high intent. People who search your name are usually close to calling, booking or visiting.

You can watch this in Google Search Console. In the Performance report, filter queries that contain your business name and track impressions and clicks over time. Compare the trend with your social activity: a month-long Instagram series, a local news mention shared widely, or a popular TikTok about your bakery's seasonal menu. Correlation is not proof, but a steady rise in branded queries after consistent social work is a meaningful sign that people remember you.

Branded demand also protects you. When customers search for you by name, you want your website, Business Profile, reviews and official social profiles to fill the first page, not a competitor's ad or an outdated directory listing. Active, complete social profiles are among the pages most likely to appear for your name, which helps you own that first impression.`,
      highlights: [
        'People who search your name are close to taking action',
        'Search Console can filter branded queries to track the trend',
        'Active social profiles often appear in results for your brand name',
      ],
      tips: [
        'Create a Search Console query filter for your brand name and check it monthly',
        'Use the exact same business name on every social profile so branded searches connect',
        'Note the dates of big social campaigns so you can compare them with branded search trends',
      ],
      chartData: {
        type: 'line',
        title: 'Monthly branded search impressions during a social campaign',
        unit: 'impressions',
        data: [
          { name: 'Jan', value: 900, color: '#424a61' },
          { name: 'Feb', value: 940, color: '#424a61' },
          { name: 'Mar (campaign starts)', value: 1050, color: '#7c3aed' },
          { name: 'Apr', value: 1280, color: '#7c3aed' },
          { name: 'May', value: 1390, color: '#7c3aed' },
          { name: 'Jun', value: 1420, color: '#1642c8' },
        ],
        note: 'Illustrative example: hypothetical Search Console figures for a local restaurant\'s name-based queries. Your numbers will differ, and other factors such as press or seasonality also move branded search.',
      },
    },
    {
      title: 'Content Distribution: Getting Good Work Seen',
      content: `Publishing a helpful guide on your website is only the first step; nobody links to a page they have never seen. Social media is one of the cheapest ways to get a new page in front of the people most likely to care. A Los Angeles tenant attorney who writes a clear explainer on security deposit rules can share it on LinkedIn, in a short video, and in community groups where renters ask exactly that question.

Tailor each post to the platform rather than pasting the same link everywhere. A 30-second video showing the three things to check before signing a lease works on Instagram, TikTok and YouTube Shorts. A text summary with the key points works on LinkedIn and Facebook. On Nextdoor, a helpful answer that links to the full guide fits the conversation better than an ad.

Distribution also feeds the content itself. Comments and direct messages reveal the follow-up questions people have, which are ideal additions to the page or topics for new ones. When a post sparks a lot of questions, that is a signal the topic deserves a deeper article on your site, where it can keep attracting search traffic long after the social post has scrolled away.`,
      highlights: [
        'People cannot link to or search for content they never saw',
        'Adapt each post to how the platform is used',
        'Social comments reveal questions your website should answer',
      ],
      tips: [
        'Plan three platform-specific posts for every substantial article you publish',
        'Save recurring questions from comments and messages into your content plan',
      ],
    },
    {
      title: 'Links, Mentions and Relationships',
      content: `Although social links themselves are usually nofollow, social media is often where the links that do count begin. Local journalists, bloggers, event organizers and neighborhood associations use social platforms to find sources and stories. A Boyle Heights panadería that posts behind-the-scenes videos of its Día de los Muertos pan de muerto may be contacted by a food writer, and the resulting article can include a standard editorial link to the bakery's website.

Relationships built on social media work the same way. Commenting thoughtfully on posts from local business groups, chambers of commerce and complementary businesses, such as a wedding photographer connecting with venues and florists, leads to partnerships, guest features and "recommended vendor" pages. These are the natural, relevant local links that Google's guidelines favor, not links bought or traded at scale.

Keep the line between earning and buying clear. Paying influencers or bloggers for posts is fine for exposure, but any link in paid content should carry the sponsored or nofollow attribute. Buying links that pass ranking credit violates Google's spam policies, and dressing the purchase up as "influencer marketing" does not change that.`,
      highlights: [
        'Journalists and bloggers often find local sources on social media',
        'Relationships with complementary businesses lead to natural links',
        'Paid posts need sponsored or nofollow links',
      ],
      tips: [
        'Follow and engage with local reporters and community pages that cover your industry',
        'Make sure every paid collaboration uses rel="sponsored" on links to your site',
        'Keep a simple list of partners who might feature or recommend you',
      ],
    },
    {
      title: 'Social Profiles as Part of Your Search Presence',
      content: `Public social profiles are web pages too. Google can crawl and index public profiles and many public posts, and YouTube videos regularly appear in Google's web and video results. Your profiles can also be listed as official links in structured data on your site, using the sameAs property in Organization or LocalBusiness markup, which helps search engines connect them to your business as one entity.

Treat each profile as a small listing. Use your exact business name, a consistent description, your website link, service area or address, phone number and hours where the platform allows. Consistency across your website, Google Business Profile and social profiles makes it easier for both people and search engines to recognize that they are all the same business.

Finally, pick the platforms your customers actually use rather than trying to be everywhere. A restaurant or salon usually benefits most from Instagram and TikTok, a law firm or B2B contractor from LinkedIn and YouTube, and a home services company from Nextdoor, Facebook and YouTube how-to videos. Two well-maintained profiles do more for your brand, and indirectly for your search presence, than six abandoned ones.

Keep expectations realistic when you report on results. Social media will not move a service page from page two to the local pack by itself. It earns attention, and attention, over months, turns into more people searching your name, more reviews, more mentions and the occasional valuable link. Measure it with those outcomes, alongside the calls and bookings it brings in directly.`,
      highlights: [
        'Public profiles and YouTube videos can appear in Google results',
        'sameAs markup links official profiles to your business',
        'Consistent names and details across profiles help recognition',
      ],
      tips: [
        'Add your official social profile URLs to sameAs in your site\'s structured data',
        'Audit every profile once a year for outdated phone numbers, hours and links',
      ],
    },
  ],
  resources: [
    { title: 'Brand authority for local businesses', url: '/knowledge-base/brand-authority' },
    { title: 'Entity SEO: becoming a recognized entity', url: '/knowledge-base/entity-seo' },
    { title: 'Google: Qualify your outbound links', url: 'https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links' },
    { title: 'Google Search Console', url: 'https://search.google.com/search-console/about' },
    { title: 'Link building basics', url: '/resources/backlink-101' },
  ],
};
