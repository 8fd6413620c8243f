import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'entity-seo',
  title: 'Entity SEO: How to Become a Recognized Business Entity',
  summary:
    'How consistent brand details, structured data, sameAs links and Knowledge Panels help search engines recognize your local business as a distinct entity.',
  excerpt:
    'Search engines increasingly think in terms of things, not strings: people, places and businesses. Becoming a clearly recognized entity makes it easier for Google to trust and surface your business.',
  category: 'seo-strategy',
  categoryLabel: 'SEO Strategy',
  date: '2026-04-08',
  lastUpdated: '2026-09-24',
  author: { name: 'Arturo Villanueva', role: 'Project Manager' },
  coverImage: '/images/knowledge-base/entity-seo.svg',
  content: [
    {
      title: 'What an Entity Is and Why It Matters',
      content: `In search, an entity is a distinct, identifiable thing: a person, a place, an organization, a product. Google organizes facts about entities in its Knowledge Graph, which is how it knows that a particular restaurant is located in Little Tokyo, serves ramen, has a certain phone number and is different from a restaurant with a similar name in San Diego. Keywords describe what a page is about; entities describe who and what exist in the world.

For a local business, being understood as a clear entity means Google can confidently connect your website, your Google Business Profile, your reviews, your social profiles and mentions of you around the web. When those pieces line up, searches for your name show accurate information, and your business is easier to associate with the services and places you are relevant for.

The problem most small businesses have is not obscurity but confusion. A law firm that changed its name five years ago, moved from Downtown to Century City, and still has the old name and address on a dozen directories is sending mixed signals about which entity is real. Entity SEO is largely the work of removing that confusion and giving search engines consistent, verifiable facts.`,
      highlights: [
        'Entities are distinct things such as businesses, people and places',
        'Google stores entity facts in its Knowledge Graph',
        'Inconsistent details create confusion about which business is real',
      ],
      tips: [
        'Search your business name and note every place where details are outdated or wrong',
        'Write down one official version of your name, address, phone, website and description',
      ],
    },
    {
      title: 'Consistency: The Foundation of Entity Recognition',
      content: `Start with your core facts: legal or trading name, address, phone number, website, hours, primary category and a short description. Choose one exact format and use it everywhere. If your name is "Westside Family Dental," do not appear as "Westside Dental Group" on Yelp and "WFD Dentistry" on Facebook. Small variations in suite numbers or abbreviations matter less than outright conflicts, but the fewer differences, the better.

Then update the places that matter most. Your website and Google Business Profile come first, followed by Apple Business Connect, Bing Places, Yelp, Facebook, the Better Business Bureau and the directories specific to your industry, such as Avvo or Justia for lawyers and Healthgrades or Zocdoc for medical and dental practices. Your local chamber of commerce or neighborhood business association listing is worth checking too.

Finally, deal with the past. Old addresses, previous business names and former phone numbers tend to live on for years in directories and on partner websites. Claim or correct those listings where you can, and ask site owners to update mentions. If you have rebranded, say so on your About page, for example "formerly known as," so that both people and search engines can connect the old name to the new entity.`,
      highlights: [
        'Use one exact version of your business details everywhere',
        'Prioritize your website, Business Profile and major platforms',
        'Old names and addresses should be corrected or explained',
      ],
      tips: [
        'Keep a spreadsheet of every listing, its login and the date you last checked it',
        'Add a "formerly known as" line to your About page after any rebrand',
        'Correct the most visible listings first: Google, Apple, Bing, Yelp and Facebook',
      ],
      chartData: {
        type: 'pie',
        title: 'Listing audit results for a rebranded law firm',
        unit: 'listings',
        data: [
          { name: 'Fully consistent', value: 18, color: '#15803d' },
          { name: 'Old business name', value: 7, color: '#be123c' },
          { name: 'Old Downtown address', value: 9, color: '#fb9a24' },
          { name: 'Wrong or old phone number', value: 4, color: '#7c3aed' },
          { name: 'Duplicate listing', value: 2, color: '#424a61' },
        ],
        note: 'Illustrative example: a hypothetical audit of 40 online listings. Audits like this show how long outdated details can persist after a move or name change.',
      },
    },
    {
      title: 'Structured Data and sameAs',
      content: `Structured data lets you state your entity facts directly in a format search engines read reliably. On your homepage or About page, add Organization markup, or the most specific LocalBusiness subtype for your business, such as Dentist, Restaurant or LegalService, with your name, url, logo, address, telephone and description. Google's Organization documentation also supports details such as legalName, foundingDate and contact information.

The sameAs property is especially useful for entity work. It lists URLs of pages that unambiguously represent the same business: your Google Business Profile share link, Facebook, Instagram, LinkedIn, YouTube, Yelp, your BBB profile and, if one exists, a Wikipedia or Wikidata entry. Together these links say, in effect, "all of these profiles are this one business."

Keep the markup honest and aligned with what is visible on your site. Use the same name and details as everywhere else, only include profiles you actually control or that are genuinely about you, and test the result with Google's Rich Results Test or the Schema Markup Validator. If you have several locations, give each location page its own LocalBusiness markup while the homepage describes the overall organization.`,
      highlights: [
        'Organization or LocalBusiness markup states your core facts',
        'sameAs links connect your official profiles to one entity',
        'Markup should match visible content and other listings',
      ],
      tips: [
        'Include your logo URL and every official profile in your homepage markup',
        'Update sameAs whenever you open or close a social profile',
      ],
    },
    {
      title: 'Knowledge Panels and Business Profiles',
      content: `For a local business, the panel that appears on the right side of Google on desktop, or near the top on mobile, when someone searches your name is usually your Google Business Profile. You manage it directly through Business Profile: verify ownership, choose accurate categories, keep hours current, add photos, respond to reviews and publish updates. This is the most visible expression of your entity in Google, and it deserves regular attention.

Some organizations and people also get a Knowledge Graph panel generated from information across the web, especially well-known brands, authors, executives and public figures. If such a panel exists for your brand or for you as a professional, you can claim it through Google's verification process by signing in with an account connected to an official site or profile, then suggest corrections. Google decides whether to show a panel; there is no way to buy one or force it to appear.

Be cautious about shortcuts. Wikipedia has notability and conflict-of-interest rules, and articles written by the business or a paid writer about a non-notable company are often deleted. Wikidata has its own notability requirements. For most local businesses, the practical path to a richer presence is the Business Profile plus consistent, well-cited information elsewhere.`,
      highlights: [
        'A local business\'s panel is usually its Google Business Profile',
        'Existing Knowledge Graph panels can be claimed and corrected',
        'Wikipedia and Wikidata have notability rules; shortcuts backfire',
      ],
      tips: [
        'Log in to your Business Profile at least monthly to check for suggested edits',
        'If a Knowledge Graph panel exists for your brand, claim it and keep its details accurate',
        'Do not commission a Wikipedia article about your own business',
      ],
    },
    {
      title: 'Building Prominence Around Your Entity',
      content: `Recognition grows when credible sources talk about you. Local press coverage, features in neighborhood publications, association memberships, sponsorships of Little League teams or community events, speaking at industry meetups and partnerships with complementary businesses all create mentions that tie your business name to your location and specialty. Links from these sources help too, but even unlinked mentions reinforce who you are.

Connect the people behind the business as well. Author and team pages with real names, credentials, license numbers where relevant and links to professional profiles help search engines and customers see the expertise behind your content. A dental practice whose dentists have complete bios, published continuing education and consistent professional profiles presents a stronger, more trustworthy picture than one with no named staff.

Measure progress with simple checks. Search your exact business name, and variations, every few months: are the top results all yours and accurate? Does your Business Profile appear with correct details? Are old names and addresses fading from results? In Search Console, watch branded query trends. Entity work is slow and cumulative, but it makes every other SEO effort more effective, because search engines know exactly who they are ranking.

Assign ownership so the work does not fade. One person, whether the owner, an office manager or your agency, should be responsible for the master list of business details, approving any change to them, and updating every listing when something changes. Most entity confusion starts with a move or rebrand that only half the listings ever hear about.`,
      highlights: [
        'Credible mentions tie your name to your place and specialty',
        'Named experts with real credentials strengthen trust',
        'Regular brand searches show whether your entity is clear',
      ],
      tips: [
        'Create bio pages for key staff with credentials and professional profile links',
        'Search your business name every quarter and record what appears on page one',
      ],
    },
  ],
  resources: [
    {
      title: 'Google: Introduction to structured data',
      url: 'https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data',
    },
    { title: 'Google Business Profile Help', url: 'https://support.google.com/business/' },
    { title: 'Schema markup for local businesses', url: '/knowledge-base/schema-markup' },
    { title: 'Semantic search explained', url: '/knowledge-base/semantic-search' },
    { title: 'Brand authority for local businesses', url: '/knowledge-base/brand-authority' },
  ],
};
