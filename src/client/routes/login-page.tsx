import { Link, useSearch } from 'wouter';
import { AuthLayout, LoginForm } from '@/client/features/auth';
import { usePageTitle } from '@/client/lib/use-page-title';

export function LoginPage() {
  usePageTitle('Sign in');
  const search = useSearch();
  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to your practice."
      footer={
        <>
          New to Platewise?{' '}
          <Link
            href={`/register${search ? `?${search}` : ''}`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
