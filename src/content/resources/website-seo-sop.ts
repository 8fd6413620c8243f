/** Content for the Website SEO standard operating procedure at /resources/website-seo-sop. */
import { sources } from '../sources';
import { timeSensitive } from '../time-sensitive';

export interface SopPhase {
  id: string;
  title: string;
  /** When the phase runs, e.g. 'Week 1'. */
  duration: string;
  goal: string;
  steps: { title: string; detail: string }[];
  deliverable: string;
}

/** Four phases covering 4-6 weeks in total. */
export const sopPhases: SopPhase[] = [
  {
    id: 'research-audit',
    title: 'Research & Audit',
    duration: 'Week 1',
    goal: 'Understand where the site stands today, who it competes with in search and which keywords matter most, so every later task is prioritized by impact.',
    steps: [
      {
        title: 'Set up access and record baselines',
        detail:
          'Confirm access to Google Search Console, Google Analytics 4 and Google Business Profile. Record the last three months of clicks, impressions, key events, calls and top-ranking queries so you can measure progress later.',
      },
      {
        title: 'Crawl the site',
        detail:
          'Run a full crawl with a tool such as Screaming Frog or Sitebulb. Export status codes, redirects, titles, meta descriptions, H1s, canonical tags, noindex directives and pages with no internal links.',
      },
      {
        title: 'Identify your top 5-10 competitors',
        detail:
          'Search your main service keywords from your service area and list the 5-10 websites that appear most often in the organic results and the map pack. Note their page types, content depth, review counts and referring domains, since search competitors often differ from the businesses you compete with offline.',
      },
      {
        title: 'Research keywords and map them to pages',
        detail:
          'Build a keyword list from Search Console, competitor pages and an SEO tool, grouped by search intent. Assign each group to one existing or planned page so no two pages target the same primary keyword.',
      },
      {
        title: 'Check Core Web Vitals and indexing',
        detail:
          'Review the Core Web Vitals and Page indexing reports in Search Console and test key templates in PageSpeed Insights. Flag any template that misses LCP 2.5 s, INP 200 ms or CLS 0.1, and any important page that is not indexed.',
      },
    ],
    deliverable:
      'An audit report with a prioritized issue list, a competitor comparison and a keyword-to-page map.',
  },
  {
    id: 'on-page-optimization',
    title: 'On-Page Optimization',
    duration: 'Week 2',
    goal: 'Make every priority page clearly match its target keyword and search intent, and give searchers a reason to click.',
    steps: [
      {
        title: 'Rewrite title tags and meta descriptions',
        detail:
          'Give each priority page a unique title under 60 characters with the primary keyword near the start, and a meta description of about 150-160 characters with a clear benefit and call to action.',
      },
      {
        title: 'Fix headings and page structure',
        detail:
          'Make sure each page has one H1 that states its topic, followed by H2s and H3s in a logical order. Add short answers to common customer questions where they fit the page.',
      },
      {
        title: 'Clean up URLs carefully',
        detail:
          'Change URLs only when the current ones are truly unclear or duplicated. When you do, use short, lowercase, hyphenated slugs and add a 301 redirect from every old URL to its new one.',
      },
      {
        title: 'Strengthen internal links',
        detail:
          'Link from related pages and blog posts to each priority page with descriptive anchor text, and give any orphan page worth keeping at least one internal link.',
      },
      {
        title: 'Optimize images and add structured data',
        detail:
          'Add descriptive alt text and file names, compress and resize images, and add JSON-LD markup such as LocalBusiness, Organization, BreadcrumbList and Article where it matches the visible content. Validate it with the Rich Results Test.',
      },
    ],
    deliverable:
      'Updated priority pages and a change log listing every title, description, heading, URL, redirect and schema change.',
  },
  {
    id: 'content-technical-fixes',
    title: 'Content & Technical Fixes',
    duration: 'Weeks 3-4',
    goal: 'Fill the content gaps found during research and resolve the technical issues that hold back crawling, indexing and speed.',
    steps: [
      {
        title: 'Resolve crawl and indexing errors',
        detail:
          'Fix broken internal links and redirect chains, correct wrong canonical tags and stray noindex directives, and make sure robots.txt does not block important pages or resources.',
      },
      {
        title: 'Improve Core Web Vitals',
        detail:
          'Work template by template: preload and compress the LCP image, defer non-critical scripts, trim third-party tags that slow interactions, and reserve space for images and embeds. Target a full page load under 3 seconds on mobile.',
      },
      {
        title: 'Expand thin pages',
        detail:
          'Add first-hand detail to priority pages that are thinner than the competitors you identified: real project examples, photos, pricing factors, process steps and answers to common questions.',
      },
      {
        title: 'Create pages for content gaps',
        detail:
          'Publish new service, location or guide pages for keyword groups with no matching page. Each location page should include content specific to that area, not just a swapped city name.',
      },
      {
        title: 'Consolidate duplicate and overlapping content',
        detail:
          'Merge pages that compete for the same keyword into the strongest version, redirect the others with 301s and update internal links to point to the surviving URL.',
      },
      {
        title: 'Update the sitemap and request indexing',
        detail:
          'Regenerate the XML sitemap so it lists only indexable, canonical URLs, resubmit it in Search Console and use URL Inspection to request indexing of the most important new and changed pages.',
      },
    ],
    deliverable:
      'A resolved technical issue list, new and improved pages published, and a before-and-after Core Web Vitals summary.',
  },
  {
    id: 'off-page-local-measurement',
    title: 'Off-Page, Local & Measurement',
    duration: 'Weeks 5-6',
    goal: 'Build local visibility and authority, and set up reporting that ties SEO work to calls, form submissions and revenue.',
    steps: [
      {
        title: 'Optimize Google Business Profile',
        detail:
          'Confirm the business name, primary and secondary categories, services, hours and service area. Add recent photos and add UTM parameters to the website link so profile traffic shows up separately in analytics.',
      },
      {
        title: 'Clean up citations and NAP',
        detail:
          'Make the business name, address and phone number identical on the website, Business Profile, Apple Business Connect, Bing Places, Yelp and key industry directories, and fix or remove outdated listings.',
      },
      {
        title: 'Launch a review request process',
        detail:
          'Send every customer a direct review link after each completed job and reply to all reviews within a few days. Do not offer incentives or ask only happy customers, which Google\'s policies prohibit.',
      },
      {
        title: 'Start link outreach',
        detail:
          'Use the competitor link gap from week 1 to build a list of relevant local and industry sites. Begin outreach through partnerships, sponsorships, resource pages, broken link building and journalist requests.',
      },
      {
        title: 'Set up conversion tracking and reporting',
        detail:
          'Mark form submissions, click-to-call taps and bookings as key events in Google Analytics 4, add call tracking if calls matter, and build a dashboard that combines Search Console, analytics and Business Profile data.',
      },
      {
        title: 'Plan the next 90 days',
        detail:
          'Compare results with the week 1 baselines, list remaining issues by impact and agree on a 90-day roadmap for content, links and local work.',
      },
    ],
    deliverable:
      'A completed local presence, an active link-building pipeline, a live reporting dashboard and a 90-day roadmap.',
  },
];

export const sopMeta: {
  timeframe: '4-6 weeks';
  difficulty: 'Intermediate';
  resourcesNeeded: string[];
  heading: string;
  intro: string;
  seoTitle: string;
  seoDescription: string;
} = {
  timeframe: '4-6 weeks',
  difficulty: 'Intermediate',
  resourcesNeeded: [
    'Google Search Console access',
    'Google Analytics 4 access with editor rights',
    'Google Business Profile manager access',
    'Website CMS or developer access',
    'A site crawler such as Screaming Frog SEO Spider',
    'An SEO tool such as Semrush or Ahrefs for keyword and backlink data',
    'About 8-12 hours a week of marketing or developer time',
  ],
  heading: 'Website SEO Standard Operating Procedure',
  intro:
    'This is the step-by-step process our team follows when we take on a new website. It moves from research to on-page work, then to content and technical fixes, and finally to local, off-page and measurement tasks. Most small and mid-sized business sites can complete it in four to six weeks; smaller sites can often combine the last two phases and finish in about four.',
  seoTitle: 'Website SEO SOP: A 4-6 Week Process | LA SEO Group',
  seoDescription:
    'A step-by-step website SEO standard operating procedure: research, on-page optimization, technical fixes, local SEO and reporting in four to six weeks.',
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'misses LCP 2.5 s, INP 200 ms or CLS 0.1',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
