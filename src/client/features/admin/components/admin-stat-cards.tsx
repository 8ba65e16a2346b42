import { Link } from 'wouter';
import { ArrowUpRight, BookOpen, ChartColumn, ClipboardList, Contact, Users, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '@/shared/schemas/admin';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { useFormats } from '@/client/lib/use-formats';
import type { Formats } from '@/shared/format/formats';

type StatCard = {
  label: string;
  href: string;
  value: (stats: AdminStats) => number;
  caption: (stats: AdminStats, f: Formats) => string;
  icon: LucideIcon;
  accent: string;
};

const cards: readonly StatCard[] = [
  {
    label: 'Total Users',
    href: '/admin/users',
    value: (s) => s.totalUsers,
    caption: (s, f) => `${f.number(s.activeUsers)} active · ${f.count(s.adminUsers, 'admin')}`,
    icon: Users,
    accent: 'bg-brand-50 text-brand-600 ring-brand-100',
  },
  {
    label: 'Total Clients',
    href: '/clients',
    value: (s) => s.totalClients,
    caption: () => 'Across all practices',
    icon: Contact,
    accent: 'bg-info-50 text-info-600 ring-info-100',
  },
  {
    label: 'Meal Plans',
    href: '/meal-plans',
    value: (s) => s.totalMealPlans,
    caption: () => 'By all practitioners',
    icon: ClipboardList,
    accent: 'bg-indigo-50 text-indigo-600 ring-indigo-100',
  },
  {
    label: 'Recipes',
    href: '/recipes',
    value: (s) => s.totalRecipes,
    caption: (s, f) => `${f.number(s.publicRecipes)} public`,
    icon: BookOpen,
    accent: 'bg-warning-50 text-warning-600 ring-warning-100',
  },
  {
    label: 'Reports',
    href: '/reports',
    value: (s) => s.totalReports,
    caption: () => 'Generated for clients',
    icon: ChartColumn,
    accent: 'bg-violet-50 text-violet-600 ring-violet-100',
  },
];

/** The platform's totals, each a link to where those things are managed. */
export function AdminStatCards({ stats }: { stats: AdminStats | undefined }) {
  const f = useFormats();
  return (
    <section aria-labelledby="admin-stats-heading" aria-busy={!stats}>
      <h2 id="admin-stats-heading" className="sr-only">
        Platform at a glance
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {cards.map(({ label, href, value, caption, icon: Icon, accent }, index) => (
          // On a phone the fifth card takes the whole row instead of leaving a hole beside it.
          <li key={label} className={cn(index === cards.length - 1 && 'col-span-2 lg:col-span-1')}>
            <Card className="group relative h-full p-4 transition-all has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised sm:p-5">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-sm font-medium text-muted-foreground">
                  {/* The link stretches over the card: the whole card is one click target. */}
                  <Link
                    href={href}
                    className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-foreground"
                  >
                    {label}
                  </Link>
                </h3>
                <span
                  className={cn('hidden size-9 shrink-0 items-center justify-center rounded-lg ring-1 sm:flex', accent)}
                >
                  <Icon aria-hidden="true" className="size-[1.125rem]" />
                </span>
              </div>
              {stats ? (
                <>
                  <p className="mt-2 text-3xl font-semibold tracking-tight text-foreground tabular-nums">
                    {f.number(value(stats))}
                  </p>
                  <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
                    <span className="min-w-0 truncate">{caption(stats, f)}</span>
                    <ArrowUpRight
                      aria-hidden="true"
                      className="ml-auto size-3.5 shrink-0 text-disabled transition-colors group-hover:text-brand-600"
                    />
                  </p>
                </>
              ) : (
                <>
                  <Skeleton className="mt-3 h-8 w-16" />
                  <Skeleton className="mt-2 h-3 w-24" />
                </>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
