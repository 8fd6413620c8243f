import type { CaseStudyPath, IconName } from '@/content/types';

/** Shapes of the five service pages under /services/. */

export type ServiceId =
  | 'local-seo'
  | 'competitive-keywords'
  | 'ecommerce-seo'
  | 'specialized-industries'
  | 'enterprise-seo';

/** One tab of a service page's process section. */
export interface ServiceProcessTab {
  id: string;
  label: string;
  heading: string;
  summary: string;
  /** 4 or 5 steps. */
  steps: string[];
}

export interface ServiceCaseStudyTeaser {
  title: string;
  /** Path under public/. */
  image: string;
  /** 2 or 3 short stats, e.g. { label: 'Organic revenue', value: '+164%' }. */
  stats: { label: string; value: string }[];
  summary: string;
  /** The case study told here, or the list for work that has no page of its own (the enterprise examples). */
  link: CaseStudyPath | '/case-studies';
}

/** A further case study of the service, linked by its title under the teasers. */
export interface ServiceCaseStudyLink {
  title: string;
  link: CaseStudyPath;
}

export interface ServiceFaq {
  q: string;
  a: string;
}

export interface ServicePage {
  id: ServiceId;
  path: `/services/${ServiceId}`;
  /** e.g. 'Local SEO'. */
  name: string;
  /** Unique, at most 60 characters. */
  seoTitle: string;
  /** Unique, 120 to 160 characters. */
  seoDescription: string;
  hero: {
    eyebrow: string;
    heading: string;
    intro: string;
    /** Button text that opens the lead form. */
    primaryCta: string;
  };
  /** Exactly 6. */
  benefits: { title: string; description: string; icon: IconName }[];
  process: {
    heading: string;
    intro: string;
    /** The id of the tab shown first. */
    defaultTab: string;
    tabs: ServiceProcessTab[];
  };
  priceCard: {
    label: string;
    price: string;
    period: string;
    note: string;
    /** 5 to 7. */
    features: string[];
  };
  resultStat: { value: string; label: string; detail: string };
  /** Exactly 3. */
  caseStudies: ServiceCaseStudyTeaser[];
  /** The service's other case studies, when it has more than three: every study links its service, and the service links back. */
  moreCaseStudies?: ServiceCaseStudyLink[];
  /** Exactly 5. */
  faqs: ServiceFaq[];
  /** Shown beside the contact form and phone link. */
  contact: { heading: string; text: string };
  phoneCta: { heading: string; text: string };
  /** schema.org Service serviceType. */
  serviceType: string;
  /** Stored on leads from this page (at most 100 characters). */
  leadService: string;
}
