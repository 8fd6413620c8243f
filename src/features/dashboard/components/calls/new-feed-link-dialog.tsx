import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface NewFeedLinkDialogProps {
  open: boolean;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before a new calendar link replaces the live one: every calendar app subscribed to the old
 * link stops getting the calls. Like the cancel dialog, the confirm button stays focusable while the
 * write is under way (busy), and Escape and Keep do nothing then.
 */
export function NewFeedLinkDialog({ open, busy, onKeep, onConfirm, onCloseAutoFocus }: NewFeedLinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onKeep()}>
      {open ? (
        <DialogContent closeLabel="Close" onCloseAutoFocus={onCloseAutoFocus} aria-busy={busy}>
          <DialogTitle className="font-display text-xl font-bold text-ink-950">Replace the calendar link?</DialogTitle>
          <DialogDescription className="mt-2 text-ink-700">
            The link in use stops working at once: every calendar app subscribed to it stops getting the calls, and must be given the new link. Make a new link
            when the old one may have reached someone else.
          </DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" disabled={busy} onClick={onKeep}>
              Keep the link
            </Button>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {busy ? 'Making the link...' : 'Replace the link'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
