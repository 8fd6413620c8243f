import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'semantic-search',
  title: 'Semantic Search Explained: Entities, Intent and Topics',
  seoDescription:
    'How Google understands meaning instead of matching words, and what entities, search intent and topic coverage mean for your local business website today.',
  summary:
    'How Google understands meaning instead of matching words, and what entities, search intent and topic coverage mean for a local business website.',
  excerpt:
    'Google no longer just matches the words in a query to the words on a page; it tries to understand what things are, what people want and how topics connect. Here is what that means for your site.',
  category: 'seo-basics',
  categoryLabel: 'SEO Basics',
  date: '2025-08-12',
  lastUpdated: '2026-05-05',
  author: { name: 'Marisol Avila', role: 'CEO' },
  coverImage: '/images/knowledge-base/semantic-search.svg',
  content: [
    {
      title: 'From matching words to understanding meaning',
      content: `Early search engines worked a lot like the index at the back of a book: find the pages that contain the words in the query, then rank them. That is why old SEO advice focused on repeating an exact phrase such as "Los Angeles emergency plumber" as many times as possible. Semantic search is the shift away from that. Google now tries to work out what a query means and which pages best satisfy that meaning, even when the wording differs.

Google has built this capability in steps over more than a decade. The Knowledge Graph, introduced in 2012, gave Google a database of real-world things and the facts about them. The Hummingbird update in 2013 rebuilt the core algorithm to handle whole queries rather than individual words. Machine learning systems followed, including RankBrain in 2015 and BERT in 2019, which helps Google understand how small words like "for" and "to" change the meaning of a sentence.

The practical result is that "dentist open Saturday near Silver Lake", "weekend dental appointment in Silver Lake" and "can I see a dentist on Saturday" can all lead to similar results. Google understands that they describe the same need. For a business owner, this means writing naturally and completely matters more than hitting a precise phrase.`,
      highlights: [
        'Semantic search focuses on meaning rather than exact words',
        'The Knowledge Graph dates from 2012, Hummingbird from 2013',
        'BERT helps Google read the role of small words in a query',
        'Different phrasings of the same need can get similar results',
      ],
      tips: [
        'Stop repeating exact keyword phrases; write the way you explain things to customers.',
        'Look at the variety of queries in Search Console to see how many ways people describe one service.',
      ],
    },
    {
      title: 'Entities: helping Google recognize who and what you are',
      content: `An entity is a distinct, identifiable thing: a person, a business, a place, a product, a medical procedure, a legal concept. Google connects entities to each other. Your dental practice is an entity located in a neighborhood, run by dentists who are themselves entities, offering procedures such as implants and clear aligners. The more clearly and consistently these connections appear across the web, the more confident Google can be about who you are.

For a local business, the most important step is consistency. Use the same business name, address and phone number on your website, your Google Business Profile, Apple Maps, Yelp, industry directories and social profiles. Choose accurate Business Profile categories. On your site, create a clear About page, name the people behind the business and their qualifications, and describe your location in concrete terms such as the street, the neighborhood and nearby landmarks.

Structured data helps by stating these facts in a machine-readable way. LocalBusiness markup from schema.org, or a more specific type such as Dentist or Plumber, can describe your name, address, phone, hours and links to your official profiles through the sameAs property. Markup does not guarantee anything, but it removes guesswork. It must match what visitors can see on the page.`,
      highlights: [
        'Entities are identifiable things: businesses, people, places, services',
        'Consistent name, address and phone across the web builds confidence',
        'Specific schema.org types such as Dentist or Plumber describe your business',
        'sameAs links connect your site to your official profiles',
      ],
      tips: [
        'Audit your top ten listings and fix any differences in name, address or phone.',
        'Add LocalBusiness (or a more specific type) markup to your homepage or contact page.',
        'Name your team members and their credentials on an About page.',
      ],
    },
    {
      title: 'Search intent: what the searcher actually wants',
      content: `Every query has a purpose behind it. Marketers usually describe four broad kinds of intent: informational (learning something), navigational (finding a specific site or business), commercial (comparing options before buying) and transactional (ready to act now). Google's Search Quality Rater Guidelines use a similar idea with labels such as Know, Do, Website and Visit-in-Person. Google ranks pages that match the dominant intent, so a page built for the wrong intent struggles no matter how well written it is.

Look at the results before you write. If a search for "water heater replacement cost" shows guides and price breakdowns, a sales page with a big "Call now" button and no numbers is a poor fit. If a search for "emergency locksmith Van Nuys" shows the local pack and service pages, a long history of lock design will not rank. The results page is Google telling you which format it thinks people want.

Many local businesses need one page for each major intent. A service page serves the person ready to hire: what you do, where, what it costs roughly, proof you are good, and how to book. A guide serves the person still researching, and links to the service page when they are ready. Mixing both on one page often serves neither well.`,
      highlights: [
        'Four broad intents: informational, navigational, commercial, transactional',
        'The search results show which format Google thinks fits',
        'Service pages serve people ready to hire',
        'Guides serve researchers and link to service pages',
      ],
      tips: [
        'Before creating a page, search its main query and note whether results are guides, service pages or the local pack.',
        'Give each service page a clear booking path and each guide a link to the matching service.',
      ],
      chartData: {
        type: 'pie',
        title: 'Intent mix of a law firm\'s search queries',
        unit: '%',
        data: [
          { name: 'Informational', value: 48, color: '#1642c8' },
          { name: 'Commercial', value: 22, color: '#fb9a24' },
          { name: 'Transactional', value: 18, color: '#15803d' },
          { name: 'Navigational', value: 12, color: '#7c3aed' },
        ],
        note: 'Illustrative example: a hypothetical Los Angeles personal injury firm\'s Search Console queries sorted by intent, to show how to plan pages for each type.',
      },
    },
    {
      title: 'Topics, not single keywords',
      content: `Because Google understands related concepts, it rewards pages and sites that cover a subject thoroughly. A page about dental implants that explains who is a good candidate, the steps, the healing time, the typical cost range, the alternatives and the risks will usually serve searchers better than one that simply repeats "dental implants Los Angeles". Thorough coverage also lets one strong page rank for hundreds of related queries.

Think of your site as a set of topics, each with a main page and supporting pages. A personal injury firm might have a car accident page as the hub, with supporting guides on what to do after a crash, dealing with insurers and California filing deadlines, all linked to and from the hub. Internal links with descriptive anchor text show both visitors and Google how the pages relate.

Thoroughness is not the same as length. Do not pad a page with filler or with every synonym you can find. Cover the questions a real customer has, in the order they have them, and stop. If a subtopic grows large enough to deserve its own page, give it one and link it.`,
      highlights: [
        'Thorough pages can rank for many related queries',
        'Organize the site into topic hubs with supporting pages',
        'Descriptive internal links show how pages relate',
        'Coverage means answering real questions, not adding filler',
      ],
      tips: [
        'Pick your most valuable service and list every question a customer asks about it; check your page answers each one.',
        'Link each supporting guide to its hub page with descriptive anchor text.',
      ],
    },
    {
      title: 'What to change on your pages this month',
      content: `Start with your most important service pages. Read each one as a customer would and ask whether it clearly states what the service is, who it is for, where you offer it, what it roughly costs or how pricing works, and what to do next. Fill the gaps in plain language. Use the words your customers use, and it is fine to mention related terms naturally, such as "AC repair" and "air conditioning service", without forcing them.

Next, tidy up your entities. Make sure your business details are consistent, your Business Profile categories are accurate, and your site has structured data that matches the visible page. Add author or team information to guides, because clear information about who created content helps people and supports the trust signals described in Google's guidelines.

Finally, map your content to intent. Make a simple table of your pages, the main query each one targets, the intent of that query and the format the results show. Where a page does not fit, adjust it or split it. Semantic search rewards businesses that explain themselves clearly, and that is something every local owner can do without special tools.`,
      highlights: [
        'Each service page should answer what, who, where, cost and next step',
        'Use customer language and related terms naturally',
        'Consistent entity details and matching markup build confidence',
        'Map each page to one main intent',
      ],
      tips: [
        'Build a page-to-intent table for your top twenty pages.',
        'Add a short author or team note to every guide on your site.',
        'Rewrite one service page a week using the what, who, where, cost and next-step checklist.',
      ],
    },
  ],
  resources: [
    { title: 'Google Search Central: SEO Starter Guide', url: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide' },
    { title: 'Schema.org: LocalBusiness', url: 'https://schema.org/LocalBusiness' },
    { title: 'Entity SEO for local businesses', url: '/knowledge-base/entity-seo' },
    { title: 'Schema markup guide', url: '/knowledge-base/schema-markup' },
    { title: 'Content depth', url: '/knowledge-base/content-depth' },
  ],
};
