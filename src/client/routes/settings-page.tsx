import { PageHeader } from '@/client/components/layout/page-header';
import { UnitsAndFormatsCard, YourDataCard } from '@/client/features/account';
import { ChangePasswordCard, useSignedInUser } from '@/client/features/auth';
import { BrandingForm } from '@/client/features/branding';

export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your practice branding: the name, logo, colors and contact details on every PDF and shared plan. Your units and formats, your password and your data are below it."
      />
      <BrandingForm user={user} />
      {/* The branding form's left column width, so the cards line up. */}
      <section aria-label="Units and formats" className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <UnitsAndFormatsCard />
      </section>
      <section aria-label="Account security" className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <ChangePasswordCard />
      </section>
      <section aria-labelledby="your-data-title" className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <YourDataCard isAdmin={user.role === 'admin'} />
      </section>
    </>
  );
}
