export { TestimonialCarousel } from './testimonial-carousel';
