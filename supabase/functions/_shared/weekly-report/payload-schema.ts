/**
 * The weekly report's payload as the outbox's worker reads it (private.weekly_report_payload's jsonb,
 * with the page reports that record_weekly_report stored as jsonb), typed as the WeeklyReportPayload
 * the report is built from. Apart from payload.ts, which the tests and the builders import without zod.
 */
import { z } from 'zod';
import type { PageReport } from '../page-report.ts';
import type { WeeklyReportPayload } from './payload.ts';

const count = z.number();
const maybeText = z.string().nullable();

/** analyze-page's report of one page, as record_weekly_report stored it. */
const pageReport: z.ZodType<PageReport> = z.object({
  url: z.string(),
  finalUrl: z.string(),
  status: count,
  loadTimeMs: count,
  title: maybeText,
  titleLength: count,
  metaDescription: maybeText,
  metaDescriptionLength: count,
  canonical: maybeText,
  h1Count: count,
  wordCount: count,
  internalLinks: count,
  externalLinks: count,
  images: count,
  imagesWithAlt: count,
  // Read since issue 62: reports stored before it have none of these, and were scored without them.
  robots: z.array(z.object({ source: z.enum(['meta', 'header']), agent: z.string(), rules: z.array(z.string()) })).optional(),
  canonicalStatus: count.nullable().optional(),
  robotsTxt: z.object({ status: count.nullable(), blockedBy: maybeText }).optional(),
  score: count,
});

const score = z.number().nullable();

export const weeklyReportPayload: z.ZodType<WeeklyReportPayload> = z.object({
  subscription_id: z.string(),
  website: z.string(),
  report_day: z.string(),
  week_of: z.string(),
  subscribed_at: z.string(),
  confirmed_at: maybeText.optional(),
  recipient: z.string(),
  recipient_is_owner: z.boolean(),
  unsubscribe_token: z.string(),
  current: z.object({ score, report: pageReport.nullable(), error: maybeText, measured_at: maybeText }),
  previous: z.object({ week_of: z.string(), score, report: pageReport.nullable() }).nullable(),
  history: z.array(z.object({ week_of: z.string(), score })),
});
