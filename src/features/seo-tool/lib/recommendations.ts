/** What each metric means and what to do about it, by status. */
import { SHORTENED_BEYOND_TEXT } from '@shared/seo-length-rule';
import type { MetricStatus } from './types';

export type MetricKey = 'indexability' | 'title' | 'description' | 'headings' | 'content' | 'images' | 'speed' | 'canonical' | 'links' | 'mobile';

export const METRIC_TITLES: Record<MetricKey, string> = {
  indexability: 'Indexability',
  title: 'Title Tag',
  description: 'Meta Description',
  headings: 'Heading Structure',
  content: 'Content Depth',
  images: 'Image Alt Text',
  speed: 'Page Load Time',
  canonical: 'Canonical URL',
  links: 'Internal Linking',
  mobile: 'Mobile Friendliness',
};

/** Advice for a simulated metric (no real figures to quote). */
export const SIMULATED_ADVICE: Record<Exclude<MetricKey, 'indexability'>, Record<Exclude<MetricStatus, 'info'>, string>> = {
  title: {
    good: `Titles look well sized. Keep each one unique, with the main keyword near the start, since ${SHORTENED_BEYOND_TEXT.title}.`,
    warning: `Some titles are likely too long or too generic. Since ${SHORTENED_BEYOND_TEXT.title}, put the service and city first in each.`,
    bad: 'Titles are probably missing or duplicated. Write a unique title for every page that names its service and city.',
  },
  description: {
    good: `Meta descriptions look healthy. Put the reason to click first in each, since ${SHORTENED_BEYOND_TEXT.description}.`,
    warning: `Several descriptions may be missing or cut off. Since ${SHORTENED_BEYOND_TEXT.description}, say what you offer and where first.`,
    bad: 'Most pages likely lack a meta description, so Google writes its own. Add one per page that says what you offer, where, and why to click.',
  },
  headings: {
    good: 'Pages appear to have a main h1 heading and logical h2 sections.',
    warning: 'Some pages may lack a main heading. Give each page an h1 that says what it is about, and break the content into h2 sections.',
    bad: 'Headings seem to be missing or used for styling. Add one descriptive h1 per page.',
  },
  content: {
    good: 'Key pages appear to answer what searchers ask.',
    warning: 'Some service pages may leave customer questions unanswered. Add pricing factors, process, FAQs and local proof where they help.',
    bad: 'Pages likely leave what searchers ask unanswered. Give each core service page its pricing factors, process, FAQs and local proof.',
  },
  images: {
    good: 'Images appear to carry descriptive alt text.',
    warning: 'Some images may lack alt text. Describe each meaningful image in a short phrase.',
    bad: 'Many images likely have no alt text, which hurts accessibility and image search.',
  },
  speed: {
    good: 'Load time looks fast. Keep pages under 3 seconds on mobile.',
    warning: 'Pages may take longer than 3 seconds on mobile. Compress images and defer non-critical scripts.',
    bad: 'Pages are likely slow on mobile. Audit heavy images, fonts and third-party scripts first.',
  },
  canonical: {
    good: 'Canonical tags appear to point at the preferred URLs.',
    warning: 'Some pages may lack a canonical tag. Add one so duplicates do not split ranking signals.',
    bad: 'Canonical tags seem missing site-wide. Add a self-referencing canonical to every page.',
  },
  links: {
    good: 'Internal links connect your key pages well.',
    warning: 'Some important pages get few internal links. Link to them from related pages and the navigation.',
    bad: 'Key pages look orphaned. Link every service page from the home page and related content.',
  },
  mobile: {
    good: 'The layout appears to adapt well to phones.',
    warning: 'Some elements may be hard to tap or read on phones. Check tap targets and font sizes.',
    bad: 'The site may not be mobile-friendly. Google indexes the mobile version first, so fix this early.',
  },
};

/** General advice that fills the ten recommendations after the metric-specific ones. */
export const GENERAL_RECOMMENDATIONS = [
  'Complete your Google Business Profile: categories, services, hours, photos and a booking or call link.',
  'Ask every happy customer for a Google review and reply to each review within two business days.',
  'Create a page for each main service, and for each neighborhood or city you serve, with unique content.',
  'Add LocalBusiness structured data with your name, address and phone exactly as on your profile.',
  'Make sure your name, address and phone number match on Yelp, Apple Maps, Bing and industry directories.',
  'Earn links from local organizations you already work with: chambers, sponsors, suppliers and partners.',
  'Track calls and form submissions from organic search so you can tie rankings to revenue.',
  'Publish answers to the questions customers ask on calls; each answer is a page that can rank.',
  'Submit an XML sitemap in Google Search Console and check the Pages report for indexing errors monthly.',
  'Serve every page over HTTPS and redirect the http and non-www versions to one preferred address.',
] as const;
