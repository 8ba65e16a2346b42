import {
  Activity,
  BookOpen,
  ChartColumn,
  CircleCheck,
  ClipboardList,
  Mail,
  Palette,
  Scale,
  Trash2,
  UserPen,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { useFormats } from '@/client/lib/use-formats';
import { cn } from '@/client/lib/cn';
import { DashboardPanel } from './dashboard-panel';
import { relativeTime } from '../lib/relative-time';
import { useDashboardActivity } from '../api/use-dashboard-activity';

type Look = { icon: LucideIcon; tint: string };

/** An icon per kind of change: what was touched (client, plan...) and, for removals, that it is gone. */
function lookFor(action: string): Look {
  const [entity, verb] = action.split('.');
  if (verb === 'deleted') return { icon: Trash2, tint: 'bg-danger-50 text-danger-600 ring-danger-100' };
  switch (entity) {
    case 'client':
      return verb === 'created'
        ? { icon: UserPlus, tint: 'bg-brand-50 text-brand-600 ring-brand-100' }
        : { icon: UserPen, tint: 'bg-brand-50 text-brand-600 ring-brand-100' };
    case 'meal_plan':
      return verb === 'emailed'
        ? { icon: Mail, tint: 'bg-info-50 text-info-600 ring-info-100' }
        : { icon: ClipboardList, tint: 'bg-info-50 text-info-600 ring-info-100' };
    case 'recipe':
      return { icon: BookOpen, tint: 'bg-warning-50 text-warning-600 ring-warning-100' };
    case 'report':
      return { icon: ChartColumn, tint: 'bg-violet-50 text-violet-600 ring-violet-100' };
    case 'branding':
      return { icon: Palette, tint: 'bg-rose-50 text-rose-600 ring-rose-100' };
    // What a client logged in the portal: a meal checked off, a weight.
    case 'portal':
      return verb === 'measurement'
        ? { icon: Scale, tint: 'bg-teal-50 text-teal-600 ring-teal-100' }
        : { icon: CircleCheck, tint: 'bg-success-50 text-success-600 ring-success-100' };
    default:
      return { icon: Activity, tint: 'bg-muted text-subtle ring-border' };
  }
}

/** The practitioner's own latest changes and what their clients logged in the portal, newest first. */
export function RecentActivity() {
  const f = useFormats();
  const activity = useDashboardActivity();
  const now = new Date();

  return (
    <DashboardPanel
      title="Recent Activity"
      description="What you changed and your clients logged lately."
      icon={Activity}
    >
      {activity.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-muted-foreground">
          Loading activity...
        </p>
      ) : activity.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-destructive">
          {`Activity could not be loaded: ${activity.error.message}`}
        </p>
      ) : activity.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-input px-4 py-8 text-center">
          <p className="text-sm font-semibold text-foreground">No activity yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Adding clients, building meal plans and writing recipes will show up here.
          </p>
        </div>
      ) : (
        <ol className="grid gap-1">
          {activity.data.map((item) => {
            const { icon: Icon, tint } = lookFor(item.action);
            return (
              <li key={item.id} className="flex items-start gap-3 rounded-lg py-2">
                <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full ring-1', tint)}>
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 flex-1 pt-0.5">
                  <p className="text-sm text-foreground">
                    {/* A client's own entry leads to their profile, where the charts show it in context. */}
                    {item.action.startsWith('portal.') && item.entityId ? (
                      <Link href={`/clients/${item.entityId}`} className="hover:text-brand-700 hover:underline">
                        {item.summary}
                      </Link>
                    ) : (
                      item.summary
                    )}
                  </p>
                  <time
                    dateTime={item.createdAt}
                    title={f.date(item.createdAt)}
                    className="text-xs text-muted-foreground"
                  >
                    {relativeTime(item.createdAt, now)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </DashboardPanel>
  );
}
