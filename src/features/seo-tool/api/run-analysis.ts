import { currentAttribution } from '@/lib/attribution';
import { analysisFromReport, simulatedFallback } from '../lib/measured';
import type { AnalysisResult } from '../lib/types';
import { runPageCheck } from './check-page';

/**
 * One analysis, one request: analyze-page measures the real page and records the url_test lead
 * (for a page it could not reach too); when the check fails the result falls back to the simulation.
 */
export async function runAnalysis(url: string, pathname: string): Promise<AnalysisResult> {
  const checked = await runPageCheck(url, currentAttribution(pathname));
  return checked.ok ? analysisFromReport(url, checked.report) : simulatedFallback(url, checked.error);
}
