import { getSupabase } from '@/lib/api/client';
import type { Attribution } from '@/lib/attribution';
import type { AnalyzePageRequest, AnalyzePageResponse } from '@shared/page-report';

/**
 * Asks the analyze-page edge function to fetch and measure the page: the analysis's one request. The
 * function also records the url_test lead, with the attribution sent here
 * (docs/requirements/seo-tool.md#url_test-lead). Never throws.
 */
export async function checkPage(url: string, attribution: Attribution): Promise<AnalyzePageResponse> {
  try {
    const supabase = await getSupabase();
    const body: AnalyzePageRequest = { url, attribution };
    const { data, error, response } = await supabase.functions.invoke<AnalyzePageResponse>('analyze-page', { body });
    if (!error && data) return data;
    const answer = (await response
      ?.clone()
      .json()
      .catch(() => null)) as AnalyzePageResponse | null;
    if (answer && !answer.ok) return answer;
    return { ok: false, error: 'The page check service did not answer.' };
  } catch (error) {
    console.warn('Page check failed:', error instanceof Error ? error.message : error);
    return { ok: false, error: 'The page check service could not be reached.' };
  }
}
