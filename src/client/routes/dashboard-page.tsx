import { PageHeader } from '@/client/components/layout/page-header';
import { useSignedInUser } from '@/client/features/auth';
import { useFormats } from '@/client/lib/use-formats';
import {
  greetingFor,
  NutritionInsights,
  QuickActions,
  QuickMealPlan,
  RecentActivity,
  RecentClients,
  StatCards,
} from '@/client/features/dashboard';

export function DashboardPage() {
  const user = useSignedInUser();
  const formats = useFormats();
  const now = new Date();
  return (
    <>
      <PageHeader
        documentTitle="Dashboard"
        title={`${greetingFor(now.getHours())}, ${user.firstName}`}
        description="Here's an overview of your practice today."
        actions={<p className="text-sm font-medium text-muted-foreground">{formats.longDay(now.toISOString())}</p>}
      />
      <StatCards />
      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: long one-line text must truncate, not widen the page. */}
      <div className="mt-6 grid grid-cols-1 gap-5 sm:mt-8 sm:gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-5 sm:gap-6 lg:col-span-2">
          <RecentClients />
          <RecentActivity />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-5 sm:gap-6">
          <QuickMealPlan />
          <NutritionInsights />
        </div>
      </div>
      <QuickActions />
    </>
  );
}
