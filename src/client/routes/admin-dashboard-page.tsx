import { LayoutDashboard } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function AdminDashboardPage() {
  return (
    <>
      <PageHeader title="Admin Dashboard" description="Platform health at a glance: accounts, activity and sign-ins." />
      <BeingBuiltState
        icon={LayoutDashboard}
        whatItWillDo="It will summarise accounts, recent sign-ups and sign-in activity across Platewise."
      />
    </>
  );
}
