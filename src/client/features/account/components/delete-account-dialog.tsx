import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { deleteAccountInputSchema, type DeleteAccountInput } from '@/shared/schemas/account';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { toast } from '@/client/components/ui/use-toast';
import { PasswordInput } from '@/client/features/auth';
import { ApiError } from '@/client/lib/api';
import { useDeleteAccount } from '../api/use-delete-account';

/** What POST /api/users/me/delete removes (issue 38), in the practitioner's words. */
export const erasedWithAccount = [
  'your profile, sign-in and practice branding, with the logos you uploaded',
  'every client’s whole record, archived ones too: their plans and share links, reports, portal account, check-ins, weights and the e-mails about them',
  'your recipes, the plans given to no client and the allergen entries your practice set',
  'your e-mail log and audit trail; one row stays saying that an account was erased, without your name or address',
];

type DeleteAccountDialogProps = {
  open: boolean;
  isAdmin: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Confirms deleting the account with its password, naming everything that goes with it. */
export function DeleteAccountDialog({ open, isAdmin, onOpenChange }: DeleteAccountDialogProps) {
  const deleteAccount = useDeleteAccount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  const busy = deleteAccount.isPending;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      form.reset({ password: '' });
      setRefusal(null);
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await deleteAccount.mutateAsync(values);
      toast({ title: 'Account deleted', description: 'Everything of your practice has been erased.' });
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.errors.find((e) => e.path === 'password') : undefined;
      if (fieldError) {
        form.setError('password', { type: 'server', message: fieldError.message });
        form.resetField('password', { keepError: true });
        form.setFocus('password');
        return;
      }
      setRefusal(
        error instanceof ApiError && error.message ? error.message : 'Could not reach Platewise. Please try again.',
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader className="pr-8">
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This erases everything of your practice at once and signs you out. It cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2 text-sm text-body">
            <p>Erased with the account:</p>
            <ul className="grid list-disc gap-1 pl-5">
              {erasedWithAccount.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="text-subtle">
              A running subscription is set to end at the close of its period. Export everything first if you want a
              copy.
              {isAdmin ? ' As an administrator, make another account an administrator before you go.' : ''}
            </p>
          </div>
          {refusal ? <Alert variant="destructive">{refusal}</Alert> : null}
          <FormField label="Your password" error={errors.password?.message}>
            {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
              {busy ? 'Deleting…' : 'Delete account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
