export { ServicePageView } from './components/service-page-view';
export { serviceBreadcrumbs } from './lib/service-breadcrumbs';
