import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import type { ExportedLead, LeadStatus, LeadType } from '@/lib/api/app-database';
import { throwIfRpcError } from './rpc-error';

export interface ExportArgs {
  token: string;
  search?: string | null;
  leadTypes?: LeadType[] | null;
  statuses?: LeadStatus[] | null;
  batchSize?: number;
}

/** Every lead of the filtered set, newest first, fetched in keyset batches (for the CSV export). */
export async function exportLeads(args: ExportArgs): Promise<ExportedLead[]> {
  const supabase = await getSupabase();
  const batchSize = args.batchSize ?? 5000;
  const rows: ExportedLead[] = [];
  let after: ExportedLead | undefined;
  for (;;) {
    const { data: batch, error } = await supabase.rpc('dashboard_export_leads', {
      session_token: args.token,
      search: args.search || null,
      lead_types: args.leadTypes ?? null,
      after_created_at: after?.created_at ?? null,
      after_id: after?.id ?? null,
      batch_size: batchSize,
      statuses: args.statuses ?? null,
    });
    throwIfRpcError(error, 'Export failed');
    rows.push(...batch);
    if (batch.length < batchSize) return rows;
    after = batch[batch.length - 1];
  }
}

export const useExportLeads = () =>
  useMutation({
    mutationKey: ['dashboard', 'export'],
    mutationFn: exportLeads,
    retry: false,
  });
