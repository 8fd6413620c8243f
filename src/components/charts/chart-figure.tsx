import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ArticleChart } from '@/content/knowledge-base/types';
import { ChartFrame } from './chart-frame';
import { formatValue } from './chart-labels';

const ChartDrawing = lazy(() => import('./chart-drawing'));

/** True once the element has come near the viewport (the chart library loads only then). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * An article or resource chart: the data as a table for screen readers (and crawlers), the drawing
 * for sighted visitors, drawn in the browser once the chart scrolls into view.
 */
export function ChartFigure({ chart }: { chart: ArticleChart }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <ChartFrame
      ref={ref}
      className="mt-6"
      title={chart.title}
      note={chart.note}
      alternative={
        <table>
          <caption>{chart.title}</caption>
          <tbody>
            {chart.data.map((datum) => (
              <tr key={datum.name}>
                <th scope="row">{datum.name}</th>
                <td>{formatValue(datum.value, chart.unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {near ? (
        <Suspense fallback={null}>
          <ChartDrawing chart={chart} />
        </Suspense>
      ) : null}
    </ChartFrame>
  );
}
