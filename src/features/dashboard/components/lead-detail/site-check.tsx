import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { SiteCheck } from '@/lib/api/app-database';
import { announce } from '@/lib/announce';
import { useCheckSiteAgain } from '../../api/check-site-again';
import { isSessionLost } from '../../api/rpc-error';
import { checkedWhen, indexableWords, siteCheckSummary } from '../../lib/site-check-words';

/**
 * The lead's site check (issue 64, decision 0081): the page check of the website the lead named,
 * run once in the background when the lead arrived. Pending, it says so and the lead is read again
 * until it is done (api/get-lead.ts); done, the score, whether search engines may list the page, its
 * title, the first action and the three most important findings with their rule's article; failed,
 * what happened. A lead that named no website says so, so the section's absence is never a question;
 * one whose website has no check (a lead kept before checks began) can be checked from here.
 */
export function SiteCheckSection({ leadId, website, check }: { leadId: string; website: string | null; check: SiteCheck | null }) {
  useSaidWhenFinished(check);
  if (!check && !website) return <p className="text-sm text-ink-700">No website given.</p>;
  if (!check) {
    return (
      <div className="space-y-3 text-sm text-ink-800">
        <p>This site has not been checked.</p>
        <CheckAgain leadId={leadId} check={null} />
      </div>
    );
  }
  return (
    <div className="space-y-3 text-sm text-ink-800">
      <p className="break-all">
        <span className="font-semibold text-ink-900">Page checked:</span> {check.url}
      </p>
      {check.state === 'pending' ? <p className="font-semibold text-ink-900">Checking the site…</p> : null}
      {check.state === 'failed' ? (
        <p>
          <span className="font-semibold text-danger">Check failed:</span> {check.failure ?? 'the site could not be checked.'}
        </p>
      ) : null}
      {check.state === 'done' ? <CheckResult check={check} /> : null}
      {check.checked_at && check.state !== 'pending' ? <p className="text-ink-700">Checked {checkedWhen(check.checked_at)}.</p> : null}
      <CheckAgain leadId={leadId} check={check} />
    </div>
  );
}

function CheckResult({ check }: { check: SiteCheck }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {check.score === null ? null : (
          <span className="font-display text-2xl font-bold text-ink-950">
            {check.score}
            <span className="text-base font-semibold text-ink-700">/100</span>
          </span>
        )}
        <span className={`font-semibold ${check.indexable === false ? 'text-danger' : 'text-ink-900'}`}>{indexableWords(check.indexable)}</span>
      </p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-ink-900">Page title</dt>
        <dd className="wrap-break-word">{check.title ?? 'No title.'}</dd>
        {check.first_action ? (
          <>
            <dt className="font-semibold text-ink-900">First action</dt>
            <dd className="wrap-break-word">{check.first_action}</dd>
          </>
        ) : null}
      </dl>
      {check.findings.length > 0 ? (
        <div>
          <p className="font-semibold text-ink-900">Most important findings</p>
          <ol className="mt-1 list-decimal space-y-2 pl-5">
            {check.findings.map((finding) => (
              <li key={finding.rule_id}>
                <span className="font-semibold text-ink-900">{finding.title}.</span> {finding.detail}{' '}
                <a href={finding.source_url} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">
                  {finding.source_title} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}

/**
 * Check again: busy while the request is under way, never disabled (it keeps focus; decision
 * 0056's toast says it was queued). A refusal (the budget, or no website) is the database's sentence,
 * shown under the button until the next press and said once.
 */
function CheckAgain({ leadId, check }: { leadId: string; check: SiteCheck | null }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutate, isPending } = useCheckSiteAgain(leadId, {
    onError: (error) => {
      if (isSessionLost(error)) return;
      const sentence = error.message || 'The site could not be checked again.';
      setRefusal(sentence);
      announce(sentence);
    },
  });
  const press = () => {
    setRefusal(null);
    mutate();
  };
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" busy={isPending} onClick={press} data-check-site-again="">
          {check ? 'Check again' : 'Check the site'}
        </Button>
        {check && !check.can_check_again && check.next_check_at && check.state !== 'pending' ? (
          <p className="text-ink-700">The next check is allowed from {checkedWhen(check.next_check_at)}.</p>
        ) : null}
      </div>
      {refusal ? (
        <p data-site-check-refusal="" className="font-semibold text-danger">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

/** A check that finishes while the lead is open is said once: the page changed by itself (WCAG 4.1.3). */
function useSaidWhenFinished(check: SiteCheck | null) {
  const previous = useRef(check?.state);
  useEffect(() => {
    if (previous.current === 'pending' && check && check.state !== 'pending') announce(`Site check finished. ${siteCheckSummary(check)}.`);
    previous.current = check?.state;
  }, [check]);
}
