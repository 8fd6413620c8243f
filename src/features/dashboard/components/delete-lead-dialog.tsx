import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { LeadRow } from '@/lib/api/app-database';

interface DeleteLeadDialogProps {
  lead: LeadRow | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (lead: LeadRow) => void;
  /** Where focus goes on closing; prevent the default to place it yourself (after a delete the opener is gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before a lead is deleted for good. */
export function DeleteLeadDialog({ lead, deleting, onCancel, onConfirm, onCloseAutoFocus }: DeleteLeadDialogProps) {
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && !deleting && onCancel()}>
      {lead ? (
        <DialogContent closeLabel="Cancel" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle className="font-display text-xl font-bold text-ink-950">Delete this lead?</DialogTitle>
          <DialogDescription className="mt-2 text-ink-700">
            {lead.name ?? 'This lead'} ({lead.email}) will be permanently removed. This cannot be undone.
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" disabled={deleting} onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="danger" busy={deleting} onClick={() => onConfirm(lead)}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
