import { useEffect, useRef } from 'react';
import { announce } from '@/lib/announce';

/**
 * Says the list's caption ("Showing 1 out of 1 leads", "No results found.") once each time the
 * question changes (a search, a filter, a sort, a page) and its answer has arrived (issue 39,
 * WCAG 4.1.3). The first list and every refresh of the same question stay silent: they tell
 * nothing the staff member asked for.
 */
export function useCaptionAnnouncement(question: string, caption: string, answered: boolean): void {
  const heard = useRef<string | null>(null);
  useEffect(() => {
    if (!answered || heard.current === question) return;
    const first = heard.current === null;
    heard.current = question;
    if (!first) announce(caption);
  }, [question, caption, answered]);
}
