import { lazy, Suspense, useEffect } from 'react';
import { useLeadPopupSchedule } from '../../lib/lead-popup/use-lead-popup-schedule';
import { setPopupOpen } from '../../lib/lead-popup/popup-state';

// The dialog, its form and Radix load only when the pop-up is about to open.
const LeadPopupDialog = lazy(() => import('./lead-popup-dialog'));

/**
 * Mounted once in the root layout: schedules the consultation pop-up and shows it when due.
 * `allowed` is the route table's `interruptions` flag of the current page.
 */
export function LeadPopupHost({ allowed }: { allowed: boolean }) {
  const [open, setOpen] = useLeadPopupSchedule(allowed);

  useEffect(() => setPopupOpen(open), [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LeadPopupDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
