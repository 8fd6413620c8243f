import { useEffect, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { popupDelay } from './popup-schedule';

/**
 * Opens the pop-up once per browser: after the delay, hasSeenLeadModal is set and it never opens
 * again. Visitors who already sent a form this session are not asked again.
 */
export function useLeadPopupSchedule(allowed: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!allowed) return;
    if (readStorage('local', storageKeys.hasSeenLeadModal) === 'true') return;
    if (readStorage('session', storageKeys.formSubmitted) === 'true') return;
    const visits = Number.parseInt(readStorage('local', storageKeys.pageVisitCount) ?? '0', 10) || 0;
    const timer = window.setTimeout(() => {
      if (readStorage('local', storageKeys.hasSeenLeadModal) === 'true') return;
      writeStorage('local', storageKeys.hasSeenLeadModal, 'true');
      setOpen(true);
    }, popupDelay(visits));
    return () => window.clearTimeout(timer);
  }, [allowed]);

  return [open, setOpen];
}
