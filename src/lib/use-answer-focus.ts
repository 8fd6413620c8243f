import { useLayoutEffect, useRef } from 'react';
import { focusByScript } from '@/lib/focus-by-script';

/**
 * Keeps focus on an e-mailed link's page (WCAG 2.4.3) when the control the visitor pressed goes
 * away: Try again is gone while its call runs, and a failure hides the confirm page's button. Focus
 * goes to the page's heading (every state of the page has one; `heading` is its ref): at once when
 * Try again is pressed, and when the answer to a press is shown, before the browser draws the frame
 * that would have dropped focus to <body>. An answer the page got by itself (its call on load, or a
 * later read such as /book's times read again when the tab is looked at again) leaves focus where it
 * is: a press is answered once. `answer` is the call's latest answer or error, a new object each time.
 */
export function useAnswerFocus(answer: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pressed = useRef(false);
  useLayoutEffect(() => {
    if (answer != null && pressed.current) {
      pressed.current = false;
      focusByScript(heading.current);
    }
  }, [answer]);
  return {
    heading,
    /** Sends for a press whose control stays (busy) until the answer, which then takes focus to the heading. */
    press: (send: () => void) => {
      pressed.current = true;
      send();
    },
    /** Sends for Try again, whose control goes while the call runs: focus goes to the heading first. */
    retry: (send: () => void) => {
      pressed.current = true;
      focusByScript(heading.current);
      send();
    },
  };
}
