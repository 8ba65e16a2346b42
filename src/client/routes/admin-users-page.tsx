import { PageHeader } from '@/client/components/layout/page-header';
import { UserManagement } from '@/client/features/admin';

export function AdminUsersPage() {
  return (
    <>
      <PageHeader
        title="User Management"
        description="Every account on Platewise, with its role and sign-in activity."
      />
      <UserManagement />
    </>
  );
}
