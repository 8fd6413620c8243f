import { PageIntro } from '@/components/layout/page-hero';
import { ChartFigure } from '@/components/charts/chart-figure';
import { Container } from '@/components/ui/container';
import { ContentTabs } from '@/components/ui/content-tabs';
import { backlinkEffectiveness, backlinkPage, backlinkRisk, backlinkTabs } from '@/content/resources/backlink-101';
import { DownloadLinks } from '@/features/resources';

export default function Backlink101Page() {
  return (
    <>
      <PageIntro page={backlinkPage} path="/resources/backlink-101" eyebrow="Free resource" />
      <section aria-label="Guide" className="pb-section">
        <Container size="prose">
          <ContentTabs
            label="Backlink guide topics"
            defaultValue="fundamentals"
            panelClassName="mt-8"
            tabs={backlinkTabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              content: (
                <>
                  <h2 className="text-display-sm">{tab.heading}</h2>
                  <p className="mt-3 text-lg text-ink-700">{tab.intro}</p>
                  <ul className="mt-6 space-y-4">
                    {tab.items.map((item) => (
                      <li key={item.title} className="rounded-card border border-ink-100 bg-white p-5">
                        <h3 className="font-semibold text-ink-950">{item.title}</h3>
                        <p className="mt-1 text-ink-700">{item.text}</p>
                      </li>
                    ))}
                  </ul>
                </>
              ),
            }))}
          />
        </Container>
      </section>
      <section aria-labelledby="scores-heading" className="bg-ink-50 py-section">
        <Container>
          <h2 id="scores-heading" className="text-display-md">
            Which tactics work, and which backfire
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <ChartFigure
              chart={{
                type: 'bar',
                title: backlinkPage.effectivenessChart.title,
                data: backlinkEffectiveness,
                note: backlinkPage.effectivenessChart.description,
              }}
            />
            <ChartFigure chart={{ type: 'bar', title: backlinkPage.riskChart.title, data: backlinkRisk, note: backlinkPage.riskChart.description }} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="downloads-heading" className="py-section">
        <Container size="prose">
          <h2 id="downloads-heading" className="text-display-sm">
            Free downloads
          </h2>
          <p className="mt-2 text-ink-700">Take the guide with you, and audit your own pages with our checklist and workbook.</p>
          <DownloadLinks ids={['backlinkGuide', 'onPageEssentials', 'auditTemplate']} className="mt-4 space-y-1" />
        </Container>
      </section>
    </>
  );
}
