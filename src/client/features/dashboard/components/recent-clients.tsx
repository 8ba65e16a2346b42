import { Link } from 'wouter';
import { ArrowRight, UserPlus, Users } from 'lucide-react';
import { activityBadgeFor, type ActivityBadge } from '@/shared/clients/activity-badge';
import { daysBetween } from '@/shared/clients/age';
import { Badge, type BadgeProps } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ClientAvatar, useClients } from '@/client/features/clients';
import { DashboardPanel } from './dashboard-panel';

const badgeVariants: Record<ActivityBadge['tone'], BadgeProps['variant']> = {
  green: 'default',
  yellow: 'warning',
  gray: 'secondary',
};

function daysAgo(days: number): string {
  return `Last visit: ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** The three newest clients, one tap from their profiles. */
export function RecentClients() {
  const clients = useClients();
  const now = new Date();

  return (
    <DashboardPanel
      title="Recent Clients"
      description="Your newest clients and where they stand."
      icon={Users}
      aside={
        <Link
          href="/clients"
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          View All
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      }
    >
      {clients.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-muted-foreground">
          Loading clients...
        </p>
      ) : clients.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-destructive">
          {`Clients could not be loaded: ${clients.error.message}`}
        </p>
      ) : clients.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-input px-4 py-8 text-center">
          <p className="text-sm font-semibold text-foreground">No clients yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Add a client to start planning their meals.</p>
          <Button asChild size="sm" className="mt-4">
            <Link href="/clients">
              <UserPlus aria-hidden="true" />
              Add Your First Client
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="-mx-2 divide-y divide-border">
          {clients.data.slice(0, 3).map((client) => {
            const days = daysBetween(client.createdAt, now);
            const badge = activityBadgeFor(days);
            return (
              <li key={client.id}>
                <Link
                  href={`/clients/${client.id}`}
                  className="flex items-center gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ClientAvatar client={client} className="self-start" />
                  <span className="min-w-0 flex-1">
                    {/* The badge shares the name's line so the goals below get the row's full width on a phone. */}
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm font-semibold text-foreground">{`${client.firstName} ${client.lastName}`}</span>
                      <Badge variant={badgeVariants[badge.tone]} className="shrink-0">
                        {badge.label}
                      </Badge>
                    </span>
                    <span className="mt-0.5 block truncate text-sm text-muted-foreground">
                      {client.healthGoals ?? 'No health goals recorded'}
                    </span>
                    <span className="mt-0.5 block text-xs text-muted-foreground">{daysAgo(days)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardPanel>
  );
}
