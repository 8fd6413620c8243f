import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'featured-snippets-strategy',
  title: 'Featured Snippets and People Also Ask: A Local Playbook',
  summary:
    'A practical plan for winning featured snippets and People Also Ask spots: find real customer questions, write liftable answers, and track the results.',
  excerpt:
    'Featured snippets and People Also Ask boxes reward pages that answer a question clearly and quickly. Here is how a local business can find those questions, shape its answers, and measure what it wins.',
  category: 'seo-strategy',
  categoryLabel: 'SEO Strategy',
  date: '2025-03-18',
  lastUpdated: '2026-11-25',
  author: { name: 'Arturo Villanueva', role: 'Project Manager' },
  coverImage: '/images/knowledge-base/featured-snippets-strategy.svg',
  content: [
    {
      title: 'What featured snippets and People Also Ask really are',
      content: `A featured snippet is the box that sometimes appears near the top of Google's results with a short answer pulled from a web page, followed by a link to that page. Google describes it as a result where the usual order is reversed: the descriptive text comes first and the page title second. The answer can be a paragraph, a numbered or bulleted list, or a small table, and Google picks the page and the passage on its own. There is no special markup you can add to request one.

People Also Ask is the expandable list of related questions, usually shown a little lower on the page. Each question opens to reveal a short answer from some web page, and opening one often loads more questions. For a local business, these boxes tend to show up on the research side of a customer's journey: "how long does a water heater last", "is teeth whitening safe", "do I need a permit to replace a window in Los Angeles". They rarely appear for a plain "plumber near me" search, which is dominated by the local pack of three businesses and the map.

That distinction shapes the strategy. Snippets are not a replacement for local SEO; they are a way to reach people one step earlier, while they are still figuring out their problem. A homeowner who reads your clear explanation of why a tankless heater shows an error code is more likely to remember your name when they decide to call someone. Keep that goal in mind: you want visibility on the questions that lead to work, not on trivia that brings clicks from people who will never hire you.`,
      highlights: [
        'Google chooses featured snippets automatically; no markup can force one',
        'Snippets appear in paragraph, list and table formats',
        'They show up mostly on question searches, not on "near me" searches',
        'Target questions that lead to jobs, not trivia',
      ],
      tips: [
        'Search ten questions your customers ask on the phone and note which ones already show a snippet or People Also Ask box.',
        'Record which site holds each snippet today and what format it uses.',
      ],
    },
    {
      title: 'Finding the questions worth answering',
      content: `The best question list starts inside your own business, not in a keyword tool. Ask whoever answers the phone to write down every question a customer asks for two weeks. Read your Google Business Profile questions, your reviews, and the emails that come in through your contact form. A dental office will hear about costs, pain, recovery time and insurance. A law firm will hear about deadlines, fees and what happens at a first consultation. These are the same questions people type into Google before they call anyone.

Then look at the search results themselves. Type each question into Google and expand the People Also Ask box a few times; the questions that appear show how Google groups the topic. Search Console is the other goldmine: in the Performance report, filter queries that contain words like "how", "what", "why", "can", "cost" or "should" to see the questions your site already receives impressions for. A page that appears in position 4 to 10 for a question is a strong candidate, because Google already considers it relevant.

Sort what you collect into groups. Cost and pricing questions, how-to and process questions, comparison questions ("crown vs. veneer"), and yes-or-no questions each call for a different answer format. Drop anything you cannot answer with authority or that has no link to a service you sell. A short list of twenty well-chosen questions beats a spreadsheet of five hundred.`,
      highlights: [
        'Your phone calls, reviews and emails are the best source of questions',
        'Expanding People Also Ask reveals how Google groups a topic',
        'Search Console shows question queries you already get impressions for',
        'Pages ranking 4 to 10 for a question are the easiest wins',
      ],
      tips: [
        'Create a Search Console filter with a regular expression such as ^(how|what|why|can|does|should) to list question queries.',
        'Group questions by the format their answer needs: paragraph, list or table.',
        'Cut every question that does not connect to a service you sell.',
      ],
      chartData: {
        type: 'bar',
        title: 'Question types in a plumber\'s two-week call log',
        unit: '%',
        data: [
          { name: 'Cost and pricing', value: 34, color: '#1642c8' },
          { name: 'How-to and process', value: 26, color: '#3374f6' },
          { name: 'Is it urgent?', value: 18, color: '#fb9a24' },
          { name: 'Comparisons', value: 13, color: '#15803d' },
          { name: 'Permits and rules', value: 9, color: '#7c3aed' },
        ],
        note: 'Illustrative example: a hypothetical plumbing company\'s logged customer questions, shown to demonstrate how to group questions by type.',
      },
    },
    {
      title: 'Writing answers Google can lift',
      content: `Pages that win snippets usually state the answer right after the question, in plain words, before any background. Put the question in a heading, then answer it in the first sentence or two, in roughly 40 to 60 words. That length is a common rule of thumb rather than a Google requirement, but it matches what fits comfortably in the box. After the direct answer, add the detail, the exceptions and the local context that make your page better than a generic one.

Match the format to the question. "How to" and "steps" questions suit a numbered list with one short action per step. "Types of" and "signs that" questions suit a bulleted list. Questions about prices, sizes or comparisons often suit a simple HTML table, for example typical price ranges for three kinds of water heaters. Use real HTML lists and tables, not images of tables or text styled to look like a list, so the structure is clear to a machine.

Write the answer so it stands on its own. A snippet is read out of context, so avoid openings like "As mentioned above" and name the subject in the sentence: "A typical crown takes two visits, about two weeks apart" instead of "It usually takes two visits". Be accurate and specific; vague answers rarely get chosen, and wrong ones damage trust when they do.`,
      highlights: [
        'Put the question in a heading and answer it immediately below',
        'About 40 to 60 words is a useful target for paragraph answers',
        'Use real HTML lists and tables for step and comparison answers',
        'Each answer should make sense read on its own',
      ],
      tips: [
        'Rewrite the first paragraph under each question heading so it answers the question in one or two sentences.',
        'Turn price and comparison information into a simple HTML table with clear column headings.',
      ],
    },
    {
      title: 'Page structure, markup and snippet controls',
      content: `A clean page structure helps Google find the passage it wants. Use one H1 for the page topic, H2 or H3 headings phrased as the questions people ask, and short sections under each. A service page can carry a handful of question sections near the bottom; a blog post can be built entirely around one main question and its follow-ups. Keep the important text in the HTML rather than hidden behind scripts that load only after a click.

Structured data is worth understanding correctly. FAQPage markup from schema.org still describes question-and-answer content, but Google announced that it stopped showing FAQ rich results in Google Search on May 7, 2026, for every site, so no business gets the expandable FAQ display from it any more. Featured snippets do not depend on structured data at all. Add markup where it accurately describes the page, such as LocalBusiness on your contact page, but do not expect it to win a snippet.

You also control whether Google may use your text. The nosnippet and max-snippet robots meta rules, and the data-nosnippet attribute on a specific element, limit what Google can show. Businesses sometimes add these by accident through a plugin setting, which quietly removes any chance of a snippet. Check your page source if a strong page never appears in one.`,
      highlights: [
        'Question-style H2 and H3 headings make passages easy to find',
        'Featured snippets do not require structured data',
        'Google no longer shows FAQ rich results (since May 7, 2026)',
        'nosnippet, max-snippet and data-nosnippet can block snippets',
      ],
      tips: [
        'View the source of your key pages and search for "nosnippet" and "max-snippet" to rule out accidental blocks.',
        'Keep answers in the page HTML, not inside tabs that load content only after a click.',
        'Use structured data only where it truthfully describes the visible content.',
      ],
    },
    {
      title: 'Measuring results and keeping what you win',
      content: `Search Console does not have a filter that isolates featured snippets, so tracking takes a little manual work. Keep a simple sheet of your target questions, check the results for each one every month from a clean browser, and note whether you hold the snippet, appear in People Also Ask, or neither. Alongside that, watch impressions, clicks and average position for those queries in the Performance report, and watch the calls and form submissions from the pages involved.

Expect some volatility. Google tests different sources and formats, and a snippet you hold this month can move to a competitor next month after they update their page. Answers in AI Overviews and snippets also change how many people click, because some questions are fully answered on the results page. That is why the measure that matters most is leads from the pages, not the snippet itself. A page that answers "how much does a root canal cost in Los Angeles" and then explains your payment options and booking process can turn searchers into patients even when the click rate shifts.

Protect what you win by keeping the answers current. Update prices, rules and timelines when they change, and add the date you reviewed the page. Look at the pages that outrank you for the questions you lost and ask honestly whether their answer is clearer or more complete. Then improve yours rather than copying theirs.`,
      highlights: [
        'Search Console has no dedicated featured snippet filter',
        'Track target questions monthly in a simple sheet',
        'Snippets change hands often; leads are the real measure',
        'Keep prices, rules and timelines current',
      ],
      tips: [
        'Add a call-to-action and phone link near every answer so readers can act on it.',
        'Review lost snippets quarterly and improve the clarity of your answer.',
      ],
    },
  ],
  resources: [
    { title: sources.googleSearchUpdates.title, url: sources.googleSearchUpdates.url },
    { title: 'Google: Featured snippets and your website', url: 'https://developers.google.com/search/docs/appearance/featured-snippets' },
    { title: 'Google: Creating helpful, reliable, people-first content', url: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content' },
    { title: 'Featured snippets explained', url: '/knowledge-base/featured-snippets' },
    { title: 'Voice search optimization', url: '/knowledge-base/voice-search-optimization' },
    { title: 'Talk to our team', url: '/contact' },
  ],
};

export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Google announced that it stopped showing FAQ rich results in Google Search on May 7, 2026',
    checkedOn: '2026-11-27',
    source: sources.googleSearchUpdates,
  }),
];
