/**
 * The weekly report scheduler's form and rules (docs/requirements/seo-tool.md#scheduler-fields,
 * docs/requirements/seo-tool.md#scheduler-validation and docs/requirements/seo-tool.md#scheduler-toasts).
 */
import * as z from 'zod/mini';
import { atMostMessage, FIELD_LIMITS } from '@shared/field-limits';
import { emailField, isValidEmail, phoneField, plainName, trimmedText, websiteField } from '@shared/field-rules';
import { REPORT_CONSENT } from '@shared/report-consent';
import { RECIPIENT_LIMIT_MESSAGES } from '@shared/report-confirmation';
import type { ToastMessage } from '@/lib/toast';

export const REPORT_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type ReportDay = (typeof REPORT_DAYS)[number];
export const DEFAULT_REPORT_DAY: ReportDay = 'monday';
export const REPORT_SERVICE = 'Weekly SEO Reports';
export const MAX_ADDITIONAL_EMAILS = 5;

export interface ReportScheduleValues {
  fullName: string;
  email: string;
  phone: string;
  companyName: string;
  reportDay: ReportDay;
  /** react-hook-form's field arrays need objects. */
  additionalEmails: { value: string }[];
  websiteUrl: string;
  /** The consent box (REPORT_CONSENT's text): no reports are sent without it (docs/decisions/0021-weekly-reports.md). */
  consent: boolean;
  honeypot: string;
}

/** What the visitor ticked, as the lead's details carry it; the database keeps the wording of this version and the time. */
export { REPORT_CONSENT };

export const emptyReportSchedule = (): ReportScheduleValues => ({
  fullName: '',
  email: '',
  phone: '',
  companyName: '',
  reportDay: DEFAULT_REPORT_DAY,
  additionalEmails: [{ value: '' }],
  websiteUrl: '',
  consent: false,
  honeypot: '',
});

export const STEP_ONE_FIELDS = ['fullName', 'email', 'phone', 'companyName'] as const;

/** The form's two steps; Continue checks every field of step 1 before step 2 shows. */
export const REPORT_SCHEDULE_STEPS = [STEP_ONE_FIELDS, ['reportDay', 'additionalEmails', 'websiteUrl', 'consent']] as const;

const REQUIRED = 'This field is required';
const required = (max: number, label: string) => trimmedText().check(z.minLength(1, REQUIRED), z.maxLength(max, atMostMessage(label, max)));

/**
 * Every rule of the form (docs/requirements/seo-tool.md#scheduler-validation), with the site's one
 * e-mail rule (the pattern of the spec: text, @, text, dot, text) and its length limits.
 */
export const reportScheduleSchema = z.object({
  fullName: required(FIELD_LIMITS.name.max, 'Name').check(z.minLength(FIELD_LIMITS.name.min, `Name must be at least ${FIELD_LIMITS.name.min} characters`), plainName()),
  email: z.pipe(trimmedText().check(z.minLength(1, REQUIRED)), emailField('Please enter a valid email address')),
  phone: phoneField({ message: REQUIRED }),
  companyName: required(FIELD_LIMITS.companyName.max, 'Company name'),
  reportDay: z.enum(REPORT_DAYS),
  additionalEmails: z.array(
    z.object({
      value: trimmedText().check(z.refine((value) => value === '' || isValidEmail(value), 'Please enter a valid email address, or remove this recipient')),
    }),
  ),
  websiteUrl: websiteField().check(z.minLength(1, 'Please enter the website the reports are for')),
  consent: z.boolean().check(z.refine((ticked) => ticked, 'Please tick the box so we may e-mail the reports')),
  honeypot: z.string(),
});

export const MISSING_INFORMATION: ToastMessage = { title: 'Missing information', description: 'Please fill in all required fields to continue.' };
export const INVALID_EMAIL: ToastMessage = { title: 'Invalid email', description: 'Please enter a valid email address.' };
export const SUBMIT_FAILED: ToastMessage = {
  title: 'Something went wrong',
  description: 'There was a problem submitting your request. Please try again.',
};

/**
 * The success toast: the schedule is stored, and nothing is sent until each address confirms with
 * the link e-mailed to it (docs/decisions/0025-weekly-report-double-opt-in.md).
 */
export function scheduledToast(values: Pick<ReportScheduleValues, 'email' | 'additionalEmails' | 'reportDay'>): ToastMessage {
  const others = recipientList(values).length;
  const theirs =
    others === 0
      ? ''
      : others === 1
        ? ' The recipient you added gets a link of their own and must confirm too.'
        : ` The ${others} recipients you added each get a link of their own and must confirm too.`;
  return {
    title: 'Weekly reports scheduled!',
    description: `Check your inbox to confirm: we e-mailed ${values.email.trim()} a link, and nothing is sent until you click it.${theirs} Your first report then arrives on the next ${dayLabel(values.reportDay)}.`,
  };
}

/** The toast for a schedule refused by a cap on new recipients (HTTP 429): the database's own words; null for any other failure. */
export function recipientLimitToast(error: unknown): ToastMessage | null {
  const message = error instanceof Error ? error.message : '';
  const limit = Object.values(RECIPIENT_LIMIT_MESSAGES).find((text) => message.includes(text));
  return limit ? { title: 'Daily limit reached', description: limit } : null;
}

export interface StepOneProblem {
  toast: ToastMessage;
  fields: Partial<Record<(typeof STEP_ONE_FIELDS)[number], string>>;
}

/** Which toast step 1's problem earns: all four fields required, then the e-mail pattern. Null for anything else. */
export function checkStepOne(values: Pick<ReportScheduleValues, (typeof STEP_ONE_FIELDS)[number]>): StepOneProblem | null {
  const missing = STEP_ONE_FIELDS.filter((field) => values[field].trim() === '');
  if (missing.length > 0) {
    return { toast: MISSING_INFORMATION, fields: Object.fromEntries(missing.map((field) => [field, 'This field is required'])) };
  }
  if (!isValidEmail(values.email)) return { toast: INVALID_EMAIL, fields: { email: 'Please enter a valid email address' } };
  return null;
}

/** Extra recipients with the empty entries dropped (and duplicates of anyone already on the list). */
export function recipientList(values: Pick<ReportScheduleValues, 'email' | 'additionalEmails'>): string[] {
  const seen = new Set([values.email.trim().toLowerCase()]);
  const recipients: string[] = [];
  for (const { value } of values.additionalEmails) {
    const email = value.trim();
    if (email === '' || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    recipients.push(email);
  }
  return recipients;
}

export function dayLabel(day: ReportDay): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}
