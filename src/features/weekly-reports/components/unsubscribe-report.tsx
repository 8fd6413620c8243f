import { useEffect, useRef } from 'react';
import { CheckCircle2, MailX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { announce } from '@/lib/announce';
import type { UnsubscribeAnswer } from '@shared/report-unsubscribe';
import { useUnsubscribeReport } from '../api/unsubscribe-report';
import { useAnswerFocus } from '@/lib/use-answer-focus';
import { useLinkToken } from '@/lib/use-link-token';
import { LinkDoneActions } from './link-done-actions';

/**
 * The weekly report's unsubscribe link lands here (/unsubscribe?token=...): the page sends the token
 * once, after hydration (the prerendered page knows no token), and says what happened. One click in
 * the e-mail is all it takes (docs/decisions/0021-weekly-reports.md).
 */
const NO_TOKEN = 'This page needs the unsubscribe link from one of your weekly report e-mails.';

const outcome = ({ website, email, alreadyUnsubscribed }: UnsubscribeAnswer) =>
  `${alreadyUnsubscribed ? 'You had already unsubscribed: ' : ''}We will not e-mail the weekly SEO report for ${website} to ${email} any more.`;

export function UnsubscribeReport() {
  const token = useLinkToken();
  const unsubscribe = useUnsubscribeReport();
  const sent = useRef(false);
  const { mutate, data } = unsubscribe;
  const { heading, retry } = useAnswerFocus(data ?? unsubscribe.error);

  useEffect(() => {
    // Once per page view, React StrictMode's second effect included (a second call would be harmless, but is not needed).
    if (token && !sent.current) {
      sent.current = true;
      mutate(token);
    }
  }, [token, mutate]);

  // The outcome is said through the shared announcer (a status element inserted already filled is
  // often not read); after Try again, focus stays on the heading, which now says what happened.
  useEffect(() => {
    if (data) announce(outcome(data));
  }, [data]);

  if (unsubscribe.isSuccess) {
    return (
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        <h1 ref={heading} className="mt-6 text-display-md">
          You are unsubscribed
        </h1>
        <p className="mt-4 text-lg text-ink-700">{outcome(unsubscribe.data)}</p>
        <p className="mt-4 text-ink-700">Changed your mind? Schedule a new report in the SEO tool whenever you like.</p>
        <LinkDoneActions />
      </div>
    );
  }

  const problem = token === null ? NO_TOKEN : unsubscribe.error?.message;
  return (
    <div className="text-center">
      <MailX aria-hidden="true" className="mx-auto size-14 text-brand-700" />
      <h1 ref={heading} className="mt-6 text-display-md">
        Unsubscribe from the weekly SEO report
      </h1>
      {/* The prerendered page cannot know whether a token came with the link, so it paints "Unsubscribing
          you..." over an invisible copy of the no-token explanation, in one grid cell: whichever the
          hydrated page shows, the footer below does not move. */}
      <div className="grid">
        <p role={problem ? undefined : 'status'} className={cn('col-start-1 row-start-1 mt-4 text-lg text-ink-700', problem && 'invisible')}>
          {problem ? '' : 'Unsubscribing you...'}
        </p>
        <div className={cn('col-start-1 row-start-1', !problem && 'invisible')}>
          <p role={problem ? 'alert' : undefined} className="mt-4 text-lg text-danger">
            {problem ?? NO_TOKEN}
          </p>
          {token && unsubscribe.isError ? (
            <Button className="mt-6" onClick={() => retry(() => mutate(token))}>
              Try again
            </Button>
          ) : null}
          <p className="mt-6 text-ink-700">
            Or reply to any report, or write to{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline underline-offset-2">
              {site.email}
            </a>
            , and we will stop it by hand.
          </p>
        </div>
      </div>
    </div>
  );
}
