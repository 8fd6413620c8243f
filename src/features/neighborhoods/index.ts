// The detail page's entry. The directory (./directory), the links (./links), the record loader
// (./data) and the home page's teasers (./teaser) have entries of their own, so each page loads
// only its part of the feature.
export { NeighborhoodDetailView } from './components/detail/neighborhood-detail-view';
export { NeighborhoodNotFound } from './components/detail/neighborhood-not-found';
export { figuresNote, neighborhoodFaqs, neighborhoodPageTitle, whySeoParagraphs } from '@/content/neighborhoods/neighborhood-copy';
export { neighborhoodBreadcrumbs, neighborhoodPath } from './lib/neighborhood-paths';
