import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { SiteCheck } from '@/lib/api/app-database';
import { leadHref } from '../../lib/lead-link';
import { siteCheckSummary } from '../../lib/site-check-words';

/**
 * A call's preparation (issue 64, decision 0081): the lead's site check in a line or two, the score
 * and the first action to raise, or why there is none, and the way to the whole check in the lead's view.
 */
export function CallSiteCheck({ check, website, leadId, who }: { check: SiteCheck | null; website: string | null; leadId: string; who: string }) {
  return (
    <div data-call-site-check="" className="mt-2 rounded-lg border border-ink-100 bg-ink-50 px-3 py-2 text-sm text-ink-800">
      <p>
        <span className="font-semibold text-ink-900">Site check:</span>{' '}
        {check ? `${siteCheckSummary(check)}${check.state === 'pending' ? '…' : '.'}` : website ? 'Not checked.' : 'No website given.'}
      </p>
      {check?.state === 'done' && check.first_action ? (
        <p className="mt-1 wrap-break-word">
          <span className="font-semibold text-ink-900">First action:</span> {check.first_action}
        </p>
      ) : null}
      {check ? (
        <Link to={leadHref(leadId)} className="mt-1 inline-block font-semibold text-brand-700 underline underline-offset-2">
          Open the full site check <VisuallyHidden>of {who}</VisuallyHidden>
        </Link>
      ) : null}
    </div>
  );
}
