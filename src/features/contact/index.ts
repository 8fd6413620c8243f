export { MapFacade } from './map-facade';
