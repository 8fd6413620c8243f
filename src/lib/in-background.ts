/**
 * Work that must never hold the visitor up (legacy-table copies, the notification function with its
 * retries): started, not awaited, and only logged when it fails (docs/requirements/lead-capture.md#pop-up-submission).
 */
export function inBackground(label: string, task: () => Promise<unknown>): void {
  void task().catch((error: unknown) => {
    console.warn(`${label} failed:`, error instanceof Error ? error.message : error);
  });
}
