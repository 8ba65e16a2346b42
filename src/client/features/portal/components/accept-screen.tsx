import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { portalAcceptFormSchema, type PortalAcceptForm } from '@/shared/schemas/portal-access';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { PasswordInput } from '@/client/features/auth';
import { PlatewiseLogo } from '@/client/components/layout/platewise-logo';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useAcceptInvite } from '../api/use-accept-invite';

/** /portal/accept/{token}: the client chooses a password and lands in their portal. */
export function AcceptScreen({ token }: { token: string }) {
  usePageTitle('Set up your portal');
  const accept = useAcceptInvite();
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PortalAcceptForm>({
    resolver: zodResolver(portalAcceptFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await accept.mutateAsync({ token, password: values.password });
      navigate('/', { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, ['password'] as const, form.setError));
    }
  });

  return (
    <div className="flex min-h-dvh items-center justify-center bg-linear-to-br from-background to-success-50 px-4 py-10">
      <main className="w-full max-w-md rounded-3xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <PlatewiseLogo />
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-foreground">Set up your nutrition portal</h1>
        <p className="mt-2 text-sm leading-relaxed text-subtle">
          Choose a password. Afterwards you sign in with your e-mail address and this password to see your meal plan,
          recipes and shopping list.
        </p>
        <form onSubmit={onSubmit} noValidate aria-label="Choose a password" className="mt-6 grid gap-5">
          {formError ? <Alert variant="destructive">{formError}</Alert> : null}
          <FormField label="Password" error={errors.password?.message} hint="At least 8 characters">
            {(control) => (
              <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" autoFocus />
            )}
          </FormField>
          <FormField label="Confirm password" error={errors.confirmPassword?.message}>
            {(control) => (
              <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
            {accept.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Open my portal
          </Button>
        </form>
      </main>
    </div>
  );
}
