import { backlinkVerdict, metricTone } from '../lib/bands';
import type { AnalysisResult } from '../lib/types';
import { DataSourceNote } from './data-source-note';
import { toneBar, ToneBadge } from './tone';

const STATUS_LABEL = { good: 'Good', warning: 'Warning', bad: 'Problem', info: 'Info' } as const;

export function OverviewPanel({ result }: { result: AnalysisResult }) {
  const { backlinks } = result;
  return (
    <div className="space-y-6">
      <DataSourceNote
        origin={result.dataSource.overview}
        detail={result.dataSource.overview === 'measured' ? `Score and metrics measured live from ${result.pages[0]?.url ?? result.url}.` : undefined}
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {result.metrics.map((metric) => (
          <li key={metric.title} className="rounded-card border border-ink-100 bg-white p-5">
            <div className="flex items-center justify-between gap-3">
              <h4 className="font-semibold text-ink-950">{metric.title}</h4>
              <ToneBadge tone={metricTone(metric.status)}>
                {STATUS_LABEL[metric.status]} · {metric.score}
              </ToneBadge>
            </div>
            <div className="mt-3 h-2 overflow-hidden rounded-pill bg-ink-100" aria-hidden="true">
              <div className={`h-full rounded-pill ${toneBar[metricTone(metric.status)]}`} style={{ width: `${metric.score}%` }} />
            </div>
            <p className="mt-3 text-sm text-ink-700">{metric.suggestion}</p>
            {metric.source ? (
              <p className="mt-2 text-sm text-ink-700">
                Why:{' '}
                <a href={metric.source.path} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {metric.source.title}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="backlinks-heading" className="rounded-card border border-ink-100 bg-ink-50 p-5">
        <h4 id="backlinks-heading" className="font-semibold text-ink-950">
          Backlinks
        </h4>
        <dl className="mt-3 grid grid-cols-3 gap-4 text-center">
          {[
            ['Backlinks', backlinks.total.toLocaleString('en-US')],
            ['Referring domains', backlinks.referringDomains.toLocaleString('en-US')],
            ['Followed links', `${backlinks.dofollowShare}%`],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">{label}</dt>
              <dd className="mt-1 font-display text-2xl font-extrabold text-ink-950">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink-700">{backlinkVerdict(backlinks.total, result.competitors.map((competitor) => competitor.backlinks))}</p>
        <div className="mt-3">
          <DataSourceNote origin="simulated" detail="Backlink figures are simulated examples; a real link audit is part of our custom audit." />
        </div>
      </section>
    </div>
  );
}
