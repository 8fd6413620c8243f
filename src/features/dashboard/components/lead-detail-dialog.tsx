import { useId, useRef } from 'react';
import { Copy, Mail, Phone } from 'lucide-react';
import { AnchorButton } from '@/components/ui/anchor-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { LeadRow } from '@/lib/api/app-database';
import { focusByScript } from '@/lib/focus-by-script';
import { notify } from '@/lib/toast';
import { useLead } from '../api/get-lead';
import { isNotFound, isSessionLost } from '../api/rpc-error';
import { useSetLeadStatus } from '../api/set-lead-status';
import { mailtoHref } from '../lib/lead-filters';
import { formatWhen, LeadFields, PartialVersion } from './lead-detail/lead-fields';
import { LeadHistory } from './lead-detail/lead-history';
import { LeadSpeedLine } from './lead-detail/lead-speed';
import { LeadNotes } from './lead-detail/lead-notes';
import { ReportSubscription } from './lead-detail/report-subscription';
import { SiteCheckSection } from './lead-detail/site-check';
import { StatusSelect } from './status-select';

interface LeadDetailDialogProps {
  leadId: string;
  onClose: () => void;
}

/** One lead's own view (the dashboard with ?lead=<id>): every field, status, notes and history. */
export function LeadDetailDialog({ leadId, onClose }: LeadDetailDialogProps) {
  const detail = useLead(leadId);
  // A lost session is the session hook's to handle (api/session-lost.ts): no error panel for it.
  const lost = isSessionLost(detail.error);
  // A deleted lead or a link that never named one: trying again cannot help, going back can.
  const gone = isNotFound(detail.error);
  const lead = detail.data?.lead;
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-3xl"
        closeLabel="Close the lead"
        // The view starts at its heading, whether the lead has loaded, is loading or could not be
        // (Radix's first control would be Call, Close or Back by how fast the lead came; issue 52).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusByScript(titleRef.current);
        }}
        // Escape on a status not yet saved takes the choice back (status-select.tsx), not the lead away.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[data-status-draft]')) event.preventDefault();
        }}
      >
        <DialogTitle ref={titleRef} tabIndex={-1} className="pr-10 text-display-sm">
          {lead ? (lead.name ?? lead.email) : 'Lead'}
        </DialogTitle>
        <DialogDescription className="mt-1 text-ink-700">
          {lead
            ? `Arrived ${formatWhen(lead.created_at)}`
            : gone
              ? 'It may have been deleted, or the link is incomplete.'
              : detail.isError
                ? 'This lead could not be loaded.'
                : 'Loading the lead...'}
        </DialogDescription>
        {detail.isError && !lost ? (
          <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-danger">
            {detail.error.message}
            {gone ? (
              <Button className="ml-3" variant="secondary" size="sm" onClick={onClose}>
                Back to all leads
              </Button>
            ) : (
              <Button className="ml-3" variant="secondary" size="sm" onClick={() => void detail.refetch()}>
                Try Again
              </Button>
            )}
          </div>
        ) : null}
        {lead && detail.data ? (
          <div className="mt-6 space-y-8">
            <QuickActions lead={lead} />
            <StatusControl lead={lead} />
            <LeadSpeedLine leadId={lead.id} />
            <Section title="Details">
              <LeadFields detail={detail.data} />
            </Section>
            <Section title="Site check">
              <SiteCheckSection leadId={lead.id} website={lead.website} check={detail.data.site_check} />
            </Section>
            {detail.data.partial_version ? (
              <Section title="Changed after step 1">
                <PartialVersion before={detail.data.partial_version} after={lead} />
              </Section>
            ) : null}
            {detail.data.report_subscription ? (
              <Section title="Weekly SEO reports">
                <ReportSubscription subscription={detail.data.report_subscription} />
              </Section>
            ) : null}
            <Section title="Notes">
              <LeadNotes leadId={lead.id} notes={detail.data.notes} />
            </Section>
            <Section title="History">
              <LeadHistory
                changes={detail.data.status_changes}
                deliveries={detail.data.notifications}
                bookings={detail.data.bookings}
                subscription={detail.data.report_subscription}
              />
            </Section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 font-display text-lg font-bold text-ink-950">
        {title}
      </h3>
      {children}
    </section>
  );
}

function QuickActions({ lead }: { lead: LeadRow }) {
  const mailHref = mailtoHref(lead.email);
  const copy = () =>
    navigator.clipboard.writeText(lead.email).then(
      () => void notify.success('E-mail address copied', { description: lead.email }),
      () => void notify.error('Could not copy', { description: 'Select the address and copy it by hand.' }),
    );
  return (
    <div className="flex flex-wrap gap-2">
      {lead.phone ? (
        <AnchorButton href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} size="sm" icon={Phone}>
          Call {lead.phone}
        </AnchorButton>
      ) : null}
      {mailHref ? (
        <AnchorButton href={mailHref} size="sm" variant="secondary" icon={Mail}>
          E-mail
        </AnchorButton>
      ) : null}
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" /> Copy e-mail address
      </Button>
    </div>
  );
}

function StatusControl({ lead }: { lead: LeadRow }) {
  const id = useId();
  // Never disabled while saving: a disabled select drops focus to the page (WCAG 2.4.3).
  const { mutate } = useSetLeadStatus();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="font-semibold text-ink-900">
        Status
      </label>
      <StatusSelect
        id={id}
        status={lead.status}
        onCommit={(status) => mutate({ leadId: lead.id, status })}
        className="rounded-lg border border-ink-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      {lead.status_changed_at ? (
        <p className="text-sm text-ink-600">
          Set by {lead.status_changed_by} on {formatWhen(lead.status_changed_at)}
        </p>
      ) : null}
    </div>
  );
}
