import { getSupabase } from '@/lib/api/client';
import type { AnalyzePageResponse } from '../../../../supabase/functions/_shared/page-report';

/** Asks the analyze-page edge function to fetch and measure the page. Never throws. */
export async function checkPage(url: string): Promise<AnalyzePageResponse> {
  try {
    const supabase = await getSupabase();
    const { data, error, response } = await supabase.functions.invoke<AnalyzePageResponse>('analyze-page', { body: { url } });
    if (!error && data) return data;
    const body = (await response
      ?.clone()
      .json()
      .catch(() => null)) as AnalyzePageResponse | null;
    if (body && !body.ok) return body;
    return { ok: false, error: 'The page check service did not answer.' };
  } catch (error) {
    console.warn('Page check failed:', error instanceof Error ? error.message : error);
    return { ok: false, error: 'The page check service could not be reached.' };
  }
}
