// A neighborhood's full record, loaded on its own: the route table preloads it before the first
// render, the detail page reads it.
export { preloadNeighborhood, useNeighborhood } from '../lib/use-neighborhood';
