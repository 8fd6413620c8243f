import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { popupAllowedOn } from '../../lib/lead-popup/popup-schedule';
import { useLeadPopupSchedule } from '../../lib/lead-popup/use-lead-popup-schedule';
import { setPopupOpen } from '../../lib/lead-popup/popup-state';

// The dialog, its form and Radix load only when the pop-up is about to open.
const LeadPopupDialog = lazy(() => import('./lead-popup-dialog'));

/** Mounted once in the root layout: schedules the consultation pop-up and shows it when due. */
export function LeadPopupHost() {
  const { pathname } = useLocation();
  const [open, setOpen] = useLeadPopupSchedule(popupAllowedOn(pathname));

  useEffect(() => setPopupOpen(open), [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LeadPopupDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
