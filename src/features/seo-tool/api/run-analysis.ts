import { analysisFromReport, simulatedFallback } from '../lib/measured';
import type { AnalysisResult } from '../lib/types';
import { checkPage } from './check-page';
import { recordUrlTest } from './record-url-test';

/** One analysis: record the test, measure the real page, and fall back to the simulation if that fails. */
export async function runAnalysis(url: string, pathname: string): Promise<AnalysisResult> {
  recordUrlTest(url, pathname);
  const checked = await checkPage(url);
  return checked.ok ? analysisFromReport(url, checked.report) : simulatedFallback(url, checked.error);
}
