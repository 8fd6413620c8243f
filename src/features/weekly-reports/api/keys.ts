/** Mutation keys of the weekly reports' own calls (the scheduler's lead is keyed by src/lib/api/lead-keys.ts). */
export const weeklyReportKeys = {
  all: ['weekly-report'] as const,
  confirm: () => [...weeklyReportKeys.all, 'confirm'] as const,
  unsubscribe: () => [...weeklyReportKeys.all, 'unsubscribe'] as const,
};
