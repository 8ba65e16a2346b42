import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { Link } from 'wouter';
import { loginInputSchema, type LoginInput } from '@/shared/schemas/auth';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { PasswordInput } from './password-input';
import { useLogin } from '../api/use-login';

const fields = ['username', 'password'] as const;

export function LoginForm() {
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, fields, form.setError));
      // Wrong password or locked: the password must be typed again, so clear it and put the cursor there.
      form.resetField('password');
      form.setFocus('password');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}

      <FormField label="Username or email" error={errors.username?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="jane.doe or jane@clinic.com"
            autoFocus
          />
        )}
      </FormField>

      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link
            href="/forgot-password"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />}
      </FormField>

      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {login.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Signing in...
          </>
        ) : (
          'Sign in'
        )}
      </Button>
    </form>
  );
}
