import { whyChooseUs } from '@/content/home';
import { Container } from '@/components/ui/container';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { SectionHeading } from '@/components/ui/section-heading';

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-us-heading" className="bg-ink-50 py-section">
      <Container>
        <SectionHeading
          id="why-us-heading"
          eyebrow="Why choose us"
          title="An SEO partner that knows Los Angeles"
          intro="Big-agency skills with the attention of a local team. Here is what working with us looks like."
        />
        <FeatureGrid items={whyChooseUs} className="mt-12" />
      </Container>
    </section>
  );
}
