// The address of a neighborhood's page, for pages that only link to it.
export { neighborhoodPath } from '../lib/neighborhood-paths';
