export { CaseStudyList } from './components/case-study-list';
export { CaseStudyDetail } from './components/case-study-detail';
export { builtInCaseStudies } from './api/case-studies-source';
