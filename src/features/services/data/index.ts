// A service page's content, loaded on its own: the route table preloads it before the first
// render, the page reads it.
export { preloadServicePage, useServicePage } from '../lib/use-service-page';
