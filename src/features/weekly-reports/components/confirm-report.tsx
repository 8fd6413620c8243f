import { useEffect } from 'react';
import { CheckCircle2, MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { site } from '@/content/site';
import { announce } from '@/lib/announce';
import { cn } from '@/lib/cn';
import { CONFIRM_MESSAGES, CONFIRMED_LINK_MESSAGE, dayName, isConfirmToken } from '@shared/report-confirmation';
import { refusalMessage, useConfirmReport } from '../api/confirm-report';
import { useConfirmationState } from '../api/confirmation-state';
import { useAnswerFocus } from '@/lib/use-answer-focus';
import { useLinkToken } from '@/lib/use-link-token';
import { LinkDoneActions } from './link-done-actions';

/** Outcomes another try cannot change; the others (too many tries, a server error, offline) offer Try again. */
const FINAL = new Set<string>([CONFIRM_MESSAGES.notValid, CONFIRM_MESSAGES.expired, CONFIRM_MESSAGES.stopped]);

const HEADING_FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600';

/**
 * A confirmation e-mail's link lands here (/weekly-reports/confirm?token=...): the recipient presses
 * Confirm weekly reports and starts getting the reports (docs/decisions/0025-weekly-report-double-opt-in.md).
 * A button, not a confirmation on load: mail scanners open every link in a message, and one that runs
 * the page's script must not subscribe anyone. On load the page only reads where its link stands
 * (docs/decisions/0058-confirmed-stays-confirmed.md), so a reload of a confirmed link says it is
 * confirmed, and an expired, stopped or unknown one says so without a press. The token's shape is
 * checked here before anything is sent; each outcome is said once through the site's announcer, and
 * after a press focus goes to the heading (the button may be gone).
 */
export function ConfirmReport() {
  const token = useLinkToken();
  const confirm = useConfirmReport();
  const { mutate } = confirm;
  const { heading, press, retry } = useAnswerFocus(confirm.data ?? confirm.error);
  // What the link's state says counts until the button is pressed; a failed read shows the button.
  const state = useConfirmationState(token);
  const known = confirm.isIdle ? state.data : undefined;

  const problem =
    token === undefined
      ? null
      : token === null
        ? CONFIRM_MESSAGES.noToken
        : !isConfirmToken(token)
          ? CONFIRM_MESSAGES.notValid
          : (confirm.error?.message ?? (known === 'expired' || known === 'stopped' || known === 'not_valid' ? refusalMessage(known) : null));
  const confirmed = confirm.isSuccess ? confirm.data : null;
  const result = confirmed
    ? `${confirmed.alreadyConfirmed ? 'You had already confirmed: ' : ''}We will e-mail the weekly SEO report for ${confirmed.website} to ${confirmed.email} every ${dayName(confirmed.reportDay)} from 7 am Los Angeles time.`
    : known === 'confirmed'
      ? CONFIRMED_LINK_MESSAGE
      : null;

  // Each outcome is said once, through the one live region of the site.
  useEffect(() => {
    if (result) announce(result);
  }, [result]);
  useEffect(() => {
    if (problem) announce(problem);
  }, [problem]);

  if (result) {
    return (
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        <h1 ref={heading} className={cn('mt-6 text-display-md', HEADING_FOCUS)}>
          Weekly reports confirmed
        </h1>
        <p className="mt-4 text-lg text-ink-700">{result}</p>
        <p className="mt-4 text-ink-700">Every report has a one-click unsubscribe link, if you ever want them to stop.</p>
        <LinkDoneActions />
      </div>
    );
  }

  const canConfirm = token !== undefined && !problem;
  return (
    <div className="text-center">
      <MailCheck aria-hidden="true" className="mx-auto size-14 text-brand-700" />
      <h1 ref={heading} className={cn('mt-6 text-display-md', HEADING_FOCUS)}>
        Confirm your weekly SEO report
      </h1>
      {/* The prerendered page cannot know whether a token came with the link, so it shows the
          request to confirm over an invisible copy of the explanation of a missing or broken link,
          in one grid cell: whichever the hydrated page shows, the footer below does not move. */}
      <div className="grid">
        <div className={cn('col-start-1 row-start-1', problem && 'invisible')}>
          <p className="mt-4 text-lg text-ink-700">
            Press the button to start the weekly SEO report e-mails to your address. If you did not ask for them, close this page: nothing will be sent.
          </p>
          <Button className="mt-6" busy={confirm.isPending} disabled={!canConfirm} onClick={() => token && press(() => mutate(token))}>
            {confirm.isPending ? 'Confirming...' : 'Confirm weekly reports'}
          </Button>
        </div>
        <div className={cn('col-start-1 row-start-1', !problem && 'invisible')}>
          <p className="mt-4 text-lg text-danger">{problem ?? CONFIRM_MESSAGES.noToken}</p>
          {confirm.isError && token && !FINAL.has(confirm.error.message) ? (
            <Button className="mt-6" variant="secondary" onClick={() => retry(() => mutate(token))}>
              Try again
            </Button>
          ) : null}
          <p className="mt-6 text-ink-700">
            Questions? Write to{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline underline-offset-2">
              {site.email}
            </a>
            .
          </p>
        </div>
      </div>
    </div>
  );
}
