import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { changePasswordFormSchema, type ChangePasswordForm } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { PasswordInput } from './password-input';
import { useChangePassword } from '../api/use-change-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings → Password: the current password, the new one twice. Other devices are signed out; this one stays. */
export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      form.reset(empty);
      toast({
        title: 'Password Changed',
        description: 'Use the new password from now on. Every other device was signed out.',
      });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : [];
      for (const { path, message } of fieldErrors) {
        if (path === 'currentPassword' || path === 'newPassword') form.setError(path, { type: 'server', message });
      }
      if (fieldErrors.some((e) => e.path === 'currentPassword')) {
        form.resetField('currentPassword', { keepError: true });
        form.setFocus('currentPassword');
      }
      toast({
        variant: 'destructive',
        title: 'Password Not Changed',
        description:
          error instanceof ApiError && error.message ? error.message : 'Could not reach Platewise. Please try again.',
      });
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title" className="grid gap-5">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <KeyRound aria-hidden="true" className="size-4" />
          </span>
          <div>
            <h2 id="change-password-title" className="text-base font-semibold text-foreground">
              Change password
            </h2>
            <p className="text-sm text-muted-foreground">You stay signed in here; every other device is signed out.</p>
          </div>
        </div>
        <FormField label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('currentPassword')} autoComplete="current-password" />
          )}
        </FormField>
        <div className="grid gap-5">
          <FormField label="New password" hint="At least 8 characters." error={errors.newPassword?.message}>
            {(control) => <PasswordInput {...control} {...form.register('newPassword')} autoComplete="new-password" />}
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            {(control) => (
              <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />
            )}
          </FormField>
        </div>
        <div>
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                Changing...
              </>
            ) : (
              'Change password'
            )}
          </Button>
        </div>
      </form>
    </Card>
  );
}
