import { useEffect, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { isVisitorBusy, watchTyping } from '../visitor-busy';
import { POPUP_RETRY_MS, popupDelay } from './popup-schedule';

/**
 * Opens the pop-up once per browser: after the delay, hasSeenLeadModal is set and it never opens
 * again. Visitors who already sent a form this session are not asked again, and one who is filling
 * in a form (or has unsent words in one) is asked later, when the form is left alone.
 */
export function useLeadPopupSchedule(allowed: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!allowed) return;
    if (readStorage('local', storageKeys.hasSeenLeadModal) === 'true') return;
    if (readStorage('session', storageKeys.formSubmitted) === 'true') return;
    watchTyping();
    const visits = Number.parseInt(readStorage('local', storageKeys.pageVisitCount) ?? '0', 10) || 0;
    let timer: number;
    const tryOpen = () => {
      if (readStorage('local', storageKeys.hasSeenLeadModal) === 'true') return;
      // A visitor who sent a form while we waited is not asked again.
      if (readStorage('session', storageKeys.formSubmitted) === 'true') return;
      // Never over a form being filled in: ask again a little later, and the dialog never takes the
      // focus from a field the visitor is typing in.
      if (isVisitorBusy()) {
        timer = window.setTimeout(tryOpen, POPUP_RETRY_MS);
        return;
      }
      writeStorage('local', storageKeys.hasSeenLeadModal, 'true');
      setOpen(true);
    };
    timer = window.setTimeout(tryOpen, popupDelay(visits));
    return () => window.clearTimeout(timer);
  }, [allowed]);

  return [open, setOpen];
}
