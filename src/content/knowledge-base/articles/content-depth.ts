import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'content-depth',
  title: 'Content Depth vs. Length: Cover a Topic Without Padding',
  seoDescription:
    'Why word count is not a ranking goal, and how Los Angeles businesses can write pages that answer every real customer question clearly and without filler.',
  summary:
    'Why word count is not a ranking goal, and how Los Angeles businesses can write pages that answer every real customer question without filler.',
  excerpt:
    'Longer is not better; complete is better. This guide shows how to measure depth by the questions a page answers, not by the number of words it contains.',
  category: 'content-seo',
  categoryLabel: 'Content SEO',
  date: '2025-02-18',
  lastUpdated: '2025-11-04',
  author: { name: 'Marisol Avila', role: 'CEO' },
  coverImage: '/images/knowledge-base/content-depth.svg',
  content: [
    {
      title: 'Depth and Length Are Not the Same Thing',
      content: `A lot of business owners have heard that "long content ranks better," so they ask for 2,000-word pages about drain cleaning or teeth whitening. Google has said plainly that it does not have a preferred word count, and its guidance on helpful content asks whether a page provides a substantial, complete description of the topic, not whether it hits a length target. Length is a side effect of depth, never the goal itself.

Depth means a visitor can arrive with a real question and leave with a real answer, without needing to go back to the search results. A 700-word page on "tankless water heater installation in Los Angeles" can be deeper than a 2,500-word page if it covers cost ranges, permit requirements, gas line sizing, install time and what happens to the old tank, while the longer page spends most of its words on the history of water heating.

Padding actually hurts. Readers skim past filler, miss the parts that would have convinced them to call, and leave. A page stuffed with repeated keywords and generic paragraphs also sends weaker quality signals than a focused page, because it looks like it was written for a search engine rather than a person. The practical question is never "how long should this be?" but "what does someone deciding to hire us need to know?"`,
      highlights: [
        'Google has no preferred word count for rankings',
        'Depth is measured by the questions a page fully answers',
        'Filler makes good information harder to find',
      ],
      tips: [
        'Replace "how many words?" with "which questions must this page answer?" when briefing a writer',
        'Delete any paragraph that would fit unchanged on a competitor\'s site',
      ],
    },
    {
      title: 'Map the Questions Before You Write',
      content: `The fastest way to plan a deep page is to collect the questions customers already ask. Your front desk, dispatch team and sales staff hear them every day. A family law firm in Pasadena hears "how long does an uncontested divorce take in California?" and "do we both need lawyers?" A dental office in Koreatown hears "does insurance cover a night guard?" and "how many visits does a crown take?" Write these down for a few weeks and you will have a better content brief than any keyword tool produces.

Then add what search shows you. Type your main topic into Google and note the "People also ask" questions, the related searches at the bottom of the page, and the subtopics that the top results all cover. Search Console's Performance report is even better for existing pages: it lists the actual queries that triggered impressions, and long questions in that list are often topics your page mentions only in passing.

Group the questions into three buckets: what the service is and whether the reader needs it, what it costs and how it works, and why they should choose you. A complete page answers all three. Questions that deserve more than a couple of paragraphs, such as a detailed insurance explainer, are usually better as their own page, linked from the main one.`,
      highlights: [
        'Staff conversations are the richest source of real questions',
        'Search Console shows the queries a page already appears for',
        'Big sub-questions often deserve their own linked page',
      ],
      tips: [
        'Keep a shared "customer questions" document that front-line staff add to weekly',
        'Export Search Console queries for your top service pages every quarter and look for unanswered questions',
        'Sort questions into need, process and cost, and trust before writing an outline',
      ],
    },
    {
      title: 'What Complete Coverage Looks Like',
      content: `Once the questions are mapped, each one gets a direct answer near the top of its section, followed by the detail that supports it. If someone asks how much a sewer line camera inspection costs, say the typical range you charge and what changes it, then explain the factors. Leading with the answer respects the reader's time and gives Google a clear passage to understand, which can also help with featured snippets.

Specifics are what separate depth from filler. Name the materials, the timelines, the local rules and the exceptions. A Los Angeles roofing page that explains how the city's cool roof requirements can apply to re-roofing projects, and what that means for shingle color, is more useful than three paragraphs about "quality craftsmanship." Original photos of your own jobs, a short process checklist, or a simple comparison table often say more than extra paragraphs.

Complete also means honest about limits. Explain when a customer does not need your service, when a cheaper option is fine, or when they should call someone else. This kind of first-hand judgment is exactly what Google's quality rater guidelines describe as experience and expertise, and it builds trust with a reader who has seen a dozen pages that all say the same thing.`,
      highlights: [
        'Answer first, then explain',
        'Local rules, real prices and real photos create depth',
        'Honest limits signal experience and build trust',
      ],
      tips: [
        'Start each section with a one- or two-sentence direct answer to its question',
        'Add at least one element only your business could produce, such as job photos or a real timeline',
      ],
      chartData: {
        type: 'bar',
        title: 'Customer questions answered by three versions of one service page',
        data: [
          { name: 'Thin page (about 300 words)', value: 3, color: '#424a61' },
          { name: 'Padded page (about 2,500 words)', value: 6, color: '#fb9a24' },
          { name: 'Focused page (about 1,100 words)', value: 12, color: '#1642c8' },
        ],
        note: 'Illustrative example: a hypothetical water heater service page checked against a list of 12 common customer questions. Length alone does not determine how many questions a page answers.',
      },
    },
    {
      title: 'How to Cut Padding Without Losing Substance',
      content: `Padding has recognizable patterns. Long introductions that restate the title, definitions nobody searching for a local service needs, paragraphs that repeat the city name in every sentence, and generic "why choose us" lists that any competitor could copy. Another common one is the stack of near-identical paragraphs written to work in keyword variations, such as "emergency plumber," "24-hour plumber" and "plumber open now," one after another.

A simple editing pass works well. Read each paragraph and ask whether a customer would miss it if it disappeared. If not, cut it. Then look for sentences that hedge or repeat, and tighten them. Most pages get shorter and clearer at the same time, and the important details move closer to the top, where mobile readers actually see them.

Be careful not to cut the parts that look "boring" but carry decisions: prices, warranties, service boundaries, appointment steps, and what to expect on the day. Those details are often what turns a visitor into a phone call. If a section is long because the topic is genuinely complex, use clear subheadings, short paragraphs and lists so readers can jump to the part they need instead of trimming useful facts.`,
      highlights: [
        'Long intros and keyword-variation paragraphs are classic padding',
        'Ask whether a reader would miss each paragraph',
        'Keep the practical details that drive decisions',
      ],
      tips: [
        'Cap introductions at two or three sentences that state who the page is for',
        'Use subheadings and short lists instead of cutting genuinely useful detail',
      ],
    },
    {
      title: 'Measuring Whether Your Depth Works',
      content: `You cannot see "depth" in a ranking report directly, but you can watch the signals that follow from it. In Search Console, a page that covers a topic well usually starts appearing for a wider range of related queries over a few months. Compare the number of distinct queries a page earns impressions for before and after a rewrite, along with clicks and average position.

On the business side, track what visitors do. Calls from the page, form submissions and booking clicks matter more than time on page. If people read your pricing section and still call to ask about price, the section is not answering the question well enough. Ask your staff which questions callers still bring up after visiting the site, and feed those back into the content.

Review important pages on a schedule. Prices change, regulations change, and new questions appear, especially after a new product or a change in insurance rules. A quick quarterly check that updates facts and adds newly common questions keeps a page complete without turning it into an ever-growing wall of text. If it keeps growing, that is usually the signal to split a section into its own page.`,
      highlights: [
        'Watch the range of queries a page appears for in Search Console',
        'Calls and bookings are better success measures than time on page',
        'Quarterly reviews keep pages accurate and complete',
      ],
      tips: [
        'Note the date and scope of every rewrite so you can compare Search Console data before and after',
        'Ask staff monthly which questions callers still ask after visiting the website',
        'Split a section into its own page when it grows beyond a few screens',
      ],
    },
  ],
  resources: [
    {
      title: 'Google: Creating helpful, reliable, people-first content',
      url: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content',
    },
    { title: 'Content quality: what makes a page genuinely useful', url: '/knowledge-base/content-quality' },
    { title: 'Featured snippets strategy', url: '/knowledge-base/featured-snippets-strategy' },
    { title: 'Google Search Console', url: 'https://search.google.com/search-console/about' },
    { title: 'Website SEO checklist', url: '/resources/seo-checklist' },
  ],
};
