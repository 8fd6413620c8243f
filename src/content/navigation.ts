import { site } from './site';
import { downloads } from './downloads';

export interface NavLink {
  name: string;
  path: string;
  description?: string;
  /** Opens in a new tab (an address outside this site). */
  external?: boolean;
  /** 'nofollow' for a staff-only page (noindex, kept from crawlers by robots.txt), so crawlers are not sent there. */
  rel?: 'nofollow';
}

export interface NavGroup {
  name: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

export const servicesNav: NavGroup = {
  name: 'Services',
  items: [
    {
      name: 'Local SEO',
      path: '/services/local-seo',
      description: 'Win the Google map pack and "near me" searches in your neighborhood.',
    },
    {
      name: 'Competitive Keywords',
      path: '/services/competitive-keywords',
      description: 'Rank for the high-value terms your rivals are fighting over.',
    },
    {
      name: 'E-commerce SEO',
      path: '/services/ecommerce-seo',
      description: 'Turn product and category pages into steady online sales.',
    },
    {
      name: 'Specialized Industries',
      path: '/services/specialized-industries',
      description: 'SEO for legal, healthcare, finance, insurance, B2B and education.',
    },
    {
      name: 'Enterprise SEO',
      path: '/services/enterprise-seo',
      description: 'Multi-location and large-site programs with a custom roadmap.',
    },
    {
      name: 'Law Firm SEO',
      path: site.lawFirmSite,
      description: 'Our dedicated site for attorneys and law practices.',
      external: true,
    },
  ],
};

export const quizNav: NavGroup = {
  name: 'SEO Quiz',
  items: [
    { name: 'Basic SEO Quiz', path: '/seo-quiz', description: 'Basic quiz, 10 questions.' },
    {
      name: 'Advanced SEO Assessment',
      path: '/seo-assessment-test',
      description: 'Advanced assessment, 25 difficult questions.',
    },
  ],
};

export const mainNav: NavEntry[] = [
  servicesNav,
  { name: 'Case Studies', path: '/case-studies' },
  { name: 'Pricing', path: '/pricing' },
  quizNav,
  { name: 'Contact', path: '/contact' },
];

export const footerNav: NavLink[] = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
  { name: 'Case Studies', path: '/case-studies' },
  { name: 'Neighborhoods', path: '/neighborhoods' },
  { name: 'Knowledge Base', path: '/knowledge-base' },
  { name: 'Free SEO Tool', path: '/seo-tool' },
  { name: 'SEO Quiz', path: '/seo-quiz' },
  { name: 'Pricing', path: '/pricing' },
  { name: 'FAQs', path: '/faqs' },
  { name: 'Contact', path: '/contact' },
  { name: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'Privacy Request', path: '/privacy-request' },
  { name: 'Terms of Service', path: '/terms-of-service' },
  { name: 'Staff Dashboard', path: '/dashboard', rel: 'nofollow' },
];

export const footerResources: NavLink[] = [
  { name: 'SEO Checklist', path: '/resources/seo-checklist' },
  { name: 'Backlink 101', path: '/resources/backlink-101' },
  { name: 'Website SEO SOP', path: '/resources/website-seo-sop' },
  { name: 'On-Page SEO Essentials (PDF)', path: downloads.onPageEssentials.path },
  { name: 'SEO Audit Template (XLSX)', path: downloads.auditTemplate.path },
];
