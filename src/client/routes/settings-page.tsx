import { Settings } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Your profile, practice branding and account security." />
      <BeingBuiltState
        icon={Settings}
        whatItWillDo="It will let you update your details, practice name, logo and the brand colours used on shared plans."
      />
    </>
  );
}
