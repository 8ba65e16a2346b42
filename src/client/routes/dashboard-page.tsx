import { PageHeader } from '@/client/components/layout/page-header';
import { useSignedInUser } from '@/client/features/auth/use-signed-in-user';
import { greetingFor } from '@/client/features/dashboard/greeting-for';
import { NutritionInsights } from '@/client/features/dashboard/nutrition-insights';
import { QuickActions } from '@/client/features/dashboard/quick-actions';
import { QuickMealPlan } from '@/client/features/dashboard/quick-meal-plan';
import { RecentActivity } from '@/client/features/dashboard/recent-activity';
import { RecentClients } from '@/client/features/dashboard/recent-clients';
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
          <p className="text-sm font-medium text-muted-foreground">
            {now.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' })}
          </p>
        }
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
