import type { Crumb } from '@/lib/structured-data/breadcrumbs';

/** Home > Case Studies > {title}: shown on the case study and repeated in its BreadcrumbList JSON-LD. */
export function caseStudyBreadcrumbs(study: { id: string; title: string }): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Case Studies', path: '/case-studies' },
    { name: study.title, path: `/case-studies/${study.id}` },
  ];
}
