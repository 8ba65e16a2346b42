import { Link } from 'wouter';
import { ArrowRight, ChartColumn, ClipboardList, NotebookPen, UserPlus, type LucideIcon } from 'lucide-react';
import { cn } from '@/client/lib/cn';

type QuickAction = { href: string; title: string; description: string; icon: LucideIcon; accent: string };

const actions: readonly QuickAction[] = [
  {
    href: '/meal-plans',
    title: 'Create Meal Plan',
    description: 'Build a personalised plan for a client',
    icon: ClipboardList,
    accent: 'bg-brand-600 text-white',
  },
  {
    href: '/clients',
    title: 'Add New Client',
    description: 'Record goals, allergies and preferences',
    icon: UserPlus,
    accent: 'bg-info-600 text-white',
  },
  {
    href: '/recipes',
    title: 'Custom Recipe',
    description: 'Add a recipe of your own to your library',
    icon: NotebookPen,
    accent: 'bg-warning-500 text-white',
  },
  {
    href: '/reports',
    title: 'Generate Report',
    description: 'Summarise a client’s progress',
    icon: ChartColumn,
    accent: 'bg-violet-600 text-white',
  },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading" className="mt-8 sm:mt-10">
      <h2 id="quick-actions-heading" className="text-lg font-semibold tracking-tight text-foreground">
        Quick Actions
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Jump straight into the things you do most.</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {actions.map(({ href, title, description, icon: Icon, accent }) => (
          <li key={href}>
            <Link
              href={href}
              className={cn(
                'group flex h-full items-center gap-4 rounded-xl border border-border bg-surface p-4 shadow-card transition-all',
                'hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                'xl:flex-col xl:items-start xl:p-5',
              )}
            >
              <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl shadow-sm', accent)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-foreground">{title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-4 shrink-0 text-disabled transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600 xl:hidden"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
