/**
 * The url_test lead a page check records (docs/requirements/seo-tool.md#url_test-lead): the
 * analysis is one request from the browser, so the function stores the lead itself, with the
 * service role. Where the visitor came from arrives in the request body and is trusted for nothing:
 * each value is kept only as text, trimmed, cut to its column's limit, and dropped when Postgres
 * could not store it.
 */
import { isJsonObject } from '../_shared/json-object.ts';
import type { AttributionField } from '../_shared/page-report.ts';
import { isStorableText, trimSpace } from '../_shared/text-checks.ts';
import { isValidWebsite } from '../_shared/website.ts';

/** The anonymous visitor of the tool, as the lead records it. */
export const URL_TEST_LEAD = { name: 'SEO Tool User', email: 'seo-tool@anonymous.invalid', service: 'SEO Tool', lead_type: 'url_test' } as const;

/** The columns' limits (lsg_leads_attribution_lengths, supabase/schemas/04_leads.sql). */
export const ATTRIBUTION_LIMITS: Record<AttributionField, number> = {
  source_path: 2048,
  referrer: 2048,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
};

export type Attribution = Record<AttributionField, string | null>;

/** At most `max` characters, never ending in half of a surrogate pair. */
function clip(value: string, max: number): string {
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) && value.length > max ? cut.slice(0, -1) : cut;
}

/** The attribution columns from whatever the body carried: a string is trimmed and clipped, anything else is null. */
export function attributionFrom(raw: unknown): Attribution {
  const given = isJsonObject(raw) ? raw : {};
  const columns = {} as Attribution;
  for (const [field, max] of Object.entries(ATTRIBUTION_LIMITS) as [AttributionField, number][]) {
    const value = given[field];
    const text = typeof value === 'string' ? clip(trimSpace(value), max) : '';
    columns[field] = text && isStorableText(text) ? text : null;
  }
  return columns;
}

/**
 * The row for a check of `url`. A page the tool can check but the website rule refuses (a
 * punycode host, decision 0044) keeps its lead: the address stays in the message for staff only.
 */
export function urlTestLead(url: string, attribution: Attribution) {
  return { ...URL_TEST_LEAD, website: isValidWebsite(url) ? url : null, message: `Ran the free SEO analysis tool on ${url}`, ...attribution };
}

/** An insert into lsg_leads (supabase-js with the service role). */
export type InsertLead = (row: ReturnType<typeof urlTestLead>) => PromiseLike<{ error: { message: string } | null }>;

/** Stores the lead. Never throws: a lead that could not be stored is logged, and the check goes on. */
export async function recordUrlTest(insert: InsertLead, url: string, attribution: Attribution): Promise<boolean> {
  try {
    const { error } = await insert(urlTestLead(url, attribution));
    if (!error) return true;
    console.error('analyze-page: the url_test lead could not be stored', error.message);
  } catch (error) {
    console.error('analyze-page: the url_test lead could not be stored', error instanceof Error ? error.message : error);
  }
  return false;
}
