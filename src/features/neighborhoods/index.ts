// The detail page's entry. The directory, the record loader and the home page's teasers are
// entries of their own (FEATURE_ENTRIES in eslint.layers.js), so each page loads only its part of
// the feature.
export { NeighborhoodDetailView } from './components/detail/neighborhood-detail-view';
export { NeighborhoodNotFound } from './components/detail/neighborhood-not-found';
export { figuresNote, neighborhoodFaqs, neighborhoodPageTitle, whySeoParagraphs } from '@/content/neighborhoods/neighborhood-copy';
export { neighborhoodBreadcrumbs, neighborhoodPath } from './lib/neighborhood-paths';
