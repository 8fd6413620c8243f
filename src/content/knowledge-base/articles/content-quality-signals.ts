import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'content-quality-signals',
  title: 'Content Quality Signals: Helpful Content and E-E-A-T',
  seoDescription:
    "What Google's helpful content guidance and E-E-A-T mean for a local business website, and how to show real experience, expertise and trust on every page.",
  summary:
    'What Google\'s helpful content guidance and E-E-A-T mean for a local business site, and how to show experience, expertise and trust on every page.',
  excerpt:
    'Google describes quality in plain terms: content made to help people, by people who know the subject, on a site visitors can trust. Here is how a Los Angeles business can meet that standard.',
  category: 'content-seo',
  categoryLabel: 'Content SEO',
  date: '2025-08-12',
  lastUpdated: '2026-06-30',
  author: { name: 'Marisol Avila', role: 'CEO' },
  coverImage: '/images/knowledge-base/content-quality-signals.svg',
  content: [
    {
      title: 'How Google Thinks About Helpful Content',
      content: `Google's guidance on creating helpful, reliable, people-first content is the closest thing to an official description of what quality means in search. The core idea is that Google's ranking systems aim to reward content made primarily to help people, not content made primarily to attract search visits. In March 2024 Google folded what had been a separate helpful content system into its core ranking systems, so helpfulness is now assessed as part of how all results are ranked rather than through a standalone update.

For a local business this is good news, because you already have what most generic content lacks: real customers, real work and real expertise. The pages that tend to struggle are the ones written to hit a keyword rather than to answer someone: a generic "Top 10 Plumbing Tips" article that repeats a hundred other sites, or a blog post about a trending topic that has nothing to do with your services or your customers.

Google's guidance also names habits that signal search-engine-first thinking: writing to a particular word count because you heard Google prefers one (it says it doesn't), summarizing what others say without adding value, changing the date on a page to seem fresh without changing the substance, and entering a topic only because you think it will bring traffic. If those describe pages on your site, they are the ones to fix first.`,
      highlights: [
        'Google aims to reward content made primarily to help people',
        'Helpfulness has been part of core ranking since March 2024',
        'Google has no preferred word count',
      ],
      tips: [
        'Read Google\'s self-assessment questions and apply them to your top pages',
        'Only change a page\'s date when you have made a real update',
      ],
    },
    {
      title: 'E-E-A-T Explained for Business Owners',
      content: `E-E-A-T stands for Experience, Expertise, Authoritativeness and Trustworthiness. It comes from Google's Search Quality Rater Guidelines, the handbook used by thousands of human raters who evaluate search results so Google can check whether its systems are working well. Raters' scores don't directly change any site's rankings, and Google has said E-E-A-T itself isn't a specific ranking factor. Instead, Google uses a mix of signals that align with what raters would recognize as experienced, expert, authoritative and trustworthy content.

Each letter has a practical meaning. Experience is first-hand involvement: the roofer who has replaced hundreds of roofs through Valley summers, or the restaurant owner who shops the Santa Monica farmers market every week. Expertise is knowledge and skill, often shown through training and credentials. Authoritativeness is being a recognized go-to source, reflected in mentions, links and reputation. The extra "E" for experience was added to the guidelines in December 2022.

The guidelines describe trust as the most important part: a page that is inaccurate, deceptive or unsafe can't be high quality however expert it looks. Trust weighs heaviest on "Your Money or Your Life" topics, which include health, finances, safety and legal matters. That covers dentists, medical spas, law firms, financial advisers and safety-related trades like electricians, so those businesses should hold their content to a higher standard.`,
      highlights: [
        'E-E-A-T comes from the Search Quality Rater Guidelines',
        'Raters do not directly change rankings',
        'Trust is the most important part of E-E-A-T',
        'Health, money, safety and legal topics face the highest bar',
      ],
      tips: [
        'List which of your pages cover Your Money or Your Life topics and review those first',
        'Have a licensed professional review every page that gives health, legal or financial guidance',
      ],
    },
    {
      title: 'Ask Who, How and Why',
      content: `Google suggests evaluating content with three questions. Who created it? Readers should be able to tell, ideally through a byline and a link to information about the author. How was it created? If you used automation or AI substantially, or if the content is a product review, explain your process where readers would reasonably expect it. Why was it created? The answer should be "to help people," not "to rank in search."

Applied to a small business site, "who" means real names and roles on articles and service pages where expertise matters. A post about recovering from a dental implant should say it was written or reviewed by the dentist, with a link to a bio that lists their training and license. "How" can be as simple as a line noting that photos are from your own jobs, or that a cost guide is based on your own invoices from the past year.

"Why" is the question to ask before writing anything. If you can name the customer who needs the page and the decision it helps them make, you're probably on the right track. If the only reason is that a keyword tool showed search volume, reconsider, or find the angle where your business has genuine experience to add.`,
      highlights: [
        'Bylines and author bios answer the "who" question',
        'Explaining your process answers the "how" question',
        'Every page should have a customer it is written for',
      ],
      tips: [
        'Create a bio page for each person who writes or reviews content',
        'Add a one-line note on how cost guides and comparisons were put together',
      ],
    },
    {
      title: 'Quality Signals a Local Business Can Show',
      content: `Many trust signals are simple and within your control. Publish a clear About page with the owners' names, your history and photos of the team. Show your full business name, street address or service area, phone number and hours consistently. List licenses where they apply: a California contractor's license number, State Bar membership, a dental license. Make policies easy to find, including your pricing approach, warranties, cancellations and privacy practices.

Reputation beyond your own site matters too. The Quality Rater Guidelines tell raters to look for what others say about a business, such as reviews, news coverage and independent references, not just what the business says about itself. Encourage honest reviews on Google and on the directories your industry uses, earn mentions from local media and community organizations, and respond professionally when criticism appears. Don't fake any of it: fake reviews violate Google's policies, and since October 2024 a Federal Trade Commission rule also bans them.

Accuracy and maintenance complete the picture. Correct outdated information quickly, cite sources when you state facts you didn't originate, and keep pages on regulated topics reviewed by a qualified person. A site where every page is current, specific and signed by a real person sends a consistent message to readers and to any system trying to assess it.`,
      highlights: [
        'Contact details, licenses and policies are basic trust signals',
        'What others say about you carries more weight than self-praise',
        'Fake reviews break Google\'s policies and a federal rule',
      ],
      tips: [
        'Put license numbers in your site footer or About page where they apply',
        'Link to independent coverage of your business from your About page',
        'Review every page with a price or legal claim at least twice a year',
      ],
    },
    {
      title: 'Auditing Your Existing Content',
      content: `Start with an inventory. Export your pages from your content management system or a site crawler, and add Search Console data on clicks and impressions for each. Then review every page against a few honest questions. Is it accurate today? Does it show first-hand experience or expertise? Would a customer be glad they found it? Does another page on the site cover the same thing?

Each page gets one of four outcomes. Keep pages that are accurate and useful. Improve pages with a good topic but thin or outdated content by adding specifics, photos and expert review. Consolidate overlapping pages into one stronger page and send the old URLs to it with 301 redirects. Remove pages that serve no one, such as expired promotions or off-topic posts, letting them return a 404 or 410, or redirecting them if a relevant replacement exists.

Plan to repeat the audit every year. The goal isn't to grow the page count; it's to make sure every page you publish would hold up if a customer, a competitor or a Google quality rater read it closely. A smaller site where every page earns its place is easier to maintain and easier to trust.`,
      highlights: [
        'Audit with real data from Search Console, not guesses',
        'Every page ends up kept, improved, consolidated or removed',
        'Fewer, stronger pages are easier to keep accurate',
      ],
      tips: [
        'Start the audit with pages that get impressions but few clicks',
        'Use 301 redirects whenever you merge two pages into one',
      ],
      chartData: {
        type: 'pie',
        title: 'Audit outcomes for a sample 60-page business site',
        data: [
          { name: 'Keep as is', value: 20, color: '#15803d' },
          { name: 'Improve', value: 22, color: '#1642c8' },
          { name: 'Consolidate', value: 10, color: '#fb9a24' },
          { name: 'Remove or redirect', value: 8, color: '#be123c' },
        ],
        note: 'Illustrative example: a hypothetical 60-page local business site, not measured data.',
      },
    },
  ],
  resources: [
    { title: 'Google: Creating helpful, reliable, people-first content', url: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content' },
    { title: 'Content Optimization: Using AI Drafts Responsibly', url: '/knowledge-base/content-optimization' },
    { title: 'Showing Author Expertise', url: '/knowledge-base/author-expertise' },
    { title: 'Website SEO Standard Operating Procedure', url: '/resources/website-seo-sop' },
    { title: 'Talk to Our Team', url: '/contact' },
  ],
};
