import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'content-optimization',
  title: 'Content Optimization: Using AI Drafts the Responsible Way',
  seoDescription:
    'How LA businesses can use AI drafts without risking trust or rankings: expert review, local detail and on-page optimization that serve people and search alike.',
  summary:
    'How LA businesses can use AI drafts without risking trust or rankings: expert review, local detail, and on-page optimization for people and search.',
  excerpt:
    'AI tools can speed up writing, but Google judges the finished page, not the tool. Here is a practical workflow for turning AI drafts into accurate, useful pages that customers and search engines both trust.',
  category: 'content-seo',
  categoryLabel: 'Content SEO',
  date: '2025-03-18',
  lastUpdated: '2026-02-09',
  author: { name: 'Marisol Avila', role: 'CEO' },
  coverImage: '/images/knowledge-base/content-optimization.svg',
  content: [
    {
      title: 'What Google Actually Says About AI Content',
      content: `Google's position on AI-generated content is simpler than the rumors suggest. Its Search documentation says it rewards helpful, reliable content however it is produced, and that using automation, including AI, to churn out pages whose main purpose is manipulating search rankings violates its spam policies. Since 2024 those policies have a name for the problem: scaled content abuse, which covers mass-producing many pages that add little value, whether a person, a script or a language model wrote them.

For a Los Angeles plumber, dentist or law firm, that means the question is never "was AI involved?" The question is whether the finished page helps someone who is deciding whether to call you. A service page drafted with an AI tool, then corrected, expanded with real details and reviewed by the person who does the work, is fine. Forty near-identical "Water Heater Repair in [Neighborhood]" pages generated in an afternoon, with only the place name swapped, is exactly the pattern the spam policies describe.

There is also a practical risk beyond rankings. Language models state wrong things confidently: outdated license rules, prices you don't charge, services you don't offer, or a warranty you never promised. On a business website those errors become your words, and your customers will hold you to them. Treat every AI draft as a first pass from a fast, well-read assistant who has never set foot in your shop and doesn't know your policies.`,
      highlights: [
        'Google judges the finished page, not the tool that produced it',
        'Mass-producing thin pages is scaled content abuse under Google\'s spam policies',
        'AI drafts can contain confident errors that become your public claims',
      ],
      tips: [
        'Read Google\'s spam policies once so you can recognize the patterns to avoid',
        'Never publish a batch of location pages that differ only by the city or neighborhood name',
      ],
    },
    {
      title: 'A Responsible AI Drafting Workflow',
      content: `Start with a brief written by a human, not a one-line prompt. List the service, who it is for, the questions customers actually ask on the phone, your prices or price ranges if you publish them, your service area, and anything that makes you different, such as same-day appointments, Spanish-speaking staff or free parking in a busy neighborhood like Koreatown. The more real detail goes into the brief, the less generic filler comes out.

Use the AI tool for the parts it does well: a first outline, alternative headings, a plain-language explanation of a technical process, or a tighter version of a paragraph you wrote yourself. Then have the person with real expertise, the licensed plumber, the dentist, the attorney, read the draft line by line. Their job is to remove anything untrue, add the details only they know, and flag claims that need a source or a disclaimer.

Finally, edit for your own voice. AI drafts tend toward the same phrases, the same three-part lists and the same cheerful conclusions. Cut the filler, shorten long sentences, and make sure the page sounds like the business a customer will meet when they walk in or call. Keep a simple record of who reviewed each page and when; it helps when you update content later and keeps accountability clear.`,
      highlights: [
        'A detailed human brief produces far better drafts than a short prompt',
        'The expert review is the most important step, not an optional one',
        'Most of the effort belongs after the draft, not before it',
      ],
      tips: [
        'Write down the ten questions your front desk hears most and put them in every brief',
        'Keep a review log with the page, the reviewer\'s name and the date',
        'Read the final draft aloud; anything you would not say to a customer should go',
      ],
      chartData: {
        type: 'pie',
        title: 'Where the effort goes on one AI-assisted service page',
        data: [
          { name: 'Human brief', value: 15, color: '#1642c8' },
          { name: 'AI first draft', value: 5, color: '#3374f6' },
          { name: 'Expert fact-check', value: 30, color: '#fb9a24' },
          { name: 'Local details and photos', value: 30, color: '#15803d' },
          { name: 'Final edit and on-page SEO', value: 20, color: '#7c3aed' },
        ],
        note: 'Illustrative example: a reasonable split of effort for one AI-assisted service page, not measured data.',
        unit: '%',
      },
    },
    {
      title: 'Optimizing the Page for People and Search',
      content: `Once the content is accurate, optimize the parts that search engines and people see first. The title element often becomes the title link in Google results. There is no fixed character limit, but keeping it to roughly 50 to 60 characters helps avoid truncation. Lead with the service and place, for example "Emergency Plumber in Van Nuys | Same-Day Service," and make every page's title unique. Write a meta description of around 150 to 160 characters that summarizes the page honestly; Google may rewrite it, but a good one is often used and can earn the click.

Structure the body with descriptive headings that match what people are looking for: what the service costs, how long it takes, which areas you cover, and what happens during the visit. Put the most useful answer near the top instead of making readers scroll past a long introduction. Short paragraphs, numbered steps and a clear call to action, such as a phone number that is tappable on mobile or a booking button, matter more than repeating a keyword. Google's spam policies specifically name keyword stuffing as a practice to avoid.

Connect pages with internal links that use descriptive anchor text, such as linking a mention of drain cleaning to your drain cleaning page. Add descriptive alt text to real photos of your work. Where it fits, add structured data from schema.org, such as LocalBusiness on your contact page, so search engines can understand your business details, and make sure that markup matches what is visible on the page.`,
      highlights: [
        'Unique, descriptive title elements and meta descriptions for every page',
        'Headings should mirror the questions customers actually ask',
        'Keyword stuffing is a spam practice, not an optimization',
        'Structured data must match the visible content',
      ],
      tips: [
        'Put the service and the neighborhood or city near the start of the title',
        'Add two or three internal links from each new page to related services',
        'Check every phone number on the page is a tappable tel: link',
      ],
    },
    {
      title: 'Adding What AI Cannot Supply',
      content: `The strongest pages on a small business site contain things no language model can know: photos from your actual jobs, the brands of equipment you install, the questions your front desk hears every week, and the typical timeline for a permit in the City of Los Angeles compared with a neighboring city like Burbank or Santa Monica. These details are what Google's guidance means by first-hand experience, and they are also what convinces a reader that you have done this work many times.

Go through each AI-assisted draft and ask what a customer would want to see proof of. A restaurant's catering page benefits from real menus and photos of past events. A dentist's implant page benefits from a clear explanation of the consultation process and who performs the procedure, with their credentials. A law firm's page benefits from the attorney's bar admission and a plain statement of what the firm does and does not handle. None of this needs to be long, but it must be real.

Be careful with anything that sounds like a guarantee or a statistic. If a draft says "most customers save 30 percent," either find where that number comes from or delete it. Regulated professions have their own advertising rules, so lawyers and healthcare providers should check claims against the rules that apply to them before publishing anything.`,
      highlights: [
        'First-hand detail is the part of a page only you can provide',
        'Credentials and process explanations build trust on expert topics',
        'Unsourced statistics and guarantees should be verified or removed',
      ],
      tips: [
        'Take phone photos on every job and keep a shared folder for the website',
        'Add a short "who performs this service" note with a link to the person\'s bio',
      ],
    },
    {
      title: 'Review, Publish, and Measure',
      content: `Before a page goes live, run a short checklist: facts verified by the expert, a unique title and meta description, one clear main heading, helpful subheadings, working internal links, compressed and described images, a visible way to contact you, and nothing copied from a competitor or duplicated from another page on your own site. Preview it on a phone, since Google uses mobile-first indexing and most local customers will see it there first.

After publishing, use Google Search Console to confirm the page is indexed and to watch which searches it appears for. The Performance report shows impressions, clicks and average position for each page, which tells you whether the page is being shown for the searches you intended. If it appears for queries you didn't expect, that is often a hint about what customers want and a reason to add a section that answers it.

Revisit important pages at least twice a year. Prices change, services are added, staff move on, and AI-assisted content that was accurate at launch can drift out of date. Updating a page with new, correct information is worth more than publishing yet another thin page, and it keeps the whole site trustworthy.`,
      highlights: [
        'A short pre-publish checklist catches most problems',
        'Search Console shows which searches a new page actually appears for',
        'Updating strong pages beats adding more thin ones',
      ],
      tips: [
        'Use URL Inspection in Search Console to confirm each new page can be indexed',
        'Set a calendar reminder every six months to review your top ten pages',
      ],
    },
  ],
  resources: [
    { title: 'Content Quality Signals: Helpful Content and E-E-A-T', url: '/knowledge-base/content-quality-signals' },
    { title: 'Google: Creating helpful, reliable, people-first content', url: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content' },
    { title: 'Google Search spam policies', url: 'https://developers.google.com/search/docs/essentials/spam-policies' },
    { title: 'Website SEO Standard Operating Procedure', url: '/resources/website-seo-sop' },
    { title: 'Free SEO Tool', url: '/seo-tool' },
  ],
};
