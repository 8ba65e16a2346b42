import { PageHeader } from '@/client/components/layout/page-header';
import { AdminDashboard } from '@/client/features/admin';

export function AdminDashboardPage() {
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Platform health at a glance: accounts, activity and system status."
      />
      <AdminDashboard />
    </>
  );
}
