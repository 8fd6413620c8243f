import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'featured-snippets',
  title: 'Featured Snippets: What They Are and How to Earn Them',
  seoDescription:
    'Learn what featured snippets are, the paragraph, list and table formats Google uses, and how to structure your answers so your page has a real chance to win.',
  summary:
    'Learn what featured snippets are, the paragraph, list and table formats Google uses, and how to structure answers so your page has a real chance.',
  excerpt:
    'Featured snippets put a short answer from your page right at the top of Google. You cannot force one, but clear, well-formatted answers to real customer questions make your pages strong candidates.',
  category: 'seo-basics',
  categoryLabel: 'SEO Basics',
  date: '2025-11-03',
  lastUpdated: '2026-06-17',
  author: { name: 'Arturo Villanueva', role: 'Project Manager' },
  coverImage: '/images/knowledge-base/featured-snippets.svg',
  content: [
    {
      title: 'What a Featured Snippet Is',
      content: `A featured snippet is a special search result that shows a short excerpt from a web page at or near the top of Google's results, usually in response to a question. Google describes it as a result where the usual format is reversed: the descriptive snippet comes first, followed by the page's title and link. Search "how often should you flush a water heater" and you may see a short paragraph answering the question, taken from a plumbing company's website, above the regular list of results.

Google's systems decide automatically whether a page would make a good featured snippet for a particular search. There is no special markup or setting that puts your page there, and structured data does not trigger it. What you control is the quality of the answer on your page and how clearly it is structured.

It is also worth knowing how Google treats a page that earns the spot. Since 2020, a page shown in the featured snippet is generally not repeated as a regular result on the first page, so the snippet replaces your listing rather than adding a second one. On many searches Google now also shows AI Overviews, which draw on several sources. The same habits that help with featured snippets, clear and accurate answers from a credible source, help your content be useful there too.`,
      highlights: [
        'A featured snippet shows an excerpt from your page above the regular results',
        'Google chooses snippets automatically; no markup can force one',
        'A page in the featured snippet is generally not repeated on page one',
      ],
      tips: [
        'Search your ten most common customer questions and note which ones show a featured snippet today',
        'Read Google\'s featured snippets documentation to understand the controls available to you',
      ],
    },
    {
      title: 'The Three Main Formats: Paragraph, List and Table',
      content: `Featured snippets usually come in one of three formats, and the format depends on the kind of question. Paragraph snippets answer "what is," "why" and "how much" style questions with a short block of text. "What is a deep cleaning at the dentist?" or "Why does my AC freeze up?" typically get a paragraph. These are the most common kind.

List snippets show numbered or bulleted lists. Numbered lists appear for step-by-step processes, such as "how to shut off water to a house," while bulleted lists appear for collections of items, such as "signs you need a new roof." Google may build the list from your headings or from an actual HTML list on your page.

Table snippets show rows and columns, and appear when the answer is comparative or numeric: prices by service, hours by location, features by plan, or differences between two options. Google can pull these from HTML tables on your page. Video snippets also exist, often pulling a specific part of a YouTube video for "how to" searches.

Knowing the format Google prefers for a query tells you how to shape your answer. If the current snippet is a list, a paragraph is unlikely to replace it. The chart below shows an illustrative mix for a set of questions a local plumber might track.`,
      highlights: [
        'Paragraph snippets answer what, why and how-much questions',
        'List snippets cover steps and collections of items',
        'Table snippets appear for comparisons, prices and other data',
      ],
      tips: [
        'Record the current snippet format for each target question before writing',
        'Match your answer to that format: a paragraph, an ordered list, a bulleted list or a table',
      ],
      chartData: {
        type: 'bar',
        title: 'Snippet format by query for 20 plumbing questions',
        data: [
          { name: 'Paragraph', value: 11, color: '#1642c8' },
          { name: 'Numbered list', value: 4, color: '#3374f6' },
          { name: 'Bulleted list', value: 2, color: '#0891b2' },
          { name: 'Table', value: 2, color: '#fb9a24' },
          { name: 'Video', value: 1, color: '#7c3aed' },
        ],
        note: 'Illustrative example: a hypothetical tracking list for one business, not a study of Google results. Your own mix will differ.',
      },
    },
    {
      title: 'How to Format Content So It Can Be Chosen',
      content: `Start by answering the question directly and early. Put the question, or a close version of it, in a heading, then answer it in the first sentence or two right below. A common rule of thumb among SEOs is a concise paragraph of roughly 40 to 60 words for paragraph snippets; that is not a Google requirement, but it reflects how short the displayed excerpts usually are. After the direct answer, add the detail, context and exceptions that make the page genuinely useful.

For lists, use real HTML lists, not paragraphs with line breaks or numbers typed by hand. Give each step a short, clear label, and put one action in each step. For tables, use a real HTML table with clear column headers rather than an image of a table or a layout built with divs. Keep the table focused on the question: a "cost of common dental procedures" table with three or four columns is more useful than one with twelve.

Write in plain language. Avoid hedging, fluff and marketing copy at the start of the answer. "Most tankless water heaters should be descaled about once a year, more often in areas with hard water like much of Los Angeles" is snippet-friendly. "At ABC Plumbing, we pride ourselves on excellent service..." is not.`,
      highlights: [
        'Put the question in a heading and answer it immediately below',
        'Use real HTML lists and tables, not images or faked formatting',
        'Lead with the answer, then add depth and context',
      ],
      tips: [
        'Rewrite the first paragraph under each FAQ heading so it answers the question in one or two sentences',
        'Convert any pricing or comparison images into HTML tables with clear headers',
        'Use numbered lists for processes and bulleted lists for collections',
      ],
    },
    {
      title: 'Choosing the Right Questions to Target',
      content: `You can only earn a featured snippet if your page already ranks well for the query, usually on the first page. So start with questions where you are already visible. In Google Search Console's Performance report, filter queries that contain words like "how," "what," "why," "cost" or "can" and look for ones where your page has an average position in the top ten.

Then think about the questions customers actually ask you. Your front desk, technicians and intake staff hear them every day: "How long does a crown take?" "Do I need a permit for a water heater in LA?" "What happens at a first consultation?" These questions tend to have real search demand and are ones you are qualified to answer. A short, accurate answer from a licensed professional is exactly the kind of content Google wants to surface.

Be realistic about the value. Some featured snippets bring a lot of clicks; others answer the question so completely that fewer people click through. For a local business, the best targets are questions where the searcher is likely to need your help next, such as emergency situations, costs and "do I need" questions, rather than trivia.`,
      highlights: [
        'Pages usually need to rank on page one before earning a snippet',
        'Search Console shows which question queries you already rank for',
        'Target questions that lead naturally to hiring you',
      ],
      tips: [
        'Ask your staff to write down every customer question they hear for two weeks',
        'Prioritize questions where you already rank in positions 2 to 10',
      ],
    },
    {
      title: 'Controls, Measurement and Common Mistakes',
      content: `Google gives site owners a few controls. The nosnippet robots meta tag prevents any text snippet for a page, including featured snippets. The max-snippet setting limits how many characters can be shown, and the data-nosnippet attribute excludes specific parts of a page. Most local businesses should not use these; being featured is usually good. But if a snippet shows outdated pricing or an answer out of context, fix the page first, and use these controls only if needed.

Measure results in Search Console. Featured snippets are not reported separately, but you can watch impressions, clicks and position for the specific queries you targeted. An improved answer often shows up as better clicks and position for those queries within a few weeks of Google recrawling the page.

Common mistakes include writing a perfect 50-word answer on a page that does not rank, copying a competitor's snippet wording, stuffing keywords into headings, and chasing questions unrelated to your business. Another is forgetting to update: if your answer includes prices, hours or regulations, keep them current. An outdated answer at the top of Google is the opposite of good marketing.`,
      highlights: [
        'nosnippet, max-snippet and data-nosnippet control what Google can show',
        'Track targeted queries in Search Console for changes in clicks and position',
        'Keep answers with prices, hours or rules up to date',
      ],
      tips: [
        'Create a simple tracker listing each target question, page, current snippet owner and your position',
        'Use the URL Inspection tool to request recrawling after you improve an answer',
      ],
    },
  ],
  resources: [
    { title: 'Featured snippets and your website (Google)', url: 'https://developers.google.com/search/docs/appearance/featured-snippets' },
    { title: 'Google Search Console', url: 'https://search.google.com/search-console/about' },
    { title: 'Featured snippets strategy', url: '/knowledge-base/featured-snippets-strategy' },
    { title: 'Voice search optimization', url: '/knowledge-base/voice-search-optimization' },
    { title: 'SEO checklist', url: '/resources/seo-checklist' },
  ],
};
