import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'content-quality',
  title: 'Content Quality Checklist for Service Pages and Blogs',
  summary:
    'A practical checklist for judging service pages and blog posts: usefulness, first-hand experience, accuracy, clarity, trust signals and a clear next step.',
  excerpt:
    'Quality is not about word count or keywords. This checklist helps you judge whether a service page or blog post genuinely helps a customer, and what to fix when it falls short.',
  category: 'content-seo',
  categoryLabel: 'Content SEO',
  date: '2026-01-14',
  lastUpdated: '2026-08-19',
  author: { name: 'Marisol Avila', role: 'CEO' },
  coverImage: '/images/knowledge-base/content-quality.svg',
  content: [
    {
      title: 'What "quality" means to Google and to customers',
      content: `Google's guidance on helpful content asks a simple question in many forms: was this page made to help people, or mainly to attract search traffic? Pages written for people share the same traits. They answer the question the visitor came with, they show real knowledge, and they leave the reader feeling they have learned enough to act. Pages made mainly for search engines tend to repeat keywords, summarize other sites without adding anything, and leave the visitor searching again.

Google's Search Quality Rater Guidelines use the idea of E-E-A-T, which stands for experience, expertise, authoritativeness and trustworthiness, with trust the most important. The raters do not set rankings directly; their feedback helps Google evaluate whether its systems are surfacing good results. The concepts are still a useful lens for a business owner. A plumber who explains what they found inside a failed water heater shows experience. A licensed attorney who explains a California deadline accurately shows expertise. Clear contact details and honest pricing build trust.

Since 2024, Google's spam policies also name scaled content abuse: publishing many pages mainly to manipulate rankings, whether written by people or by automation. Using AI tools is not itself a problem, but churning out dozens of near-identical city pages or generic blog posts is. The checklist below helps you stay on the right side of that line.`,
      highlights: [
        'Helpful content is written for people first',
        'E-E-A-T comes from the Search Quality Rater Guidelines; trust matters most',
        'Scaled content abuse is a named spam policy',
        'AI use is not the issue; low-value mass pages are',
      ],
      tips: [
        'Read Google\'s helpful content self-assessment questions and score one page against them.',
        'List any near-duplicate pages on your site, such as city pages with swapped names.',
      ],
    },
    {
      title: 'Checklist for service pages',
      content: `A service page exists to help someone decide to hire you. Check that it states, near the top, what the service is, who it is for and where you provide it. A visitor should know within a few seconds that an HVAC company in the San Fernando Valley repairs and installs central air and ductless systems for homes, for example, rather than reading a paragraph about "comfort solutions".

Next, check the details a buyer needs. Does the page explain how the process works, how long it takes, what affects the price, and whether you offer estimates or financing? Does it include proof such as licenses, certifications, warranties, photos of real jobs, and a few specific reviews? Does it answer the objections you hear on the phone, such as "Do you work weekends?" or "Do you take my insurance?" Each answered question removes a reason to keep shopping.

Finally, check the path to action. There should be a visible phone number, a short form or booking link, and a clear statement of what happens after someone gets in touch. Every service page should be different from the others in substance, not just in the service name. If two pages say the same thing, merge them or rewrite one with the details that make that service distinct.`,
      highlights: [
        'State what, who and where within the first screen',
        'Explain process, timing and what affects price',
        'Show proof: licenses, warranties, real photos, reviews',
        'End with a clear, easy next step',
      ],
      tips: [
        'Ask your front desk for the five most common pre-booking questions and answer them on the page.',
        'Replace stock photos with photos of your own team and jobs.',
        'Add a one-line "what happens next" note beside your contact form.',
      ],
      chartData: {
        type: 'bar',
        title: 'Checklist scores for one HVAC service page (1 to 5)',
        unit: '',
        data: [
          { name: 'Clear offer', value: 4, color: '#1642c8' },
          { name: 'Process and pricing', value: 2, color: '#3374f6' },
          { name: 'Proof and trust', value: 3, color: '#0891b2' },
          { name: 'Answers objections', value: 1, color: '#fb9a24' },
          { name: 'Next step', value: 5, color: '#15803d' },
        ],
        note: 'Illustrative example: a hypothetical HVAC service page scored 1 to 5 on each checklist area, showing how scoring points to the weakest sections to fix first.',
      },
    },
    {
      title: 'Checklist for blog posts and guides',
      content: `A blog post earns its place when it answers a real question better than what already ranks. Before writing, search the question and read the top results. Then ask what you can add: first-hand experience, local specifics, photos, a worked example, or a clearer explanation. A Los Angeles roofer writing about clay tile repairs can describe what actually fails on older Spanish-style homes, which a national content farm cannot.

Check the structure. The post should answer the main question early, then cover the follow-up questions in a logical order under clear headings. Keep paragraphs short and use lists or tables where they make information easier to scan. Include the date and the author, with a line about the author's role or experience. Cite official sources for rules and figures, such as a city permit page or a state agency, rather than repeating numbers from other blogs.

Then check the connection to your business. A good guide links naturally to the relevant service page and ends with a helpful next step, without turning into a sales pitch halfway through. Posts that have no connection to what you sell rarely bring customers, however much traffic they get.`,
      highlights: [
        'Add something the current top results lack',
        'Answer the main question early, then the follow-ups',
        'Show the author, the date and sources for facts',
        'Link each guide to the service it relates to',
      ],
      tips: [
        'Before writing, note three things your post will add that the top results do not.',
        'Add an author line with a sentence about the writer\'s hands-on experience.',
      ],
    },
    {
      title: 'Accuracy, freshness and trust signals',
      content: `Errors cost trust quickly, and in some fields they carry real risk. Health, legal and financial topics are what Google calls "Your Money or Your Life" subjects, where raters are asked to apply especially high standards. A dental office describing sedation options, or a law firm explaining a statute of limitations, should have a qualified person review the page and say so on the page.

Keep content current. Prices change, regulations change, and services get added or dropped. An outdated page that lists a discontinued service or last year's pricing frustrates the very people it attracted. Add a "last reviewed" date to important pages and actually review them on a schedule. Update the date only when you make a meaningful change; changing dates without changing content does not help.

Trust signals across the site matter too. Make your business name, address, phone and licenses easy to find. Keep an About page with real people and a contact page with real ways to reach you. Show reviews honestly, including how you respond to criticism. These are the things a cautious customer checks before handing over a credit card or a house key.`,
      highlights: [
        'Health, legal and money topics need expert review',
        'Add and honor a "last reviewed" date',
        'Only change dates when the content really changes',
        'Make business details and licenses easy to find',
      ],
      tips: [
        'Schedule a quarterly review of your top ten pages for accuracy.',
        'Add a "Reviewed by" line with the name and credentials of the reviewer on medical or legal pages.',
        'Check that your license numbers and addresses are current everywhere they appear.',
      ],
    },
    {
      title: 'Running a content audit without getting lost',
      content: `Most local business sites have a mix of strong pages, weak pages and pages nobody remembers creating. Export a list of your pages and, from Search Console, the clicks and impressions each one received over the last twelve months. Add a column for the checklist score and one for the action: keep, improve, merge or remove.

Improve pages that target valuable services or questions but score poorly on the checklist. Merge pages that overlap, such as three thin posts about drain cleaning, into one complete guide, and redirect the old addresses to it. Remove or noindex pages that have no purpose, no traffic and no value to customers, such as outdated event announcements, unless they still matter to someone.

Work in small batches. Improving five important pages properly beats skimming fifty. After each batch, watch impressions, clicks and leads for those pages over the following two to three months. Quality work compounds: every page that genuinely helps a customer makes your whole site more worth visiting.`,
      highlights: [
        'Sort every page into keep, improve, merge or remove',
        'Merge overlapping thin posts and redirect the old URLs',
        'Work in small batches and measure each one',
        'Quality improvements compound over time',
      ],
      tips: [
        'Start your audit with the pages that bring leads, not the ones with the most traffic.',
        'Use 301 redirects when you merge pages so visitors and links are not lost.',
      ],
    },
  ],
  resources: [
    { title: 'Google: Creating helpful, reliable, people-first content', url: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content' },
    { title: 'Google: Spam policies for web search', url: 'https://developers.google.com/search/docs/essentials/spam-policies' },
    { title: 'Content quality signals', url: '/knowledge-base/content-quality-signals' },
    { title: 'Author expertise and E-E-A-T', url: '/knowledge-base/author-expertise' },
    { title: 'SEO checklist', url: '/resources/seo-checklist' },
  ],
};
