import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { announce } from '@/lib/announce';
import { focusByScript } from '@/lib/focus-by-script';
import { showAndFocus } from '@/lib/show-and-focus';
import { notify } from '@/lib/toast';
import { useBookingCalendar, useNewCallsFeed } from '../../api/booking-calendar';
import { pacificMoment } from '../../lib/call-times';
import { callsFeedUrl } from '../../lib/calls-feed-url';
import { NewFeedLinkDialog } from './new-feed-link-dialog';

/**
 * The calls in staff's own calendar app (issue 61, docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md):
 * a private feed URL a calendar app subscribes to, made by "New link" and shown once, with Copy
 * (heard as "Calendar link copied."). The database keeps only the token's hash, so a link made
 * earlier cannot be shown again: the panel says who made it and when, and a new link (after a
 * confirmation, since it stops the old one) is the way to see one. "New link" stays in its place
 * whatever the state, so it keeps focus; once a link is made, focus goes to the link's field.
 */
export function CallsFeedPanel() {
  const calendar = useBookingCalendar();
  const make = useNewCallsFeed();
  const [made, setMade] = useState<{ url: string; createdBy: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  /** Focus was placed on the new link: the dialog's own return of focus is skipped. */
  const placed = useRef(false);
  const live = made !== null || Boolean(calendar.data?.feed_created_at);

  const showMade = (token: string, createdBy: string) =>
    showAndFocus(
      () => {
        setAsking(false);
        setCopied(false);
        setMade({ url: callsFeedUrl(token), createdBy });
      },
      () => {
        focusByScript(linkField.current);
        linkField.current?.select();
      },
    );
  const create = () => {
    if (make.isPending) return;
    make.mutate(undefined, {
      onSuccess: (fresh) => {
        placed.current = asking;
        showMade(fresh.token, fresh.created_by);
      },
      onError: () => setAsking(false),
    });
  };
  const copy = () => {
    if (!made) return;
    navigator.clipboard.writeText(made.url).then(
      () => {
        setCopied(true);
        announce('Calendar link copied.');
      },
      () => {
        linkField.current?.select();
        void notify.error('Could not copy', { description: 'The link is selected: copy it with your keyboard.' });
      },
    );
  };

  return (
    <section aria-labelledby="feed-heading" className="space-y-4">
      <h2 id="feed-heading" className="text-xl font-semibold text-ink-950">
        Calls in your calendar app
      </h2>
      <p className="max-w-prose text-sm text-ink-700">
        Subscribe to this private link in Google Calendar (From URL), Outlook (Subscribe from web) or Apple Calendar (New Calendar Subscription) to see the
        calls of the next 60 days there, in your own time zone. A cancelled call leaves the calendar when the app next refreshes. Anyone with the link sees the
        calls: keep it like a password.
      </p>
      {made ? (
        <p className="max-w-prose text-sm font-semibold text-ink-900">This link is shown only now: copy it into your calendar app.</p>
      ) : calendar.data?.feed_created_at ? (
        <p className="max-w-prose text-sm text-ink-700">
          A link made by {calendar.data.feed_created_by} on {pacificMoment(calendar.data.feed_created_at)} PT is in use. It was shown only when it was made; a
          new link shows one here and stops the old one.
        </p>
      ) : calendar.data ? (
        <p className="max-w-prose text-sm text-ink-700">No calendar link yet.</p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {made ? <TextField ref={linkField} label="Calendar link" readOnly value={made.url} className="min-w-0 sm:w-[36rem]" /> : null}
        {made ? (
          <Button variant="secondary" onClick={copy}>
            Copy link
          </Button>
        ) : null}
        {/* Seen, not heard twice: the announcement says it. */}
        {made && copied ? (
          <span aria-hidden="true" className="self-center text-sm font-semibold text-success">
            Copied
          </span>
        ) : null}
        <Button variant={made ? 'ghost' : 'primary'} busy={make.isPending && !asking} onClick={() => (live ? setAsking(true) : create())}>
          New link
        </Button>
      </div>
      <NewFeedLinkDialog
        open={asking}
        busy={make.isPending}
        onKeep={() => setAsking(false)}
        onConfirm={create}
        onCloseAutoFocus={(event) => {
          if (!placed.current) return;
          placed.current = false;
          event.preventDefault();
        }}
      />
    </section>
  );
}
