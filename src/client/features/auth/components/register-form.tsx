import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, registerInputSchema, type RegisterInput } from '@/shared/schemas/auth';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { PasswordInput } from './password-input';
import { useRegister } from '../api/use-register';

const fields = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

export function RegisterForm() {
  const registerAccount = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The browser's language picks the new account's locale and units; Settings changes them (issue 34).
      await registerAccount.mutateAsync({ ...values, locale: navigator.language });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, form.setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create account">
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}

      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} {...form.register('firstName')} autoComplete="given-name" autoFocus />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} {...form.register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>

      <FormField label="Username" hint="Letters, digits, dots, dashes or underscores" error={errors.username?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>

      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            placeholder="you@yourpractice.com"
          />
        )}
      </FormField>

      <FormField label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`} error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />}
      </FormField>

      <Button type="submit" size="lg" className="mt-1 w-full" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Creating account...
          </>
        ) : (
          'Create account'
        )}
      </Button>
    </form>
  );
}
