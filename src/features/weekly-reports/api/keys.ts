/** Keys of the weekly reports' own calls (the scheduler's lead is keyed by src/lib/api/lead-keys.ts). */
export const weeklyReportKeys = {
  all: ['weekly-report'] as const,
  confirm: () => [...weeklyReportKeys.all, 'confirm'] as const,
  /** A confirmation link's state, read when its page loads. */
  confirmationState: (token: string) => [...weeklyReportKeys.all, 'confirmation-state', token] as const,
  unsubscribe: () => [...weeklyReportKeys.all, 'unsubscribe'] as const,
};
