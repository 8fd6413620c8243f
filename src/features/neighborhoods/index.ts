export { NeighborhoodDirectory } from './components/directory/neighborhood-directory';
export { NeighborhoodDetailView } from './components/detail/neighborhood-detail-view';
export { NeighborhoodNotFound } from './components/detail/neighborhood-not-found';
export { filterNeighborhoods, toggleRegion } from './lib/filter-neighborhoods';
export { neighborhoodFaqs, neighborhoodPageTitle, neighborhoodServices, strategyCards, whySeoParagraphs } from './lib/neighborhood-copy';
export { NEIGHBORHOOD_DIRECTORY_PATH, neighborhoodBreadcrumbs, neighborhoodPath } from './lib/neighborhood-paths';
