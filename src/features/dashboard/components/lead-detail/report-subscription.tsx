import { Button } from '@/components/ui/button';
import { useNow } from '@/lib/use-now';
import type { ReportRecipient, ReportSubscription as Subscription } from '@/lib/api/app-database';
import { useSetReportSubscriptionStatus } from '../../api/set-report-subscription-status';
import { statusChange } from '../../lib/subscription-status';
import { formatWhen } from './lead-fields';

const STATUS: Record<Subscription['status'], string> = { active: 'Active', paused: 'Paused', unsubscribed: 'Unsubscribed' };

/**
 * A recipient's state in words: pending until it confirms with its link (decision 0025), confirmed, or
 * unsubscribed. A pending recipient without a link was never asked: a link to the address was already
 * pending, or it had its confirmation e-mails for the day (decision 0045).
 */
function recipientState(recipient: ReportRecipient): string {
  if (recipient.state === 'unsubscribed') return `unsubscribed${recipient.unsubscribed_at ? ` ${formatWhen(recipient.unsubscribed_at)}` : ''}`;
  if (recipient.state === 'confirmed') return `confirmed${recipient.confirmed_at ? ` ${formatWhen(recipient.confirmed_at)}` : ''}`;
  if (!recipient.confirm_expires_at) return 'pending: not asked (a link to this address was already pending, or it had its confirmation e-mails for the day)';
  if (Date.parse(recipient.confirm_expires_at) <= Date.now()) return 'pending: the confirmation link expired unused';
  return `pending: asked to confirm, link works until ${formatWhen(recipient.confirm_expires_at)}`;
}

/**
 * The lead's weekly SEO report subscription (docs/decisions/0021-weekly-reports.md): what it sends
 * where, each recipient's state (pending, confirmed or unsubscribed: decision 0025), the consent as
 * given, and a pause or resume button. An unsubscribed one cannot be resumed:
 * its recipients withdrew their consent. Each week's run and e-mail is in the lead's history.
 */
export function ReportSubscription({ subscription }: { subscription: Subscription }) {
  const { mutate, isPending } = useSetReportSubscriptionStatus();
  const next = subscription.status === 'active' ? 'paused' : 'active';
  const change = () => mutate({ subscriptionId: subscription.id, status: next });
  const day = subscription.report_day.charAt(0).toUpperCase() + subscription.report_day.slice(1);
  const receiving = subscription.recipients.filter((recipient) => recipient.state === 'confirmed').length;
  // Each minute: "just now" turns into "1 minute ago" while the lead stays open.
  const changed = statusChange(subscription, useNow(60_000));
  return (
    <div className="space-y-3 text-sm text-ink-800">
      <div className="flex flex-wrap items-center gap-3">
        <p>
          <span className="font-semibold text-ink-900">{STATUS[subscription.status]}</span>: every {day} from 7 am Los Angeles time, for{' '}
          <span className="break-all">{subscription.website}</span>
          {changed ? (
            <>
              {'. '}
              {changed}.
            </>
          ) : null}
        </p>
        {subscription.status !== 'unsubscribed' ? (
          <Button size="sm" variant="secondary" busy={isPending} onClick={change}>
            {next === 'paused' ? 'Pause weekly reports' : 'Resume weekly reports'}
          </Button>
        ) : null}
      </div>
      <div>
        <p className="font-semibold text-ink-900">Recipients</p>
        <p className="text-ink-700">
          {receiving === 0
            ? 'Nobody has confirmed: no report is sent until a recipient confirms with the link e-mailed to them.'
            : `${receiving} of ${subscription.recipients.length} confirmed${subscription.status === 'active' ? ': reports go to them only' : ''}.`}
        </p>
        <ul className="mt-1 list-disc pl-5">
          {subscription.recipients.map((recipient) => (
            <li key={recipient.email} className="break-all">
              {recipient.email}
              {recipient.is_owner ? ' (who scheduled it)' : ''}: <span className="font-semibold">{recipientState(recipient)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p>
        <span className="font-semibold text-ink-900">Consent</span> ({subscription.consent.version}, {formatWhen(subscription.consent.at)}
        {subscription.consent.page ? ` on ${subscription.consent.page}` : ''}): “{subscription.consent.text}”
      </p>
    </div>
  );
}
