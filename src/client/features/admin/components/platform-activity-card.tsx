import {
  BookOpen,
  ChartColumn,
  ClipboardList,
  Minus,
  TrendingDown,
  TrendingUp,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { AdminActivity } from '@/shared/schemas/admin';
import { Skeleton } from '@/client/components/ui/skeleton';
import { DashboardPanel } from '@/client/features/dashboard';
import { cn } from '@/client/lib/cn';
import { useFormats } from '@/client/lib/use-formats';
import { formatGrowth, type GrowthTrend } from '../lib/growth';

type Figure = { key: keyof AdminActivity; label: string; icon: LucideIcon; accent: string };

const figures: readonly Figure[] = [
  {
    key: 'userRegistration',
    label: 'User registrations',
    icon: UserPlus,
    accent: 'bg-brand-50 text-brand-600 ring-brand-100',
  },
  {
    key: 'mealPlansCreated',
    label: 'Meal plans created',
    icon: ClipboardList,
    accent: 'bg-indigo-50 text-indigo-600 ring-indigo-100',
  },
  {
    key: 'recipeSharing',
    label: 'Recipes shared',
    icon: BookOpen,
    accent: 'bg-warning-50 text-warning-600 ring-warning-100',
  },
  {
    key: 'reportGeneration',
    label: 'Reports generated',
    icon: ChartColumn,
    accent: 'bg-violet-50 text-violet-600 ring-violet-100',
  },
];

const trendLooks: Record<GrowthTrend, { icon: LucideIcon; className: string }> = {
  up: { icon: TrendingUp, className: 'bg-success-50 text-success-700 ring-success-200' },
  new: { icon: TrendingUp, className: 'bg-info-50 text-info-700 ring-info-200' },
  down: { icon: TrendingDown, className: 'bg-danger-50 text-danger-700 ring-danger-200' },
  flat: { icon: Minus, className: 'bg-background text-subtle ring-border' },
};

type PlatformActivityCardProps = {
  activity: AdminActivity | undefined;
  failed: boolean;
};

/** How busy the platform is: this period's counts against the period before. */
export function PlatformActivityCard({ activity, failed }: PlatformActivityCardProps) {
  const f = useFormats();
  const period = activity?.userRegistration.period ?? '30 days';
  return (
    <DashboardPanel
      title="Platform Activity"
      description={`The last ${period} compared with the ${period} before.`}
      icon={TrendingUp}
    >
      {activity ? (
        <>
          <ul className="-mt-1 mb-4 divide-y divide-border">
            {figures.map(({ key, label, icon: Icon, accent }) => {
              const figure = activity[key];
              const growth = formatGrowth(figure);
              const { icon: TrendIcon, className } = trendLooks[growth.trend];
              return (
                <li key={key} className="flex items-center gap-3 py-3">
                  <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg ring-1', accent)}>
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <p className="min-w-0 flex-1 text-sm">
                    <span className="block font-semibold text-foreground">
                      {label}
                      <span className="sr-only">{': '}</span>
                    </span>
                    <span className="block text-muted-foreground">
                      <span className="font-semibold text-foreground tabular-nums">{f.number(figure.current)}</span>
                      {` in the last ${figure.period}`}
                      <span className="sr-only">{', '}</span>
                    </span>
                  </p>
                  <span
                    className={cn(
                      'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ring-1',
                      className,
                    )}
                    title={`${f.number(figure.previous)} in the ${figure.period} before`}
                    data-trend={growth.trend}
                  >
                    <TrendIcon aria-hidden="true" className="size-3.5" />
                    {growth.label}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-auto border-t border-border pt-3 text-xs text-muted-foreground">Updated every minute.</p>
        </>
      ) : failed ? (
        <p role="alert" className="py-6 text-center text-sm text-destructive">
          Unable to load dashboard data. Please try again later.
        </p>
      ) : (
        <div role="status" className="grid gap-4 py-1">
          <span className="sr-only">Loading platform activity…</span>
          {figures.map(({ key }) => (
            <div key={key} className="flex items-center gap-3">
              <Skeleton className="size-8 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-3.5 w-32" />
                <Skeleton className="h-3 w-40" />
              </div>
              <Skeleton className="h-5 w-12 rounded-full" />
            </div>
          ))}
        </div>
      )}
    </DashboardPanel>
  );
}
