import { useEffect, useRef } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { announce } from '@/lib/announce';
import { dashboardKeys } from '../api/keys';

interface ListAnswer {
  /** The question the list answers (search, filters, sort, page), as one string. */
  question: string;
  /** What the list says about its answer: "Showing 1 out of 1 leads", "Page 2 of 3: showing 25 out of 52 leads", "No results found.". */
  caption: string;
  /** The answer to this question has arrived and nothing is being fetched (not the previous question's answer kept on screen, nor a cached one being checked). */
  answered: boolean;
  /** When the list was last fetched (ms since the epoch). */
  updatedAt: number;
}

/**
 * What a screen reader hears of the leads list, once per change and never from two places at once
 * (issues 25 and 39, WCAG 4.1.3): a new question (a search, a filter, a sort, a page) says its
 * caption; the same question fetched again (Refresh, auto-refresh) says "Leads refreshed at …". A
 * list fetched again because of a write says nothing: the write says its own outcome ("Status set
 * to Contacted"), which a refresh heard a moment later would cut off. The first list says nothing.
 */
export function useListAnnouncement({ question, caption, answered, updatedAt }: ListAnswer): void {
  // When the last write was sent: a list fetched after it is that write's consequence.
  const lastWrite = Math.max(0, ...useMutationState({ filters: { mutationKey: dashboardKeys.all }, select: (mutation) => mutation.state.submittedAt }));
  const heard = useRef<{ question: string; updatedAt: number } | null>(null);
  useEffect(() => {
    if (!answered) return;
    const before = heard.current;
    if (before?.question === question && before.updatedAt === updatedAt) return;
    heard.current = { question, updatedAt };
    if (!before) return;
    if (before.question !== question) announce(caption);
    else if (lastWrite <= before.updatedAt)
      announce(`Leads refreshed at ${new Date(updatedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`);
  }, [question, caption, answered, updatedAt, lastWrite]);
}
