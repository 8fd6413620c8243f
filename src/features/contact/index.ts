export { MapFacade } from './components/map-facade';
