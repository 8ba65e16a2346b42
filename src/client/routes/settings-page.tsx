import { PageHeader } from '@/client/components/layout/page-header';
import { useSignedInUser } from '@/client/features/auth/use-signed-in-user';
import { BrandingForm } from '@/client/features/branding/branding-form';

export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Settings" description="Your practice branding: the name, logo, colors and contact details on every PDF and shared plan." />
      <BrandingForm user={user} />
    </>
  );
}
