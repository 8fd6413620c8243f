import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ArticleChart } from '@/content/knowledge-base/types';

const ChartDrawing = lazy(() => import('./chart-drawing'));

/** True once the element has come near the viewport (the chart library loads only then). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * A chart with its text alternative: the data as a table for screen readers (and crawlers), the
 * drawing for sighted visitors, drawn in the browser once the chart scrolls into view.
 */
export function ChartFigure({ chart }: { chart: ArticleChart }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const unit = chart.unit ?? '';
  return (
    <figure ref={ref} className="mt-6 rounded-card border border-ink-100 bg-white p-4">
      <figcaption className="font-semibold text-ink-950">{chart.title}</figcaption>
      <div className="mt-4 h-72" aria-hidden="true">
        {near ? (
          <Suspense fallback={null}>
            <ChartDrawing chart={chart} />
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
