import { getSupabase } from '@/lib/api/client';
import type { ExportedLead, LeadStatus, LeadType } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { downloadText } from '../lib/download-text';
import { exportFileName, leadsToCsv } from '../lib/csv';
import { throwIfRpcError } from './rpc-error';
import { useDashboardMutation, type DashboardMutationOptions } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

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

/** The filtered set as a CSV file, saved by the browser. */
export const useExportLeads = (options?: DashboardMutationOptions<ExportedLead[], Omit<ExportArgs, 'token'>>) => {
  const token = useDashboardToken();
  return useDashboardMutation(
    {
      write: 'export',
      mutationFn: (args) => exportLeads({ ...args, token }),
      failure: { title: 'Export failed', fallback: 'Please try again.' },
      success: (all) => {
        const fileName = exportFileName(new Date());
        downloadText(leadsToCsv(all), fileName);
        void notify.success('Exported Successfully', { description: `${all.length} leads exported to ${fileName}` });
      },
    },
    options,
  );
};
