/**
 * The lead calls (docs/requirements/lead-capture.md#lead-paths, and for the part-2 forms
 * docs/requirements/seo-tool.md#scheduler-calls and docs/requirements/pricing.md#plan-application).
 * Each throws an Error with a readable message when the backend refuses, so callers (mutations) can tell the visitor.
 */
import { leadPayloadSchema, normalizeWebsite, type LeadPayloadInput } from '../../../supabase/functions/_shared/lead-payload';
import { retry, type RetryOptions } from '../retry';
import { getSupabase } from './client';
import type { LeadInsert, LegacyLeadInsert } from './app-database';
import type { Json } from './database.types';

export { normalizeWebsite };

/** The request got no answer at all (offline, connection dropped): safe to send again. */
export class LeadNetworkError extends Error {
  override name = 'LeadNetworkError';
}

const UNIQUE_VIOLATION = '23505';

function fail(action: string, error: { message: string } | null, status?: number): never {
  const message = error?.message ? `${action}: ${error.message}` : action;
  // postgrest-js answers status 0 when fetch itself failed.
  throw status === 0 ? new LeadNetworkError(message) : new Error(message);
}

/**
 * Insert into lsg_leads under an id made here, so sending it again after a lost answer cannot store
 * it twice: the second try meets its own row and counts as done. return=minimal: the anon role may
 * not read the row back.
 */
export async function insertLead(lead: LeadInsert): Promise<string> {
  const id = lead.id ?? crypto.randomUUID();
  const supabase = await getSupabase();
  const { error, status } = await supabase.from('lsg_leads').insert({ ...lead, id });
  if (error && error.code !== UNIQUE_VIOLATION) fail('The lead could not be saved', error, status);
  return id;
}

/** Insert into the legacy leads table. */
export async function insertLegacyLead(lead: LegacyLeadInsert): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.from('leads').insert(lead);
  if (error) fail('The legacy lead could not be saved', error, status);
}

/** Completes a partial lead (contact or report scheduler) by the id the browser made for it. */
export async function completePartialLead(args: {
  leadId: string;
  website?: string | null;
  message?: string | null;
  details?: { [key: string]: Json | undefined } | null;
}): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('complete_partial_lead', {
    lead_id: args.leadId,
    website: args.website ?? null,
    message: args.message ?? null,
    details: args.details ?? null,
  });
  if (error) fail('The lead could not be completed', error, status);
  return data === true;
}

export async function addNewsletterSubscriber(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('add_newsletter_subscriber', {
    subscriber_email: email,
  });
  if (error) fail('The subscription could not be saved', error, status);
}

/** The retry policy for the lead-handling function (docs/requirements/lead-capture.md#retries): 3 attempts in total, 1 s apart. */
export const LEAD_HANDLER_RETRY = { attempts: 3, delayMs: 1000 } as const;

class LeadHandlerError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/**
 * Calls the handle-lead-submission edge function (website normalised, message defaulted), retrying
 * per LEAD_HANDLER_RETRY. A payload the function rejects as invalid (400) is not retried.
 */
export async function notifyLeadHandler(payload: LeadPayloadInput, options: Partial<RetryOptions> = {}): Promise<void> {
  const body = leadPayloadSchema.parse(payload);
  const supabase = await getSupabase();
  await retry(
    async () => {
      const { error, response } = await supabase.functions.invoke('handle-lead-submission', { body });
      if (!error) return;
      let message = error.message;
      try {
        message = ((await response?.clone().json()) as { error?: string } | undefined)?.error ?? message;
      } catch {
        // Not JSON: keep supabase-js's message.
      }
      throw new LeadHandlerError(`The lead notification failed: ${message}`, response?.status);
    },
    {
      ...LEAD_HANDLER_RETRY,
      shouldRetry: (error) => !(error instanceof LeadHandlerError && error.status === 400),
      ...options,
    },
  );
}

/**
 * What a form hands its submit mutation: the values, the page it was sent from, and the lead's id,
 * made once per submission so every retry of the mutation writes the same row.
 */
export interface LeadSubmission<Values> {
  id: string;
  values: Values;
  pathname: string;
}

export const leadSubmission = <Values>(values: Values, pathname: string): LeadSubmission<Values> => ({ id: crypto.randomUUID(), values, pathname });

/**
 * Step 1 of a two-step form, saved as a partial lead: its id at once, and whether it landed as a
 * promise the final step waits for (it completes that lead, or stores a whole one when it failed).
 */
export interface PartialLead {
  id: string;
  saved: Promise<boolean>;
}
