import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { Link } from 'wouter';
import { passwordResetTokenSchema, resetPasswordFormSchema, type ResetPasswordForm } from '@/shared/schemas/auth';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { ApiError } from '@/client/lib/api';
import { PasswordInput } from './password-input';
import { useResetPassword } from '../api/use-reset-password';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">{message}</Alert>
      <Link href="/forgot-password" className={linkClass}>
        Ask for a new link
      </Link>
    </div>
  );
}

/** The page the e-mailed link opens: the new password twice, then on to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (!passwordResetTokenSchema.safeParse(token).success) {
    return (
      <LinkProblem message="This reset link is not complete. Open it again from the e-mail, or ask for a new one." />
    );
  }
  if (linkError) return <LinkProblem message={linkError} />;
  if (done) {
    return (
      <div className="grid gap-5">
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm leading-relaxed text-brand-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p>{done} You were signed out on every device.</p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link href="/login">Sign in</Link>
        </Button>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      const { message } = await resetPassword.mutateAsync({ token, password: newPassword });
      setDone(message);
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.path === 'token')) return setLinkError(error.message);
      const passwordProblem = error instanceof ApiError ? error.errors.find((e) => e.path === 'password') : undefined;
      if (passwordProblem) form.setError('newPassword', { type: 'server', message: passwordProblem.message });
      else
        setFormError(
          error instanceof ApiError ? error.message : 'Could not reach Platewise. Check your connection and try again.',
        );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Choose a new password">
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <FormField label="New password" hint="At least 8 characters." error={errors.newPassword?.message}>
        {(control) => (
          <PasswordInput {...control} {...form.register('newPassword')} autoComplete="new-password" autoFocus />
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Saving...
          </>
        ) : (
          'Set new password'
        )}
      </Button>
    </form>
  );
}
