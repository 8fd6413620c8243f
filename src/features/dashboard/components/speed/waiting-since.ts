import { createContext, useContext } from 'react';
import { leadTypeWaits, type LeadRow } from '@/lib/api/app-database';

/**
 * The instant from dashboard_waiting_summary before which a lead at New has waited over one office
 * hour: the leads view provides it once, and each row's marker reads it, so the table needs no
 * second call and no prop passed through the list. Only a type someone waits on can wait
 * (private.lead_types.waits, generated into lead-types.generated.ts), as the database counts them
 * (private.waiting_leads).
 */
export const WaitingSinceContext = createContext<string | null>(null);

export function useIsWaiting(lead: Pick<LeadRow, 'status' | 'created_at' | 'lead_type'>): boolean {
  const since = useContext(WaitingSinceContext);
  return since !== null && lead.status === 'new' && leadTypeWaits(lead.lead_type) && Date.parse(lead.created_at) <= Date.parse(since);
}
