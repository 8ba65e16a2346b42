import { Link } from 'wouter';
import { AuthLayout, ForgotPasswordForm } from '@/client/features/auth';
import { usePageTitle } from '@/client/lib/use-page-title';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to choose a new one."
      footer={
        <>
          Remembered it?{' '}
          <Link href="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
