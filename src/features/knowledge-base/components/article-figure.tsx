import { lazy, Suspense } from 'react';
import type { ArticleChart } from '@/content/knowledge-base/types';
import { useIsClient } from '@/lib/use-is-client';

const ArticleChartDrawing = lazy(() => import('./article-chart'));

/**
 * A chart with its text alternative: the data as a table for screen readers (and crawlers), the
 * drawing for sighted visitors, drawn in the browser only.
 */
export function ArticleFigure({ chart }: { chart: ArticleChart }) {
  const isClient = useIsClient();
  const unit = chart.unit ?? '';
  return (
    <figure className="mt-6 rounded-card border border-ink-100 bg-white p-4">
      <figcaption className="font-semibold text-ink-950">{chart.title}</figcaption>
      <div className="mt-4 h-72" aria-hidden="true">
        {isClient ? (
          <Suspense fallback={null}>
            <ArticleChartDrawing chart={chart} />
          </Suspense>
        ) : null}
      </div>
      <table className="sr-only">
        <caption>{chart.title}</caption>
        <tbody>
          {chart.data.map((datum) => (
            <tr key={datum.name}>
              <th scope="row">{datum.name}</th>
              <td>
                {datum.value}
                {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-ink-600">{chart.note}</p>
    </figure>
  );
}
