import { Link, useParams } from 'wouter';
import { AuthLayout, ResetPasswordForm } from '@/client/features/auth';
import { usePageTitle } from '@/client/lib/use-page-title';

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { token = '' } = useParams<{ token: string }>();
  return (
    <AuthLayout
      title="Choose a new password"
      description="The link from your e-mail works once, for 30 minutes. Setting a new password signs you out everywhere."
      footer={
        <Link href="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
