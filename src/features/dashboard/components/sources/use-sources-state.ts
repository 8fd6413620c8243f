import { useState } from 'react';
import type { LeadSourceDimension, LeadSourcesArgs } from '@/lib/api/app-database';
import { customRangeProblem, lastDays, type PeriodChoice } from '../../lib/source-period';

/** The Sources view's choices, and the call they make (null while a custom range cannot be asked for). */
export function useSourcesState(token: string, now: Date) {
  const [groupBy, setGroupBy] = useState<LeadSourceDimension>('page');
  const [period, setPeriod] = useState<PeriodChoice>('30');
  const [includeSpam, setIncludeSpam] = useState(false);
  const [initialRange] = useState(() => lastDays(30, now));
  const [customFrom, setCustomFrom] = useState(initialRange.fromDay);
  const [customTo, setCustomTo] = useState(initialRange.toDay);

  const customProblem = period === 'custom' ? customRangeProblem(customFrom, customTo) : null;
  const range = period === 'custom' ? { fromDay: customFrom, toDay: customTo } : lastDays(Number(period), now);
  const args: LeadSourcesArgs | null = customProblem ? null : { token, groupBy, includeSpam, ...range };
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
    customProblem,
    args,
  };
}

export type SourcesState = ReturnType<typeof useSourcesState>;
