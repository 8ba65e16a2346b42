import { Link, useSearch } from 'wouter';
import { AuthLayout, RegisterForm } from '@/client/features/auth';
import { usePageTitle } from '@/client/lib/use-page-title';

export function RegisterPage() {
  usePageTitle('Create account');
  const search = useSearch();
  return (
    <AuthLayout
      title="Create your account"
      description="Set up your practice in under a minute."
      footer={
        <>
          Already have an account?{' '}
          <Link
            href={`/login${search ? `?${search}` : ''}`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
