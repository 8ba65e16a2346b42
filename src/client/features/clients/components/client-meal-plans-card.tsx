import { Link } from 'wouter';
import { ChevronRight, ClipboardList } from 'lucide-react';
import type { ClientDetail } from '@/shared/schemas/clients';
import { Badge, type BadgeProps } from '@/client/components/ui/badge';
import { ProfileCard } from './profile-card';
import { useFormats } from '@/client/lib/use-formats';

const statusVariants: Record<string, BadgeProps['variant']> = {
  active: 'default',
  completed: 'info',
  cancelled: 'secondary',
};

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/[_-]/g, ' ');
}

/** The client's plans, newest first; each opens the plan itself. */
export function ClientMealPlansCard({ mealPlans }: { mealPlans: ClientDetail['mealPlans'] }) {
  const formats = useFormats();
  return (
    <ProfileCard
      title="Meal Plans"
      icon={ClipboardList}
      aside={mealPlans.length > 0 ? <span className="text-sm text-muted-foreground">{mealPlans.length}</span> : null}
    >
      {mealPlans.length === 0 ? (
        <div className="rounded-lg border border-dashed border-input px-4 py-6 text-center">
          <p className="text-sm font-medium text-foreground">No meal plans yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Plans you create for this client will be listed here.{' '}
            <Link href="/meal-plans" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Go to Meal Plans
            </Link>
          </p>
        </div>
      ) : (
        <ul className="-mx-2 divide-y divide-border">
          {mealPlans.map((plan) => (
            <li key={plan.id}>
              <Link
                href={`/meal-plans/${plan.id}`}
                className="group flex items-center gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-foreground">{plan.name}</span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {`${formats.calendarDate(plan.startDate)} – ${formats.calendarDate(plan.endDate)}`}
                  </span>
                </span>
                <Badge variant={statusVariants[plan.status] ?? 'outline'}>{statusLabel(plan.status)}</Badge>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-faint group-hover:text-subtle" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
