export { CaseStudyList } from './components/case-study-list';
export { CaseStudyDetail } from './components/case-study-detail';
export { caseStudyBreadcrumbs } from './lib/case-study-breadcrumbs';
export { builtInCaseStudies } from './api/case-studies-source';
