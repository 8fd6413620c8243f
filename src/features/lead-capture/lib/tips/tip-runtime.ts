import { tips } from '@/content/tips';
import { isPopupOpen } from '../lead-popup/popup-state';
import { isFillingForm } from '../visitor-busy';
import { TipScheduler } from './tip-scheduler';

/** Starts the visit's tip schedule; returns a stop function. Loaded after the page is interactive. */
export function startTips(): () => void {
  const scheduler = new TipScheduler({
    count: tips.length,
    now: () => Date.now(),
    random: Math.random,
    canShow: () => !isPopupOpen() && !isFillingForm(),
    show: (index) => {
      const tip = tips[index]!;
      void import('../../components/tips/show-tip').then(({ showTip }) => showTip(tip));
    },
  });
  return scheduler.start();
}
