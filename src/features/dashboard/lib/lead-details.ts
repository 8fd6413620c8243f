import type { LeadDetail } from '@/lib/api/app-database';
import type { Json } from '@/lib/api/database.types';

/**
 * A lead's details jsonb as labelled lines for staff, never as JSON: a plan application's answers
 * (src/features/pricing/api/submit-application.ts), and a schedule's arguments on leads stored before
 * they moved to the subscription (docs/decisions/0052-commands-are-calls.md). Keys the lead's own
 * columns already show are left out; a key not listed here still shows, under its name in words.
 */
const LABELS: Record<string, string> = {
  report_day: 'Report day',
  additional_emails: 'Other recipients',
  consent: 'Consent',
  plan_title: 'Plan',
  plan_price: 'Price',
  currentTraffic: 'Current monthly website visitors',
  competitors: 'Main competitors',
  goals: 'Goals',
  targetAudience: 'Target audience',
  additionalInfo: 'Anything else we should know',
};

/** Already shown by the lead's own fields (name, e-mail, phone, company, website) or only an id. */
const SHOWN_ELSEWHERE = new Set(['plan', 'website', 'businessName', 'contactName', 'email', 'phone', 'honeypot']);

export interface DetailLine {
  label: string;
  value: string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** snake_case or camelCase in words: "target_audience" and "targetAudience" read "Target audience". */
const inWords = (key: string) =>
  capitalize(
    key
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  );

function consentText(value: { [key: string]: Json | undefined }): string {
  const given = value.accepted === true ? 'Given' : 'Not given';
  return typeof value.version === 'string' ? `${given} (wording ${value.version})` : given;
}

function valueText(key: string, value: Json | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return key === 'report_day' ? capitalize(value) : value.trim();
  if (Array.isArray(value))
    return value
      .map((item) => valueText('', item))
      .filter(Boolean)
      .join(', ');
  if (key === 'consent') return consentText(value);
  return Object.entries(value)
    .map(([inner, item]) => {
      const text = valueText(inner, item);
      return text ? `${inWords(inner)}: ${text}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

export function detailLines(details: Json | null): DetailLine[] {
  if (details === null || typeof details !== 'object' || Array.isArray(details)) return [];
  return Object.entries(details)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => ({ label: LABELS[key] ?? inWords(key), value: valueText(key, value) }))
    .filter((line) => line.value !== '');
}

/**
 * Everything a lead's Form answers field shows: a weekly report schedule's day, other recipients
 * and consent (its subscription), what a privacy request asks, then the lead's own details.
 */
export function leadDetailLines(detail: Pick<LeadDetail, 'lead' | 'report_subscription' | 'privacy_request'>): DetailLine[] {
  const schedule = detail.report_subscription;
  const others = schedule?.recipients.filter((recipient) => !recipient.is_owner).map((recipient) => recipient.email) ?? [];
  const scheduleLines: DetailLine[] = schedule
    ? [
        { label: LABELS.report_day!, value: capitalize(schedule.report_day) },
        ...(others.length > 0 ? [{ label: LABELS.additional_emails!, value: others.join(', ') }] : []),
        { label: LABELS.consent!, value: consentText({ version: schedule.consent.version, accepted: true }) },
      ]
    : [];
  const request: DetailLine[] = detail.privacy_request ? [{ label: 'Request', value: detail.privacy_request.kind }] : [];
  return [...scheduleLines, ...request, ...detailLines(detail.lead.details)];
}
