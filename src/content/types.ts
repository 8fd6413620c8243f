/** Shapes of the typed content modules. Prose lives in the modules; components only lay it out. */
import type { ServiceId } from './services/types';

export interface Testimonial {
  name: string;
  position: string;
  company: string;
  content: string;
  /** Every testimonial on the site is a five-star review. */
  stars: 5;
  /** Path under public/, e.g. '/images/avatars/avatar-3.svg'. */
  image: string;
}

export interface LegalSection {
  /** The section's anchor, for sections other pages link to (the forms link to the privacy policy's notice at collection). */
  id?: string;
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
  /** A page of the site the section sends the reader to, shown after the list (the privacy request form). */
  link?: { before: string; text: string; path: string };
}

export interface LegalDocument {
  title: string;
  /** The search result's title, written to the site's length rule (SEO_TITLE_LENGTH in supabase/functions/_shared/seo-length-rule.ts). */
  seoTitle: string;
  /** The page's route, e.g. '/privacy-policy'. */
  path: string;
  /** Meta description, written to the site's length rule (SEO_DESCRIPTION_LENGTH, same file). */
  description: string;
  /** ISO date, e.g. '2026-11-01'. */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export interface FeatureCard {
  title: string;
  description: string;
  icon: IconName;
}

export type IconName =
  | 'search'
  | 'chart'
  | 'trophy'
  | 'map-pin'
  | 'users'
  | 'shield'
  | 'clock'
  | 'target'
  | 'sparkles'
  | 'phone'
  | 'mail'
  | 'star';

export const CASE_STUDY_CATEGORIES = [
  'Local SEO',
  'Healthcare SEO',
  'E-commerce SEO',
  'Legal SEO',
  'Restaurant SEO',
  'Technology SEO',
  'Fitness SEO',
  'Finance SEO',
  'Manufacturing SEO',
  'Non-Profit SEO',
  'Education SEO',
  'Entertainment SEO',
] as const;
export type CaseStudyCategory = (typeof CASE_STUDY_CATEGORIES)[number];

/** One result tile of a case study (label, value, change optional, positive: docs/requirements/company-pages.md#case-study-data). */
export interface CaseStudyResult {
  label: string;
  value: string;
  change?: string;
  positive: boolean;
}

/** A case study's page. */
export type CaseStudyPath = `/case-studies/cs-${number}`;

/** A case study (docs/requirements/company-pages.md#case-study-data), with the story its detail page tells. */
export interface CaseStudy {
  id: string;
  title: string;
  /** The search result's title and description, written to the site's length rule (supabase/functions/_shared/seo-length-rule.ts), not cut from the title. */
  seoTitle: string;
  seoDescription: string;
  /** One or two sentences for the cards. */
  description: string;
  /** Path under public/, e.g. '/images/case-studies/cs-1.svg'. */
  image: string;
  category: CaseStudyCategory;
  results: CaseStudyResult[];
  /** The detail page, /case-studies/{id}. */
  link: CaseStudyPath;
  featured: boolean;
  /** The service page this work belongs to (/services/{service}), which links back to the study. */
  service: ServiceId;
  /**
   * Editorial dates (ISO), for the page and its Article markup: when the write-up went up and when it was
   * last revised. Not the dates of the engagement, which the story tells in months.
   */
  published: string;
  updated: string;
  /** The client, described without naming a real business, e.g. 'A family-owned bakery in Silver Lake'. */
  client: string;
  /** Where in Los Angeles County. */
  location: string;
  /** The industry shown in the side panel. */
  industry: string;
  /** Services delivered, for the side panel's services line. */
  services: string[];
  /** The situation before the work: 2 paragraphs. */
  challenge: string[];
  /** Short bullet points for the side panel. */
  keyAchievements: string[];
  /** What it meant for the client: 1 or 2 paragraphs. */
  conclusion: string[];
}

export interface TeamMember {
  name: string;
  position: 'CEO' | 'Director of Operations' | 'Social Media Manager' | 'Project Manager' | 'CTO' | 'Admin';
  bio: string;
  /** File name under /images/team/, e.g. 'maya-chen.svg'. */
  image: string;
}
