import { Link } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { aboutStory, reasonsToChoose, values } from '@/content/about';
import { site } from '@/content/site';
import { StatsSection } from '@/features/marketing';
import { TeamGrid } from '@/features/team';
import { topLevelBreadcrumb, localBusinessSchema } from '@/lib/structured-data';

export default function AboutPage() {
  return (
    <>
      <PageHead
        title="About Us | Los Angeles SEO Group"
        description={`Since ${site.founded}, Los Angeles SEO Group has helped over 250 local businesses grow from search. Meet the team, our values and how we work.`}
        path="/about"
        jsonLd={[
          { ...localBusinessSchema(), '@type': 'Organization' },
          topLevelBreadcrumb('About', '/about'),
        ]}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white py-section-sm">
        <Container size="prose">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">About us · Founded {site.founded}</p>
          <h1 className="mt-2 text-4xl font-extrabold sm:text-display-lg">Helping Los Angeles businesses get found</h1>
          {aboutStory.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-800">
              {paragraph}
            </p>
          ))}
        </Container>
      </section>
      <StatsSection />
      <section aria-labelledby="values-heading" className="py-section">
        <Container>
          <SectionHeading id="values-heading" eyebrow="Our values" title="What we stand for" />
          <FeatureGrid items={values} columns={4} className="mt-12" />
        </Container>
      </section>
      <section aria-labelledby="team-heading" className="bg-ink-50 py-section">
        <Container>
          <SectionHeading id="team-heading" eyebrow="Our team" title="The people behind your rankings" />
          <div className="mt-12">
            <TeamGrid />
          </div>
        </Container>
      </section>
      <section aria-labelledby="reasons-heading" className="py-section">
        <Container>
          <SectionHeading id="reasons-heading" eyebrow="Why choose us" title="Reasons clients stay with us" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {reasonsToChoose.map((reason) => (
              <li key={reason.title} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon name={reason.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{reason.title}</h3>
                  <p className="mt-1 text-ink-700">{reason.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-14 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/contact" className={buttonClasses({ size: 'lg' })}>
              Get a Free Consultation
            </Link>
            <Link to="/case-studies" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              See our case studies
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
