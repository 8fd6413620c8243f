import { testimonials } from '@/content/testimonials';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCarousel } from './testimonial-carousel';

export default function TestimonialsSection() {
  return (
    <section className="bg-brand-50/60 py-section">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Client stories"
          title="What Los Angeles business owners say"
          intro="Rated 4.9 out of 5 by the businesses we work with."
        />
        <div className="mt-12">
          <TestimonialCarousel testimonials={testimonials} labelledBy="testimonials-heading" />
        </div>
      </Container>
    </section>
  );
}
