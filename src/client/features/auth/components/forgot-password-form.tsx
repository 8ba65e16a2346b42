import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@/shared/schemas/auth';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { useRequestPasswordReset } from '../api/use-request-password-reset';

const fields = ['email'] as const;

/** Asks for a reset link. The answer never says whether the address has an account: the server's words are shown. */
export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await requestReset.mutateAsync(values);
      setSentTo({ email: values.email, message });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, form.setError));
    }
  });

  if (sentTo) {
    return (
      <div className="grid gap-5">
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm leading-relaxed text-brand-900"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-medium">Check your inbox</p>
            <p className="mt-1">{sentTo.message}</p>
            <p className="mt-2 text-brand-800">
              Sent to <span className="font-medium break-all">{sentTo.email}</span>. Nothing there after a few minutes?
              Look in your spam folder, or ask again.
            </p>
          </div>
        </div>
        <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => setSentTo(null)}>
          Send another link
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Reset password">
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="jane@clinic.com"
            autoFocus
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Sending...
          </>
        ) : (
          'Send reset link'
        )}
      </Button>
    </form>
  );
}
