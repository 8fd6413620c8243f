/**
 * The consent box of the weekly report scheduler (docs/decisions/0021-weekly-reports.md): its wording,
 * under a version. The browser shows this text beside the box and sends the version it showed; the
 * database keeps the same text under the same version (private.consent_texts) and copies it, with the
 * time, into the subscription. tests/integration/weekly-reports.test.ts checks the two agree: a new
 * wording needs a new version here and a new row in a migration.
 */
export const REPORT_CONSENT = {
  version: 'weekly-report-1',
  text: 'E-mail me, and the recipients I added, a weekly SEO report on this website. The people I added have agreed to receive it, and anyone can unsubscribe with one click in any report.',
} as const;
