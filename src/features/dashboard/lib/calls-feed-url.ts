import { supabaseConfig } from '@/lib/api/client';

/**
 * The address a calendar app subscribes to: the calls-feed edge function with the token in the
 * query, since a subscription sends no headers (docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md).
 */
export function callsFeedUrl(token: string, apiUrl: string = supabaseConfig.url): string {
  return `${apiUrl.replace(/\/+$/, '')}/functions/v1/calls-feed?token=${encodeURIComponent(token)}`;
}
