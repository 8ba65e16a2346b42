import { isAccessError } from '../lib/access-error';
import { AdminAccessDenied, AdminLoadError } from './admin-screen-states';
import { AdminStatCards } from './admin-stat-cards';
import { PlatformActivityCard } from './platform-activity-card';
import { SystemStatusCard } from './system-status-card';
import { useAdminActivity } from '../api/use-admin-activity';
import { useAdminHealth } from '../api/use-admin-health';
import { useAdminStats } from '../api/use-admin-stats';

/**
 * Totals, system health and growth. Health and activity refresh on their own; a failed refresh
 * keeps showing the last figures rather than blanking the card.
 */
export function AdminDashboard() {
  const stats = useAdminStats();
  const health = useAdminHealth();
  const activity = useAdminActivity();

  if ([stats.error, health.error, activity.error].some(isAccessError)) {
    return <AdminAccessDenied description="You don't have permission to access the admin dashboard." />;
  }
  if (stats.isError) {
    return (
      <AdminLoadError
        message="Unable to load dashboard data. Please try again later."
        onRetry={() => {
          void stats.refetch();
          void health.refetch();
          void activity.refetch();
        }}
      />
    );
  }

  return (
    <>
      <AdminStatCards stats={stats.data} />
      <div className="mt-6 grid grid-cols-1 gap-5 sm:mt-8 sm:gap-6 lg:grid-cols-2">
        <SystemStatusCard health={health.data} failed={health.isError} />
        <PlatformActivityCard activity={activity.data} failed={activity.isError} />
      </div>
    </>
  );
}
