/**
 * The one partial-lead mechanism of the two-step forms (the contact form and the weekly report
 * scheduler): capture on Continue, finish on Send. Each step is one request: the partial lead's
 * insert, then the form's final call, given the partial lead's id when step 1 landed. The contact
 * form's is complete_partial_lead, or the whole lead's insert when there is no partial lead to
 * complete (completeOrInsert); the scheduler's is schedule_weekly_report, which does either itself.
 * The database does the rest (the legacy copy, the agency's e-mail, a schedule's subscription).
 * docs/requirements/lead-capture.md#partial-leads, docs/requirements/seo-tool.md#scheduler-partial-lead
 */
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { currentAttribution } from '../attribution';
import { rememberVisitLead } from '../visit-lead';
import { notify, type ToastMessage } from '../toast';
import type { LeadInsert } from './app-database';
import { leadKeys, retryLostRequests, type LeadForm } from './lead-keys';
import { completePartialLead, insertLead, leadSubmission, type LeadCompletion, type LeadSubmission, type PartialLead } from './leads';

/** A lead row as a form describes it: the mechanism adds the id and the attribution. */
type FormLeadRow = Omit<LeadInsert, 'id' | 'source_path' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content'>;

/** What the final step's call is given: the submission's own id (made once, so a retry writes the same row), the partial lead's id if it landed. */
export interface FinalStep<Values> {
  id: string;
  partialId: string | null;
  values: Values;
  pathname: string;
}

/** How one two-step form's values become its writes. */
export interface TwoStepLead<Values extends { honeypot?: string }> {
  form: Extract<LeadForm, 'contact' | 'report-schedule'>;
  /** Step 1's row, of a partial lead type (contact_partial, report_scheduler_partial). */
  partial(values: Values): FormLeadRow;
  /** The final step: completes the partial lead or stores the whole one. Throws when nothing could be stored. */
  finish(step: FinalStep<Values>): Promise<'completed' | 'inserted'>;
  /** The final step's toasts: the write owns them, so the form only does what follows on its page. */
  toasts: {
    sent(values: Values): ToastMessage & { duration?: number };
    failed(error: Error): ToastMessage;
  };
}

/** The final step's submission: the whole lead's id (made once, so a retry writes the same row) and the partial lead, if one was captured. */
export interface TwoStepSubmission<Values> extends LeadSubmission<Values> {
  partial: PartialLead | null;
}

/**
 * Step 1: inserts the partial lead under an id made here. Never throws and never holds the visitor
 * up: the id comes back at once, and whether the row landed as a promise the final step waits for.
 * A failure is only logged.
 */
export function capturePartialLead<Values extends { honeypot?: string }>(lead: TwoStepLead<Values>, values: Values, pathname: string): PartialLead {
  const id = crypto.randomUUID();
  const saved = insertLead({ id, ...lead.partial(values), ...currentAttribution(pathname) }, values.honeypot).then(
    () => true,
    (error: unknown) => {
      console.warn(`Partial lead capture (${lead.form}) failed:`, error instanceof Error ? error.message : error);
      return false;
    },
  );
  return { id, saved };
}

/** The final step, given the partial lead's id only if step 1 landed. Throws when the lead could not be stored. */
export async function finishTwoStepLead<Values extends { honeypot?: string }>(
  lead: TwoStepLead<Values>,
  { id, values, pathname, partial }: TwoStepSubmission<Values>,
): Promise<'completed' | 'inserted'> {
  const partialId = partial && (await partial.saved) ? partial.id : null;
  return lead.finish({ id, partialId, values, pathname });
}

/**
 * A final step of plain lead rows (the contact form's): completes the partial lead by its id
 * (docs/decisions/0003-security-model.md) with every field as last typed, or inserts the whole lead
 * when the capture failed, never happened, or the completion found no partial lead (too old).
 */
export function completeOrInsert<Values extends { honeypot?: string }>(rows: {
  /** Every field of the final step as the visitor last typed it, for complete_partial_lead. */
  completion(values: Values): Omit<LeadCompletion, 'leadId' | 'honeypot'>;
  /** The whole lead, of a complete lead type, for when there is no partial lead to complete. */
  whole(values: Values): FormLeadRow;
}): TwoStepLead<Values>['finish'] {
  return async ({ id, partialId, values, pathname }) => {
    if (partialId) {
      const completed = await completePartialLead({ leadId: partialId, ...rows.completion(values), honeypot: values.honeypot });
      if (completed) return 'completed';
    }
    await insertLead({ id, ...rows.whole(values), ...currentAttribution(pathname) }, values.honeypot);
    return 'inserted';
  };
}

/**
 * A two-step form's lead: `capture` on Continue (the first time only: Back and Continue again keep
 * the first partial lead), `submit` on Send (throws when the lead could not be stored; after a
 * success the partial lead is forgotten, so the form's next lead starts afresh). Both are mutations
 * keyed by the lead key factory; a final write that got no answer is sent again.
 */
export function usePartialLead<Values extends { honeypot?: string }>(lead: TwoStepLead<Values>) {
  // The promise, not its answer: a second Continue while the first is on its way meets the same capture.
  const partial = useRef<Promise<PartialLead | null> | null>(null);
  const capture = useMutation({
    mutationKey: leadKeys.partial(lead.form),
    mutationFn: async ({ values, pathname }: { values: Values; pathname: string }) => capturePartialLead(lead, values, pathname),
  });
  const finish = useMutation({
    mutationKey: leadKeys.submit(lead.form),
    mutationFn: (submission: TwoStepSubmission<Values>) => finishTwoStepLead(lead, submission),
    retry: retryLostRequests,
    onSuccess: (_outcome, { values }) => {
      const { title, description, duration } = lead.toasts.sent(values);
      void notify.success(title, { description, duration });
    },
    onError: (error) => {
      const { title, description } = lead.toasts.failed(error);
      void notify.error(title, { description });
    },
  });
  return {
    capture: async (values: Values, pathname: string): Promise<void> => {
      // capturePartialLead never rejects; should the mutation itself fail, Send inserts the whole lead.
      partial.current ??= capture.mutateAsync({ values, pathname }).catch(() => null);
      await partial.current;
    },
    submit: async (values: Values, pathname: string): Promise<'completed' | 'inserted'> => {
      const submission = { ...leadSubmission(values, pathname), partial: (await partial.current) ?? null };
      const outcome = await finish.mutateAsync(submission);
      partial.current = null;
      // The lead of this visit, for a consultation booked next on /book (docs/decisions/0062-book-page.md).
      rememberVisitLead(outcome === 'completed' && submission.partial ? submission.partial.id : submission.id);
      return outcome;
    },
    isSubmitting: finish.isPending,
  };
}
