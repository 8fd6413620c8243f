import { CalendarClock, Download, Gauge, Wrench } from 'lucide-react';
import { PageIntro } from '@/components/layout/page-hero';
import { Accordion } from '@/components/ui/accordion';
import { AnchorButton } from '@/components/ui/anchor-button';
import { Container } from '@/components/ui/container';
import { downloads } from '@/content/downloads';
import { sopMeta, sopPhases } from '@/content/resources/website-seo-sop';

export default function WebsiteSeoSopPage() {
  return (
    <>
      <PageIntro
        page={sopMeta}
        path="/resources/website-seo-sop"
        eyebrow="Free resource"
      >
        <AnchorButton href={downloads.sop.path} download icon={Download} size="lg" className="mt-8">
          Download as PDF
        </AnchorButton>
      </PageIntro>
      <section className="pb-section">
        <Container size="prose">
          <dl className="grid gap-4 sm:grid-cols-3">
            {[
              { icon: CalendarClock, label: 'Timeframe', value: sopMeta.timeframe },
              { icon: Gauge, label: 'Difficulty', value: sopMeta.difficulty },
              { icon: Wrench, label: 'Phases', value: String(sopPhases.length) },
            ].map(({ icon: Icon, label, value }) => (
              <div key={label} className="rounded-card bg-ink-50 p-5">
                <dt className="flex items-center gap-2 text-sm font-semibold text-ink-700">
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </dt>
                <dd className="mt-1 text-xl font-bold text-ink-950">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-10 text-display-sm">Resources needed</h2>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-ink-800">
            {sopMeta.resourcesNeeded.map((resource) => (
              <li key={resource}>{resource}</li>
            ))}
          </ul>
          <h2 className="mt-10 text-display-sm">The four phases</h2>
          <div className="mt-4">
            <Accordion
              items={sopPhases.map((phase, index) => ({
                id: phase.id,
                title: `Phase ${index + 1}: ${phase.title} (${phase.duration})`,
                content: (
                  <div className="space-y-4">
                    <p>{phase.goal}</p>
                    <ol className="list-decimal space-y-2 pl-5">
                      {phase.steps.map((step) => (
                        <li key={step.title}>
                          <span className="font-semibold text-ink-950">{step.title}.</span> {step.detail}
                        </li>
                      ))}
                    </ol>
                    <p>
                      <span className="font-semibold text-ink-950">Deliverable:</span> {phase.deliverable}
                    </p>
                  </div>
                ),
              }))}
            />
          </div>
        </Container>
      </section>
    </>
  );
}
