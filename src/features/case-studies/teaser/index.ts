// The home page's lazy entry: the case-study teaser without the list and detail views.
export { default } from '../components/case-study-teaser';
