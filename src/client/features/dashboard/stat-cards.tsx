import { BookOpen, ChartColumn, ClipboardList, Users, type LucideIcon } from 'lucide-react';
import { Card } from '@/client/components/ui/card';

type Stat = { label: string; value: number; hint: string; icon: LucideIcon; accent: string };

// Zeros until the dashboard statistics endpoint is wired in; the hints stay true either way.
const stats: readonly Stat[] = [
  { label: 'Active Clients', value: 0, hint: 'Clients you are working with', icon: Users, accent: 'bg-brand-50 text-brand-600 ring-brand-100' },
  { label: 'Meal Plans Created', value: 0, hint: 'Plans built for your clients', icon: ClipboardList, accent: 'bg-sky-50 text-sky-600 ring-sky-100' },
  { label: 'Custom Recipes', value: 0, hint: 'Recipes in your own library', icon: BookOpen, accent: 'bg-amber-50 text-amber-600 ring-amber-100' },
  { label: 'Reports Generated', value: 0, hint: 'Progress reports produced', icon: ChartColumn, accent: 'bg-violet-50 text-violet-600 ring-violet-100' },
];

export function StatCards() {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Practice at a glance
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {stats.map(({ label, value, hint, icon: Icon, accent }) => (
          <li key={label}>
            <Card className="h-full p-4 sm:p-5">
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                <span className={`hidden size-9 shrink-0 items-center justify-center rounded-lg ring-1 sm:flex ${accent}`}>
                  <Icon aria-hidden="true" className="size-[1.125rem]" />
                </span>
              </div>
              <p className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</p>
              <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
