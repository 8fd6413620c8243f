/**
 * The lead calls (docs/requirements/lead-capture.md#lead-paths, and for the part-2 forms
 * docs/requirements/seo-tool.md#scheduler-calls and docs/requirements/pricing.md#plan-application).
 * Each visitor action is one of these requests, and nothing else: the database writes the legacy
 * copy, queues the agency e-mail and wakes its sender itself, so the browser calls no function to
 * get a lead e-mailed. Each throws an Error with a readable message when the backend refuses, so
 * callers (mutations) can tell the visitor. A command with arguments of its own (a weekly report
 * schedule, a privacy request) is its own call, in its feature's api/ folder, made with
 * withHoneypot and failLeadWrite below (docs/decisions/0052-commands-are-calls.md).
 */
import { normalizeWebsite } from '@shared/website';
import { getSupabase } from './client';
import type { LeadInsert } from './app-database';
import { isUnstorableTextError, UNSTORABLE_TEXT_MESSAGE } from './unstorable-text';

export { normalizeWebsite };

/** The request got no answer at all (offline, connection dropped): safe to send again. */
export class LeadNetworkError extends Error {
  override name = 'LeadNetworkError';
}

const UNIQUE_VIOLATION = '23505';

/** Throws a refused or lost lead write as the forms show it: the action, then the database's own words. */
export function failLeadWrite(action: string, error: { message: string; code?: string } | null, status?: number): never {
  if (error && isUnstorableTextError(error)) throw new Error(UNSTORABLE_TEXT_MESSAGE);
  const message = error?.message ? `${action}: ${error.message}` : action;
  // postgrest-js answers status 0 when fetch itself failed.
  throw status === 0 ? new LeadNetworkError(message) : new Error(message);
}

/**
 * Every form's hidden honeypot field travels as this header with each write; the database drops a
 * write that carries it (docs/decisions/0008-limits-in-the-database.md), so a bot sees success and
 * nothing is stored, whichever way it sends.
 */
export const HONEYPOT_HEADER = 'x-lead-honeypot';

/** A builder of supabase-js with the honeypot header set when the field was filled. */
export function withHoneypot<Builder extends { setHeader(name: string, value: string): Builder }>(builder: Builder, honeypot: string | undefined): Builder {
  return honeypot?.trim() ? builder.setHeader(HONEYPOT_HEADER, honeypot) : builder;
}

/**
 * Insert into lsg_leads under an id made here, so sending it again after a lost answer cannot store
 * it twice: the second try meets its own row and counts as done. return=minimal: the anon role may
 * not read the row back.
 */
export async function insertLead(lead: LeadInsert, honeypot?: string): Promise<string> {
  const id = lead.id ?? crypto.randomUUID();
  const supabase = await getSupabase();
  const { error, status } = await withHoneypot(supabase.from('lsg_leads').insert({ ...lead, id }), honeypot);
  if (error && error.code !== UNIQUE_VIOLATION) failLeadWrite('The lead could not be saved', error, status);
  return id;
}

/** Every field of a two-step form's final submission. */
export interface LeadCompletion {
  leadId: string;
  name: string;
  email: string;
  phone?: string | null;
  companyName?: string | null;
  website?: string | null;
  message?: string | null;
  honeypot?: string;
}

/**
 * Completes the contact form's partial lead by the id the browser made for it, with every field as
 * the visitor last typed it. False when there was no partial lead to complete. (The report
 * scheduler's is completed by its own call, schedule_weekly_report.)
 */
export async function completePartialLead(completion: LeadCompletion): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error, status } = await withHoneypot(
    supabase.rpc('complete_partial_lead', {
      lead_id: completion.leadId,
      name: completion.name,
      email: completion.email,
      phone: completion.phone ?? null,
      company_name: completion.companyName ?? null,
      website: completion.website ?? null,
      message: completion.message ?? null,
    }),
    completion.honeypot,
  );
  if (error) failLeadWrite('The lead could not be completed', error, status);
  return data === true;
}

export async function addNewsletterSubscriber(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('add_newsletter_subscriber', { subscriber_email: email });
  if (error) failLeadWrite('The subscription could not be saved', error, status);
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
