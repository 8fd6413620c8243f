/** Content for the interactive SEO checklist at /resources/seo-checklist. */
import { sources } from '../sources';
import { timeSensitive } from '../time-sensitive';

export type ChecklistCategory = 'Technical' | 'On-Page' | 'Content' | 'Local' | 'Off-Page';
export type ChecklistPriority = 'High' | 'Medium';

export interface ChecklistItem {
  id: string;
  category: ChecklistCategory;
  /** A short imperative task (under 70 characters). */
  task: string;
  /** One or two sentences explaining what to do and why. */
  description: string;
  priority: ChecklistPriority;
}

export const CHECKLIST_CATEGORIES: ChecklistCategory[] = ['Technical', 'On-Page', 'Content', 'Local', 'Off-Page'];

/** 18 tasks: 4 Technical, 4 On-Page, 4 Content, 3 Local, 3 Off-Page. */
export const seoChecklist: ChecklistItem[] = [
  // Technical
  {
    id: 'tech-1',
    category: 'Technical',
    task: 'Verify your site in Google Search Console',
    description:
      'Add your site as a Domain property, submit your XML sitemap and review the Page indexing report so you know which pages Google has indexed and why others were left out.',
    priority: 'High',
  },
  {
    id: 'tech-2',
    category: 'Technical',
    task: 'Serve every page over HTTPS from one preferred URL',
    description:
      'Use a valid SSL/TLS certificate and 301-redirect HTTP and the non-preferred host (www or non-www) to a single HTTPS version. Fix any mixed-content warnings so browsers never flag the page as insecure.',
    priority: 'High',
  },
  {
    id: 'tech-3',
    category: 'Technical',
    task: 'Pass Core Web Vitals on mobile',
    description:
      'Aim for LCP of 2.5 seconds or less, INP of 200 milliseconds or less and CLS of 0.1 or less for real visitors, and keep full page loads under 3 seconds. Check field data in Search Console and PageSpeed Insights.',
    priority: 'High',
  },
  {
    id: 'tech-4',
    category: 'Technical',
    task: 'Check robots.txt, canonical tags and noindex directives',
    description:
      'Make sure robots.txt does not block important pages or the CSS and JavaScript needed to render them, each indexable page has a correct canonical URL, and noindex appears only on pages you want kept out of search.',
    priority: 'Medium',
  },

  // On-Page
  {
    id: 'onpage-1',
    category: 'On-Page',
    task: 'Write a unique title tag for every page',
    description:
      'Lead with the main keyword, add your brand or city where it fits, and keep titles under 60 characters so they usually display in full in search results.',
    priority: 'High',
  },
  {
    id: 'onpage-2',
    category: 'On-Page',
    task: 'Write a meta description that earns the click',
    description:
      'Summarize the page in about 150-160 characters, staying under 160, with a clear benefit and a call to action. Google may rewrite it, but a strong description is often used as your snippet.',
    priority: 'Medium',
  },
  {
    id: 'onpage-3',
    category: 'On-Page',
    task: 'Use one clear H1 and a logical subheading order',
    description:
      'Give each page a single H1 that states its topic, then organize sections with H2s and H3s in order. A clean outline helps readers scan, supports screen readers and makes the page easier for Google to understand.',
    priority: 'Medium',
  },
  {
    id: 'onpage-4',
    category: 'On-Page',
    task: 'Link related pages with descriptive anchor text',
    description:
      'Point blog posts and high-traffic pages to your key service and location pages using anchor text that describes the destination. Make sure no important page is left without internal links.',
    priority: 'High',
  },

  // Content
  {
    id: 'content-1',
    category: 'Content',
    task: 'Map one primary keyword and search intent to each page',
    description:
      'Assign every important keyword to a single page that matches what the searcher wants, whether that is to learn, compare or hire. This keeps your own pages from competing with each other.',
    priority: 'High',
  },
  {
    id: 'content-2',
    category: 'Content',
    task: 'Add first-hand expertise to your most important pages',
    description:
      'Include details only your business can offer, such as real project photos, typical price ranges, the neighborhoods you serve and named authors with credentials. Google aims to reward helpful, people-first content over generic copy.',
    priority: 'High',
  },
  {
    id: 'content-3',
    category: 'Content',
    task: 'Refresh or consolidate outdated and thin pages',
    description:
      'Update old facts, prices and screenshots on pages that still earn traffic, and merge overlapping thin pages into one stronger page with a 301 redirect from the old URLs.',
    priority: 'Medium',
  },
  {
    id: 'content-4',
    category: 'Content',
    task: 'Answer common customer questions on the page',
    description:
      'Add short, direct answers to the questions your sales team hears every week, phrased the way customers ask them. This helps with conversational and voice searches and reduces hesitation before a call.',
    priority: 'Medium',
  },

  // Local
  {
    id: 'local-1',
    category: 'Local',
    task: 'Claim and complete your Google Business Profile',
    description:
      'Verify the profile, choose the most specific primary category, and fill in services, hours, photos and a description. Use your real business name without added keywords, as Google requires.',
    priority: 'High',
  },
  {
    id: 'local-2',
    category: 'Local',
    task: 'Keep your name, address and phone identical everywhere',
    description:
      'Use one exact format for your business name, address and phone number (NAP) on your website, Business Profile, Yelp, Apple Maps, Bing and industry directories, and correct outdated listings.',
    priority: 'High',
  },
  {
    id: 'local-3',
    category: 'Local',
    task: 'Ask every satisfied customer for a Google review',
    description:
      'Send your review link after each completed job and reply to every review within a few days. Never offer incentives or ask only the customers you expect to be happy, which Google prohibits.',
    priority: 'Medium',
  },

  // Off-Page
  {
    id: 'offpage-1',
    category: 'Off-Page',
    task: 'Earn links from relevant local and industry websites',
    description:
      'Pursue links through chamber memberships, sponsorships, supplier and partner pages, local press and genuinely useful resources. One relevant editorial link is worth more than dozens of directory listings.',
    priority: 'High',
  },
  {
    id: 'offpage-2',
    category: 'Off-Page',
    task: 'Review your backlink profile every quarter',
    description:
      'Check the Links report in Search Console, or a tool such as Ahrefs or Semrush, for new, lost and suspicious links. Use Google\'s disavow tool only for manipulative links you or a past vendor built, or after a manual action.',
    priority: 'Medium',
  },
  {
    id: 'offpage-3',
    category: 'Off-Page',
    task: 'Turn unlinked brand mentions into links',
    description:
      'Set up alerts for your business name and ask publishers who mention you without a link to add one. These requests succeed often because the writer already knows and trusts your business.',
    priority: 'Medium',
  },
];

export const checklistPage: {
  heading: string;
  intro: string;
  seoTitle: string;
  seoDescription: string;
} = {
  heading: 'The SEO Checklist for Los Angeles Businesses',
  intro:
    'These 18 tasks cover the foundations our team checks first on every new client site, from technical health and on-page basics to content, local visibility and links. Work through them in order of priority, tick each one off as you go and revisit the list every quarter. If a task raises questions, our free SEO analysis can show you where your site stands.',
  seoTitle: 'SEO Checklist: 18 Essential Tasks for LA Businesses',
  seoDescription:
    'A practical 18-point SEO checklist covering technical SEO, on-page basics, content, local SEO and links, prioritized by impact for Los Angeles businesses.',
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Aim for LCP of 2.5 seconds or less, INP of 200 milliseconds or less and CLS of 0.1 or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: 'Never offer incentives or ask only the customers you expect to be happy, which Google prohibits',
    checkedOn: '2026-11-26',
    source: sources.googleReviewPolicy,
  }),
];
