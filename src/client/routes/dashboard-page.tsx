import { PageHeader } from '@/client/components/layout/page-header';
import { useSignedInUser } from '@/client/features/auth/use-signed-in-user';
import { greetingFor } from '@/client/features/dashboard/greeting-for';
import { QuickActions } from '@/client/features/dashboard/quick-actions';
import { StatCards } from '@/client/features/dashboard/stat-cards';

export function DashboardPage() {
  const user = useSignedInUser();
  const now = new Date();
  return (
    <>
      <PageHeader
        documentTitle="Dashboard"
        title={`${greetingFor(now.getHours())}, ${user.firstName}`}
        description="Here's an overview of your practice today."
        actions={
          <p className="text-sm font-medium text-slate-500">
            {now.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' })}
          </p>
        }
      />
      <StatCards />
      <QuickActions />
    </>
  );
}
