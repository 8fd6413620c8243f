import { tips } from '@/content/tips';
import { dismissToast } from '@/lib/toast';
import { isPopupOpen } from '../lead-popup/popup-state';
import { isFillingForm } from '../visitor-busy';
import { TipScheduler } from './tip-scheduler';
import { tipToastId } from './tip-toast-id';

/**
 * Starts the visit's tip schedule; returns a stop function, which also takes away a tip still on
 * screen (the visitor has moved to a page without tips). Loaded after the page is interactive.
 */
export function startTips(): () => void {
  const shown = new Set<string>();
  const scheduler = new TipScheduler({
    count: tips.length,
    now: () => Date.now(),
    random: Math.random,
    canShow: () => !isPopupOpen() && !isFillingForm(),
    show: (index) => {
      const tip = tips[index]!;
      shown.add(tipToastId(tip.articleId));
      void import('../../components/tips/show-tip').then(({ showTip }) => showTip(tip));
    },
  });
  const stop = scheduler.start();
  return () => {
    stop();
    for (const id of shown) void dismissToast(id);
  };
}
