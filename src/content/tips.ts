import { sources } from './sources';
import { timeSensitive } from './time-sensitive';

export type TipIcon =
  | 'sparkles' | 'mic' | 'smartphone' | 'gauge' | 'map-pin' | 'bar-chart' | 'video' | 'quote'
  | 'search' | 'shield' | 'share' | 'code' | 'image' | 'globe' | 'award' | 'layers' | 'link'
  | 'file-text' | 'zap' | 'eye' | 'user-check' | 'building' | 'list-tree' | 'captions';

/** A tip notification (title, message, icon, articleId: docs/requirements/lead-capture.md#tip-notifications). */
export interface Tip {
  title: string;
  message: string;
  icon: TipIcon;
  /** The knowledge-base article the tip's 'Learn more' link opens: /knowledge-base/{articleId}. */
  articleId: string;
}

/** SEO tips shown as notifications, each linking to one knowledge-base article. */
export const tips: Tip[] = [
  {
    title: 'Edit AI Drafts Carefully',
    message:
      'Use AI tools to speed up outlines and first drafts, then add your first-hand expertise, local examples and fact-checked details before publishing so the page offers something generic content cannot.',
    icon: 'sparkles',
    articleId: 'content-optimization',
  },
  {
    title: 'Optimize for Voice Search',
    message:
      "Voice searches are often phrased as full questions. Add an FAQ section that answers what customers ask, like 'Do you offer same-day service?', in short, conversational sentences.",
    icon: 'mic',
    articleId: 'voice-search-optimization',
  },
  {
    title: 'Match Mobile and Desktop Content',
    message:
      'Google mainly uses the mobile version of your site for indexing, so use a responsive viewport tag and make sure phone visitors see the same content and structured data as desktop.',
    icon: 'smartphone',
    articleId: 'technical-seo-mobile',
  },
  {
    title: 'Show First-Hand Experience',
    message:
      'Include details only your business can provide, such as real project photos, typical price ranges and the neighborhoods you serve, instead of generic copy that could describe any company.',
    icon: 'award',
    articleId: 'content-quality-signals',
  },
  {
    title: 'Complete Your Business Profile',
    message:
      'Fill out every section of your Google Business Profile, including categories, hours, services and photos, and keep your business name, address and phone number identical on your website and directories.',
    icon: 'map-pin',
    articleId: 'local-seo-guide',
  },
  {
    title: 'Review Search Console Monthly',
    message:
      'Check the Page indexing and Performance reports in Google Search Console each month to spot pages that dropped out of the index or lost clicks, and fix them early.',
    icon: 'bar-chart',
    articleId: 'technical-page-analytics',
  },
  {
    title: 'Give Key Videos Their Own Page',
    message:
      'Short videos on service pages help visitors, but Google shows video results for watch pages, where the video is the main content. Give important videos a page of their own with a summary and VideoObject structured data.',
    icon: 'video',
    articleId: 'video-seo-strategy',
  },
  {
    title: 'Answer Questions Up Front',
    message:
      "Use a customer's question as a subheading and answer it directly in the first two or three sentences below it, then expand with details, to improve your featured snippet chances.",
    icon: 'quote',
    articleId: 'featured-snippets-strategy',
  },
  {
    title: 'Make Tapping Easy on Phones',
    message:
      'Turn your phone number into a tap-to-call link, use text that is readable without zooming and keep buttons large enough to tap, since many local customers find you on their phones.',
    icon: 'smartphone',
    articleId: 'mobile-optimization',
  },
  {
    title: 'Write About Topics, Not Keywords',
    message:
      'Search engines understand meaning, not just exact words. Cover each service thoroughly, including related questions, costs and areas you serve, instead of repeating one keyword phrase over and over.',
    icon: 'search',
    articleId: 'semantic-search',
  },
  {
    title: 'Pass Core Web Vitals',
    message:
      "Aim for Google's 'good' Core Web Vitals thresholds: Largest Contentful Paint of 2.5 seconds or less, Interaction to Next Paint of 200 milliseconds or less and Cumulative Layout Shift of 0.1 or less.",
    icon: 'gauge',
    articleId: 'page-experience',
  },
  {
    title: 'Refresh Outdated Pages',
    message:
      'Review your key service pages at least once a year to correct outdated prices, hours, staff names and service areas, and merge or remove thin pages that say very little.',
    icon: 'file-text',
    articleId: 'content-quality',
  },
  {
    title: 'Submit an XML Sitemap',
    message:
      "Submit an XML sitemap in Google Search Console, and use the URL Inspection tool to request indexing after you publish or significantly update an important page.",
    icon: 'layers',
    articleId: 'indexing-strategy',
  },
  {
    title: 'Prepare Photos for Visual Search',
    message:
      'Visual search tools like Google Lens rely on clear images and the text around them, so upload original photos of your products and storefront with descriptive captions and file names.',
    icon: 'eye',
    articleId: 'visual-search',
  },
  {
    title: 'Cover Topics in Depth',
    message:
      'Answer the follow-up questions customers actually ask, such as cost factors, timelines and what to expect, so one strong page fully covers a service instead of several thin ones.',
    icon: 'layers',
    articleId: 'content-depth',
  },
  {
    title: 'Use HTTPS Everywhere',
    message:
      'Install an SSL certificate, redirect every HTTP address to its HTTPS version and fix mixed-content warnings, since browsers flag insecure pages and HTTPS is a lightweight Google ranking signal.',
    icon: 'shield',
    articleId: 'security-seo',
  },
  {
    title: 'Share Content on Social',
    message:
      'Social shares are not a direct ranking factor, but posting new articles and project photos on social media helps more people discover your work, which can lead to reviews and links.',
    icon: 'share',
    articleId: 'social-seo',
  },
  {
    title: 'Add LocalBusiness Schema',
    message:
      "Add LocalBusiness structured data in JSON-LD with your name, address, phone number and opening hours, then check it with Google's Rich Results Test before publishing.",
    icon: 'code',
    articleId: 'schema-markup',
  },
  {
    title: 'Compress and Describe Images',
    message:
      'Serve images in modern formats like WebP, size them to the dimensions they display at, lazy-load images below the fold and write descriptive alt text for each one.',
    icon: 'image',
    articleId: 'image-optimization',
  },
  {
    title: 'Build Real Location Pages',
    message:
      'If you serve several areas, such as Pasadena and Santa Monica, create a page for each with unique details like local projects, directions and reviews rather than copying the same text.',
    icon: 'globe',
    articleId: 'geo-targeting',
  },
  {
    title: 'Define Your Business Entity',
    message:
      'Help Google understand your business as an entity by using the same name, logo and description everywhere, and list your official social profiles with sameAs in your Organization schema.',
    icon: 'building',
    articleId: 'entity-seo',
  },
  {
    title: 'Show Who Wrote It',
    message:
      'Add an author byline and a short bio with real credentials, licenses or trade experience to your articles, so readers and search engines can see the expertise behind the advice.',
    icon: 'user-check',
    articleId: 'author-expertise',
  },
  {
    title: 'Consider a Progressive Web App',
    message:
      'A progressive web app can load quickly and work offline using a service worker, but make sure each page still has its own URL and crawlable content so search engines can index it.',
    icon: 'zap',
    articleId: 'pwa-benefits',
  },
  {
    title: 'Build Local Brand Authority',
    message:
      'Earn mentions from respected Los Angeles sources by sponsoring community events, joining your local chamber of commerce and offering expert comments to neighborhood reporters and bloggers.',
    icon: 'award',
    articleId: 'brand-authority',
  },
  {
    title: 'Keep Your Site Structure Flat',
    message:
      'As a rule of thumb, make every important service page reachable within about three clicks of the homepage, using clear menus, breadcrumbs and internal links between related pages.',
    icon: 'list-tree',
    articleId: 'site-architecture',
  },
  {
    title: 'Use Lists and Tables',
    message:
      'Format step-by-step instructions as numbered lists and comparisons as simple HTML tables, since Google can pull these structures directly into list and table featured snippets.',
    icon: 'file-text',
    articleId: 'featured-snippets',
  },
  {
    title: 'Add Transcripts to Videos',
    message:
      'Publish a full text transcript below each video and upload accurate captions, so search engines can read what you say and viewers watching without sound can follow along.',
    icon: 'captions',
    articleId: 'video-transcripts',
  },
  {
    title: 'Earn Relevant Local Links',
    message:
      "Focus on links from relevant, trusted sites like local business associations, suppliers and news outlets, and avoid buying links or joining link schemes, which violate Google's spam policies.",
    icon: 'link',
    articleId: 'link-quality',
  },
];

export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Google shows video results for watch pages, where the video is the main content',
    checkedOn: '2026-11-25',
    source: sources.googleVideo,
  }),
  timeSensitive({
    quote: 'Largest Contentful Paint of 2.5 seconds or less, Interaction to Next Paint of 200 milliseconds or less and Cumulative Layout Shift of 0.1 or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
