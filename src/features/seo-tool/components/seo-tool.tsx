import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { seoToolPage } from '@/content/seo-tool';
import { useIsClient } from '@/lib/use-is-client';
import { notify } from '@/lib/toast';
import { normalizeAnalysisUrl, toolFromParam } from '../lib/analysis-url';
import type { AnalysisResult, ResultTab, ToolId } from '../lib/types';
import { useAnalysis } from '../lib/use-analysis';
import { AnalysisProgress } from './analysis-progress';
import { CollectionNotice } from '@/components/ui/collection-notice';

const loadResults = () => import('./analysis-results');
const AnalysisResults = lazy(() => loadResults().then((module) => ({ default: module.AnalysisResults })));

const TOOL_ORDER: ToolId[] = ['seo-analysis', 'keywords', 'backlinks', 'speed'];
/** Each tool opens the result on the tab that answers it. */
const FIRST_TAB: Record<ToolId, ResultTab> = { 'seo-analysis': 'overview', keywords: 'keywords', backlinks: 'overview', speed: 'pages' };

export type Analyzer = (url: string, pathname: string) => Promise<AnalysisResult>;
const defaultAnalyzer: Analyzer = async (url, pathname) => (await import('../api/run-analysis')).runAnalysis(url, pathname);

/**
 * The tool: four tool tabs over one URL form, the analyzing progress and the result. `?tool=`
 * picks the tab and `?url=` fills the form and starts at once (read after hydration, so the
 * prerendered HTML stays the same for every query string).
 */
export function SeoTool({ analyzer = defaultAnalyzer }: { analyzer?: Analyzer }) {
  const isClient = useIsClient();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tool = isClient ? toolFromParam(params.get('tool')) : 'seo-analysis';
  const paramUrl = isClient ? params.get('url') : null;
  const copy = seoToolPage.tools[tool];

  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resultTab, setResultTab] = useState<ResultTab>('overview');
  const inputId = useId();
  const startedFor = useRef<string | null>(null);

  const analyze = useCallback((url: string) => analyzer(url, pathname), [analyzer, pathname]);
  const onComplete = useCallback(() => void notify.success('Analysis Complete', { description: 'Your SEO report is ready below.' }), []);
  const { state, start } = useAnalysis(analyze, onComplete);

  const begin = useCallback(
    (raw: string, forTool: ToolId) => {
      const checked = normalizeAnalysisUrl(raw);
      if (!checked.ok) {
        setError(checked.message);
        return;
      }
      setError(null);
      setInput(checked.url);
      setResultTab(FIRST_TAB[forTool]);
      void loadResults();
      start(checked.url);
    },
    [start],
  );

  // ?url= starts the analysis once per address the page is opened with.
  useEffect(() => {
    if (!paramUrl || startedFor.current === paramUrl) return;
    startedFor.current = paramUrl;
    begin(paramUrl, tool);
  }, [paramUrl, tool, begin]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    begin(input, tool);
  };

  const selectTool = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'seo-analysis') nextParams.delete('tool');
    else nextParams.set('tool', next);
    setParams(nextParams, { replace: true, preventScrollReset: true });
  };

  const analyzing = state.phase === 'analyzing';
  return (
    <div className="rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-8">
      <Tabs value={tool} onValueChange={selectTool}>
        <TabsList aria-label="SEO tools">
          {TOOL_ORDER.map((id) => (
            <TabsTrigger key={id} value={id}>
              {seoToolPage.tools[id].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel for every tool: they share the form, each with its own heading and button. */}
        <TabsContent value={tool}>
          <form onSubmit={submit} noValidate className="mt-6" aria-labelledby={`${inputId}-heading`}>
            <h2 id={`${inputId}-heading`} className="text-display-sm">
              {copy.heading}
            </h2>
            <p className="mt-1 text-ink-700">{copy.description}</p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
              <div className="flex-1">
                <TextField
                  id={inputId}
                  label="Website URL"
                  type="text"
                  inputMode="url"
                  autoComplete="url"
                  spellCheck={false}
                  placeholder="yourwebsite.com"
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                  error={error ?? undefined}
                />
              </div>
              <Button type="submit" disabled={analyzing} className="shrink-0 sm:mt-7">
                {analyzing ? 'Analyzing...' : copy.button}
              </Button>
            </div>
            <p className="mt-3 text-sm text-ink-600">{seoToolPage.demoNotice}</p>
            <CollectionNotice className="mt-2" />
          </form>
        </TabsContent>
      </Tabs>
      {state.phase === 'analyzing' ? <AnalysisProgress url={state.url} progress={state.progress} /> : null}
      {state.phase === 'done' ? (
        <Suspense fallback={<p className="mt-8 text-ink-700">Loading your results...</p>}>
          <AnalysisResults key={state.run} result={state.result} tab={resultTab} onTabChange={setResultTab} />
        </Suspense>
      ) : null}
    </div>
  );
}
