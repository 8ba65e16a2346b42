import { Users } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function AdminUsersPage() {
  return (
    <>
      <PageHeader title="User Management" description="Every practitioner account, with its role and status." />
      <BeingBuiltState
        icon={Users}
        whatItWillDo="It will let you search accounts, change roles and unlock accounts that were locked after failed sign-ins."
      />
    </>
  );
}
