import { whyChooseUs } from '@/content/home';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
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
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyChooseUs.map((card) => (
            <li key={card.title} className="rounded-card bg-white p-6 shadow-card">
              <Icon name={card.icon} className="size-7 text-brand-700" />
              <h3 className="mt-4 text-lg font-bold">{card.title}</h3>
              <p className="mt-2 text-ink-700">{card.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
