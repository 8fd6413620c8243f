import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { IconBadge } from '@/components/ui/icon-badge';
import { LinkButton } from '@/components/ui/link-button';
import { PageSection } from '@/components/ui/page-section';
import { aboutStory, reasonsToChoose, values } from '@/content/about';
import { site } from '@/content/site';
import { StatsSection } from '@/features/marketing';
import { TeamGrid } from '@/features/team';
import { localBusinessSchema } from '@/lib/structured-data/local-business';

export default function AboutPage() {
  return (
    <>
      <PageHead
        title="About Los Angeles SEO Group: Our Team, Story and Values"
        description={`Since ${site.founded}, Los Angeles SEO Group has helped over 250 local businesses grow from search. Meet our team, learn our values and see how we work with clients.`}
        path="/about"
        jsonLd={localBusinessSchema()}
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
      <PageSection headingId="values-heading" eyebrow="Our values" title="What we stand for">
        <FeatureGrid items={values} columns={4} className="mt-12" />
      </PageSection>
      <PageSection headingId="team-heading" eyebrow="Our team" title="The people behind your rankings" className="bg-ink-50">
        <div className="mt-12">
          <TeamGrid />
        </div>
      </PageSection>
      <PageSection headingId="reasons-heading" eyebrow="Why choose us" title="Reasons clients stay with us">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasonsToChoose.map((reason) => (
            <li key={reason.title} className="flex gap-4">
              <IconBadge name={reason.icon} className="shrink-0" />
              <div>
                <h3 className="text-lg font-bold">{reason.title}</h3>
                <p className="mt-1 text-ink-700">{reason.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-14 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/contact" size="lg">
            Get a Free Consultation
          </LinkButton>
          <LinkButton to="/case-studies" variant="secondary" size="lg">
            See our case studies
          </LinkButton>
        </div>
        {/* The hours the business markup states (decision 0038: markup only as the page shows it). */}
        <p className="mt-6 text-center text-ink-700">
          Call {site.phone.display} or e-mail {site.email}: we answer {site.hours}.
        </p>
      </PageSection>
    </>
  );
}
