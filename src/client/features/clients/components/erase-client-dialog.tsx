import { Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';

/** The spec's confirmation, word for word. */
export const ERASE_CLIENT_CONFIRMATION = 'Are you sure you want to delete this client? This action cannot be undone.';

/** What DELETE /api/clients/{id} removes with the profile (issue 38), in the practitioner's words. */
export const erasedWithClient = [
  'their meal plans, every day of them, and the plans’ share links',
  'their reports',
  'their portal account and sign-ins, meal check-ins, weights and ticked shopping items',
  'the e-mails sent about them or to their address, delivered or waiting',
  'the audit rows about them; one row stays saying that you erased a client record, without their name',
];

type EraseClientDialogProps = {
  /** "First Last" of the client to erase; null: the dialog is closed. */
  clientName: string | null;
  erasing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Confirms erasing a client's whole record, saying what goes with it. */
export function EraseClientDialog({ clientName, erasing, onConfirm, onCancel }: EraseClientDialogProps) {
  return (
    <Dialog open={clientName !== null} onOpenChange={(open) => !open && !erasing && onCancel()}>
      <DialogContent className="max-w-lg">
        <DialogHeader className="pr-8">
          <DialogTitle>Delete {clientName}?</DialogTitle>
          <DialogDescription>{ERASE_CLIENT_CONFIRMATION}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm text-body">
          <p>Erased with the profile:</p>
          <ul className="grid list-disc gap-1 pl-5">
            {erasedWithClient.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-subtle">
            To keep the record out of the way instead, archive the client from their profile.
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={erasing}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={erasing}>
            <Trash2 aria-hidden="true" />
            {erasing ? 'Deleting…' : 'Delete client'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
