import { useState } from 'react';
import type { LeadSourceDimension } from '@/lib/api/app-database';
import type { LeadSourcesQuestion } from '../../api/get-lead-sources';
import { customRangeProblem, lastDays, type PeriodChoice } from '../../lib/source-period';

/** The Sources view's choices, and the question they ask (null while a custom range cannot be asked for). */
export function useSourcesState(now: Date) {
  const [groupBy, setGroupBy] = useState<LeadSourceDimension>('page');
  const [period, setPeriod] = useState<PeriodChoice>('30');
  const [includeSpam, setIncludeSpam] = useState(false);
  const [initialRange] = useState(() => lastDays(30, now));
  const [customFrom, setCustomFrom] = useState(initialRange.fromDay);
  const [customTo, setCustomTo] = useState(initialRange.toDay);

  const customProblem = period === 'custom' ? customRangeProblem(customFrom, customTo) : null;
  // The problem shown (an alert) is the one found when a day was last left, not each keystroke's:
  // every digit typed makes another date, and each new problem was a new alert (3 for one date typed;
  // issue 52). It goes as soon as the range can be asked for.
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  if (shownProblem && !customProblem) setShownProblem(null);
  const range = period === 'custom' ? { fromDay: customFrom, toDay: customTo } : lastDays(Number(period), now);
  const args: LeadSourcesQuestion | null = customProblem ? null : { groupBy, includeSpam, ...range };
  return {
    groupBy,
    setGroupBy,
    period,
    setPeriod,
    includeSpam,
    setIncludeSpam,
    customFrom,
    setCustomFrom,
    customTo,
    setCustomTo,
    /** Why the custom range cannot be asked for, as last checked. */
    rangeProblem: shownProblem,
    /** A day of the custom range was left: its problem, if any, shows. */
    checkRange: () => setShownProblem(customProblem),
    args,
  };
}

export type SourcesState = ReturnType<typeof useSourcesState>;
