/** Shapes of the typed content modules. Prose lives in the modules; components only lay it out. */

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
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** Meta description, at most 160 characters. */
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
