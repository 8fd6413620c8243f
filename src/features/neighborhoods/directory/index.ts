// The /neighborhoods page's entry into this feature: the directory and its cards' data, kept apart
// from the detail pages so neither page loads the other's code.
export { NeighborhoodDirectory } from '../components/directory/neighborhood-directory';
export { filterNeighborhoods, toggleRegion } from '../lib/filter-neighborhoods';
export { NEIGHBORHOOD_DIRECTORY_PATH } from '../lib/neighborhood-paths';
