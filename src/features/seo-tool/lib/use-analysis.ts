import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AnalysisResult } from './types';

/** Progress rises by 5 every 150 ms (docs/requirements/seo-tool.md#progress). */
export const PROGRESS_STEP = 5;
export const PROGRESS_INTERVAL_MS = 150;

export type AnalysisState =
  | { phase: 'idle' }
  | { phase: 'analyzing'; run: number; url: string; progress: number; pending: AnalysisResult | null }
  | { phase: 'done'; run: number; url: string; result: AnalysisResult };

type Action = { type: 'start'; run: number; url: string } | { type: 'tick'; run: number } | { type: 'resolved'; run: number; result: AnalysisResult };

/** The result shows once the progress bar is full and the analysis has come back, whichever is last. */
export function analysisReducer(state: AnalysisState, action: Action): AnalysisState {
  if (action.type === 'start') return { phase: 'analyzing', run: action.run, url: action.url, progress: 0, pending: null };
  if (state.phase !== 'analyzing' || state.run !== action.run) return state;
  const next = action.type === 'tick' ? { ...state, progress: Math.min(100, state.progress + PROGRESS_STEP) } : { ...state, pending: action.result };
  return next.progress >= 100 && next.pending ? { phase: 'done', run: state.run, url: state.url, result: next.pending } : next;
}

/**
 * The analysis flow: idle, analyzing (the progress bar), then the result. `analyze` does the work
 * (the real page check, with the simulation as fallback) and must not reject.
 */
export function useAnalysis(analyze: (url: string) => Promise<AnalysisResult>, onComplete: (result: AnalysisResult) => void) {
  const [state, dispatch] = useReducer(analysisReducer, { phase: 'idle' });
  const runs = useRef(0);
  const announced = useRef(0);

  const start = useCallback(
    (url: string) => {
      runs.current += 1;
      const run = runs.current;
      dispatch({ type: 'start', run, url });
      void analyze(url).then((result) => dispatch({ type: 'resolved', run, result }));
    },
    [analyze],
  );

  // The progress interval belongs to the state, not to `start`: it exists exactly while a run is
  // filling its bar, so an unmount and remount (React StrictMode, a suspended tree) recreates it
  // instead of leaving the bar stuck.
  const fillingRun = state.phase === 'analyzing' && state.progress < 100 ? state.run : null;
  useEffect(() => {
    if (fillingRun === null) return;
    const timer = setInterval(() => dispatch({ type: 'tick', run: fillingRun }), PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [fillingRun]);

  useEffect(() => {
    if (state.phase === 'done' && announced.current !== state.run) {
      announced.current = state.run;
      onComplete(state.result);
    }
  }, [state, onComplete]);

  return { state, start };
}
