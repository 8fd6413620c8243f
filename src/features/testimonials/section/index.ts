// The home page's lazy entry: the section with its carousel, loaded once it nears the viewport.
export { default } from '../components/testimonials-section';
