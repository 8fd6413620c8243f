export { ServicePageView } from './components/service-page-view';
