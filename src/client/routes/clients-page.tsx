import { Users } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function ClientsPage() {
  return (
    <>
      <PageHeader title="Clients" description="Keep every client's goals, measurements and dietary needs in one place." />
      <BeingBuiltState
        icon={Users}
        whatItWillDo="It will list your clients with their goals, allergies and progress, and let you add new ones."
      />
    </>
  );
}
