import { BookOpen, ChartColumn, ClipboardList, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import { Card } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';
import { useDashboardStats } from '../api/use-dashboard-stats';

type Stat = {
  label: string;
  value: (stats: DashboardStats) => number;
  /** The "+3 this week" caption, from the server's own recent counts. */
  trend: (stats: DashboardStats) => string;
  /** Shown instead of the trend when the counts could not be loaded. */
  hint: string;
  icon: LucideIcon;
  accent: string;
};

const stats: readonly Stat[] = [
  {
    label: 'Active Clients',
    value: (s) => s.activeClients,
    trend: (s) => `+${s.trends.clientsThisWeek} this week`,
    hint: 'Clients you are working with',
    icon: Users,
    accent: 'bg-brand-50 text-brand-600 ring-brand-100',
  },
  {
    label: 'Meal Plans Created',
    value: (s) => s.mealPlans,
    trend: (s) => `+${s.trends.mealPlansThisMonth} this month`,
    hint: 'Plans built for your clients',
    icon: ClipboardList,
    accent: 'bg-info-50 text-info-600 ring-info-100',
  },
  {
    label: 'Custom Recipes',
    value: (s) => s.customRecipes,
    trend: (s) => `+${s.trends.recipesThisWeek} this week`,
    hint: 'Recipes in your own library',
    icon: BookOpen,
    accent: 'bg-warning-50 text-warning-600 ring-warning-100',
  },
  {
    label: 'Reports Generated',
    value: (s) => s.reports,
    trend: (s) => `+${s.trends.reportsThisMonth} this month`,
    hint: 'Progress reports produced',
    icon: ChartColumn,
    accent: 'bg-violet-50 text-violet-600 ring-violet-100',
  },
];

export function StatCards() {
  const { data, isPending } = useDashboardStats();
  return (
    <section aria-labelledby="stats-heading" aria-busy={isPending}>
      <h2 id="stats-heading" className="sr-only">
        Practice at a glance
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {stats.map(({ label, value, trend, hint, icon: Icon, accent }) => {
          const caption = data ? trend(data) : null;
          const grew = caption !== null && !caption.startsWith('+0 ');
          return (
            <li key={label}>
              <Card className="h-full p-4 sm:p-5">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium text-muted-foreground">{label}</p>
                  <span
                    className={cn(
                      'hidden size-9 shrink-0 items-center justify-center rounded-lg ring-1 sm:flex',
                      accent,
                    )}
                  >
                    <Icon aria-hidden="true" className="size-[1.125rem]" />
                  </span>
                </div>
                <p className="mt-2 text-3xl font-semibold tracking-tight text-foreground tabular-nums">
                  {/* '...' only while loading; a failed load reads 0 rather than leaving a hole. */}
                  {isPending ? '...' : data ? value(data) : 0}
                </p>
                {isPending ? (
                  <p className="mt-1 text-xs text-muted-foreground">&nbsp;</p>
                ) : caption ? (
                  <p
                    className={cn(
                      'mt-1 flex items-center gap-1 text-xs font-medium',
                      grew ? 'text-brand-700' : 'text-muted-foreground',
                    )}
                  >
                    {grew ? <TrendingUp aria-hidden="true" className="size-3.5" /> : null}
                    {caption}
                  </p>
                ) : (
                  <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
