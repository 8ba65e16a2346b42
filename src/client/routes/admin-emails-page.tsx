import { Mail } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function AdminEmailsPage() {
  return (
    <>
      <PageHeader title="Emails" description="The emails Platewise sends to practitioners and their clients." />
      <BeingBuiltState
        icon={Mail}
        whatItWillDo="It will show the email templates and a log of the messages that were sent."
      />
    </>
  );
}
