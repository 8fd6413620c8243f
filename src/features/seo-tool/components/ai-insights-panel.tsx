import { useEffect, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { buildInsights, INSIGHTS_DELAY_MS } from '../lib/insights';
import type { AnalysisResult } from '../lib/types';

/** Four insights (Content, Keywords, Technical, Strategy) after 1.5 s of "thinking". Mount it keyed by the run. */
export function AiInsightsPanel({ result }: { result: AnalysisResult }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), INSIGHTS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section aria-labelledby="ai-insights-heading" aria-busy={!ready} className="rounded-card bg-ink-900 p-6 text-white">
      <h3 id="ai-insights-heading" className="flex items-center gap-2 text-lg font-bold text-white">
        <Sparkles aria-hidden="true" className="size-5 text-accent-300" />
        AI insights
      </h3>
      {ready ? (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {buildInsights(result).map((insight) => (
            <li key={insight.category} className="rounded-lg bg-white/10 p-4">
              <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">{insight.category}</p>
              <p className="mt-1 text-ink-100">{insight.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="mt-4 text-ink-100">
          Generating insights from your results...
        </p>
      )}
      <p className="mt-4 text-xs text-ink-200">
        Insights are generated automatically from the figures above; review them with a strategist before acting on them.
      </p>
    </section>
  );
}
