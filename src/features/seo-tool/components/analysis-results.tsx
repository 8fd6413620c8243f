import { AlertTriangle } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AnalysisResult, ResultTab } from '../lib/types';
import { AiInsightsPanel } from './ai-insights-panel';
import { CompetitorsPanel } from './competitors-panel';
import { KeywordsPanel } from './keywords-panel';
import { OverviewPanel } from './overview-panel';
import { PagesPanel } from './pages-panel';
import { RecommendationsPanel } from './recommendations-panel';
import { ScoreRing } from './score-ring';

const TABS: { id: ResultTab; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'keywords', label: 'Keywords' },
  { id: 'pages', label: 'Pages' },
  { id: 'competitors', label: 'Competitors' },
  { id: 'recommendations', label: 'Recommendations' },
];

export function AnalysisResults({ result, tab, onTabChange }: { result: AnalysisResult; tab: ResultTab; onTabChange: (tab: ResultTab) => void }) {
  const { dataSource } = result;
  return (
    <section aria-labelledby="analysis-results-heading" className="mt-8 space-y-8">
      <div className="flex flex-col gap-6 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:flex-row sm:items-center">
        <ScoreRing score={result.score} />
        <div className="min-w-0">
          <h3 id="analysis-results-heading" className="text-display-sm">
            Results for {result.domain}
          </h3>
          <p className="mt-1 break-all text-ink-700">{result.pages[0]?.url ?? result.url}</p>
          {dataSource.fallbackReason ? (
            <p className="mt-3 flex gap-2 rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>We could not check the live page, so every figure below is simulated. Reason: {dataSource.fallbackReason}</span>
            </p>
          ) : (
            <p className="mt-3 text-sm text-ink-700">Score, metrics and page facts measured live. Keywords, backlinks and competitors are simulated.</p>
          )}
        </div>
      </div>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as ResultTab)}>
        <TabsList aria-label="Analysis results" className="border-b border-ink-100">
          {TABS.map((entry) => (
            <TabsTrigger key={entry.id} value={entry.id} variant="underline">
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-6">
          <OverviewPanel result={result} />
        </TabsContent>
        <TabsContent value="keywords" className="mt-6">
          <KeywordsPanel keywords={result.keywords} />
        </TabsContent>
        <TabsContent value="pages" className="mt-6">
          <PagesPanel pages={result.pages} origin={dataSource.pages} fallbackReason={dataSource.fallbackReason} />
        </TabsContent>
        {/* Kept mounted so the visitor's competitor list survives switching tabs. */}
        <TabsContent value="competitors" forceMount className="mt-6 data-[state=inactive]:hidden">
          <CompetitorsPanel initial={result.competitors} domain={result.domain} />
        </TabsContent>
        <TabsContent value="recommendations" className="mt-6">
          <RecommendationsPanel suggestions={result.suggestions} />
        </TabsContent>
      </Tabs>
      <AiInsightsPanel result={result} />
    </section>
  );
}
