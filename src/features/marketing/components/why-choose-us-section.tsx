import { whyChooseUs } from '@/content/home';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { PageSection } from '@/components/ui/page-section';

export function WhyChooseUsSection() {
  return (
    <PageSection
      headingId="why-us-heading"
      eyebrow="Why choose us"
      title="An SEO partner that knows Los Angeles"
      intro="Big-agency skills with the attention of a local team. Here is what working with us looks like."
      className="bg-ink-50"
    >
      <FeatureGrid items={whyChooseUs} className="mt-12" />
    </PageSection>
  );
}
