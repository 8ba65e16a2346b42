import { Activity, ShieldCheck, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import type { AdminUser } from '@/shared/schemas/admin';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { useFormats } from '@/client/lib/use-formats';
import { isActive } from '../lib/user-search';

type Figure = {
  label: string;
  value: (users: AdminUser[], now: Date) => number;
  caption: string;
  icon: LucideIcon;
  accent: string;
};

const figures: readonly Figure[] = [
  {
    label: 'Total Users',
    value: (u) => u.length,
    caption: 'Every account',
    icon: Users,
    accent: 'bg-brand-50 text-brand-600 ring-brand-100',
  },
  {
    label: 'Administrators',
    value: (u) => u.filter((user) => user.role === 'admin').length,
    caption: 'Can open this area',
    icon: ShieldCheck,
    accent: 'bg-info-50 text-info-600 ring-info-100',
  },
  {
    label: 'Practitioners',
    value: (u) => u.filter((user) => user.role === 'user').length,
    caption: 'Dietitians and coaches',
    icon: Stethoscope,
    accent: 'bg-warning-50 text-warning-600 ring-warning-100',
  },
  {
    label: 'Active',
    value: (u, now) => u.filter((user) => isActive(user, now)).length,
    caption: 'Signed in within 30 days',
    icon: Activity,
    accent: 'bg-violet-50 text-violet-600 ring-violet-100',
  },
];

/** Counts over the whole user list (not the search result). */
export function UserStatCards({ users, now = new Date() }: { users: AdminUser[] | undefined; now?: Date }) {
  const f = useFormats();
  return (
    <section aria-labelledby="user-stats-heading" aria-busy={!users}>
      <h2 id="user-stats-heading" className="sr-only">
        Accounts at a glance
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {figures.map(({ label, value, caption, icon: Icon, accent }) => (
          <li key={label}>
            <Card className="h-full p-4 sm:p-5">
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                <span
                  className={cn('hidden size-9 shrink-0 items-center justify-center rounded-lg ring-1 sm:flex', accent)}
                >
                  <Icon aria-hidden="true" className="size-[1.125rem]" />
                </span>
              </div>
              {users ? (
                <p className="mt-2 text-3xl font-semibold tracking-tight text-foreground tabular-nums">
                  {f.number(value(users, now))}
                </p>
              ) : (
                <Skeleton className="mt-3 h-8 w-14" />
              )}
              <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
