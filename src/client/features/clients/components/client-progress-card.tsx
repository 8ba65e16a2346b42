import { ChartLine } from 'lucide-react';
import type { ClientDetail } from '@/shared/schemas/clients';
import { checkInStatusLabels, type CheckIn, type ClientProgress } from '@/shared/schemas/portal';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { relativeTime } from '@/client/features/dashboard';
import { AdherenceChart, describeAdherence, percent } from './adherence-chart';
import { InviteToPortalButton } from './client-portal-card';
import { ProfileCard } from './profile-card';
import { useClientProgress } from '../api/use-client-progress';
import { WeightChart } from './weight-chart';
import type { Formats } from '@/shared/format/formats';
import { useFormats } from '@/client/lib/use-formats';

const mealLabels: Record<CheckIn['mealType'], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
};
const statusVariant = { eaten: 'default', swapped: 'info', skipped: 'warning' } as const;

/** The figures over the charts: latest weight, change over the period, distance to the goal, meals eaten. */
function headlineFigures(progress: ClientProgress, formats: Formats) {
  const { measurements, goalWeightKg, adherence } = progress;
  const first = measurements[0];
  const last = measurements[measurements.length - 1];
  const planned = adherence.reduce((sum, week) => sum + week.planned, 0);
  const eaten = adherence.reduce((sum, week) => sum + week.eaten, 0);
  const figures: { label: string; value: string; note: string }[] = [];
  if (last)
    figures.push({
      label: 'Latest weight',
      value: formats.weight(last.weightKg),
      note: formats.calendarDate(last.date),
    });
  if (first && last && measurements.length > 1) {
    figures.push({
      label: 'Change',
      value: formats.weightChange(last.weightKg - first.weightKg),
      note: `since ${formats.calendarDate(first.date)}`,
    });
  }
  if (last && goalWeightKg !== null) {
    const left = last.weightKg - goalWeightKg;
    figures.push({
      label: 'To goal',
      value: Math.abs(left) < 0.05 ? 'Reached' : formats.weight(Math.abs(left)),
      note: `goal ${formats.weight(goalWeightKg)}`,
    });
  }
  if (planned > 0)
    figures.push({ label: 'Meals eaten', value: percent(eaten / planned), note: `${eaten} of ${planned}` });
  return figures;
}

function ProgressBody({ client, progress }: { client: ClientDetail; progress: ClientProgress }) {
  const formats = useFormats();
  const hasLog = progress.measurements.length > 0 || progress.recentCheckIns.length > 0;
  if (!hasLog) {
    const invited = progress.portal.status === 'invited' || progress.portal.status === 'active';
    return (
      <div className="rounded-lg border border-dashed border-input px-4 py-6 text-center">
        <p className="text-sm font-medium text-foreground">No weights or check-offs in the last 12 weeks</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">
          {invited
            ? `${client.firstName} can check meals off and log weights in the client portal; they show here as charts.`
            : `Invite ${client.firstName} to the client portal to check meals off and log weights on their phone; their entries show here as a weight chart against the goal and weekly adherence.`}
        </p>
        {invited ? null : (
          <div className="mt-4 flex justify-center">
            <InviteToPortalButton client={client} status={progress.portal.status} />
          </div>
        )}
      </div>
    );
  }
  const figures = headlineFigures(progress, formats);
  const plannedWeeks = progress.adherence.filter((week) => week.share !== null);
  return (
    <div className="grid gap-6">
      {figures.length > 0 ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="min-w-0 rounded-lg bg-background px-3 py-2.5 ring-1 ring-muted">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{figure.label}</dt>
              <dd className="mt-1 text-lg font-semibold text-foreground tabular-nums">{figure.value}</dd>
              <dd className="truncate text-xs text-muted-foreground">{figure.note}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <section aria-labelledby={`${client.id}-weight`} className="grid gap-2">
        <h3 id={`${client.id}-weight`} className="text-sm font-semibold text-foreground">
          Weight
        </h3>
        {progress.measurements.length > 0 ? (
          <>
            <WeightChart
              measurements={progress.measurements}
              goalWeightKg={progress.goalWeightKg}
              from={progress.from}
              to={progress.to}
            />
            <details className="text-sm">
              <summary className="cursor-pointer text-xs font-medium text-brand-700">
                Show the weights as a table
              </summary>
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr className="text-xs text-muted-foreground">
                    <th scope="col" className="py-1 font-medium">
                      Date
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Weight
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Waist
                    </th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {progress.measurements.map((m) => (
                    <tr key={m.id} className="border-t border-border">
                      <td className="py-1">{formats.calendarDate(m.date)}</td>
                      <td className="py-1 text-right">{formats.weight(m.weightKg)}</td>
                      <td className="py-1 text-right">{m.waistCm === null ? '—' : formats.circumference(m.waistCm)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No weights logged in these weeks.</p>
        )}
      </section>

      <section aria-labelledby={`${client.id}-adherence`} className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 id={`${client.id}-adherence`} className="text-sm font-semibold text-foreground">
            Planned meals eaten, per week
          </h3>
          <p className="text-xs text-muted-foreground">{`${formats.monthDay(progress.adherence[0].weekStart)} – ${formats.calendarDate(progress.to)}`}</p>
        </div>
        {plannedWeeks.length > 0 ? (
          <>
            <AdherenceChart weeks={progress.adherence} />
            <details className="text-sm">
              <summary className="cursor-pointer text-xs font-medium text-brand-700">Show the weeks as a table</summary>
              <p className="sr-only">{describeAdherence(progress.adherence, formats)}</p>
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr className="text-xs text-muted-foreground">
                    <th scope="col" className="py-1 font-medium">
                      Week of
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Eaten
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Swapped
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Skipped
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Share
                    </th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {plannedWeeks.map((week) => (
                    <tr key={week.weekStart} className="border-t border-border">
                      <td className="py-1">{formats.monthDay(week.weekStart)}</td>
                      <td className="py-1 text-right">{`${week.eaten} of ${week.planned}`}</td>
                      <td className="py-1 text-right">{week.swapped}</td>
                      <td className="py-1 text-right">{week.skipped}</td>
                      <td className="py-1 text-right">{percent(week.share!)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            No meal plan covered these weeks, so there is nothing to measure against.
          </p>
        )}
      </section>

      {progress.recentCheckIns.length > 0 ? (
        <section aria-labelledby={`${client.id}-check-ins`} className="grid gap-2">
          <h3 id={`${client.id}-check-ins`} className="text-sm font-semibold text-foreground">
            Latest check-ins
          </h3>
          <ul className="divide-y divide-border">
            {progress.recentCheckIns.slice(0, 5).map((checkIn) => (
              <li key={checkIn.id} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="text-sm text-foreground">
                    <span className="font-medium">{mealLabels[checkIn.mealType]}</span>
                    <span className="text-muted-foreground">{` · ${formats.calendarDate(checkIn.date)}`}</span>
                  </p>
                  {checkIn.note ? <p className="mt-0.5 text-sm break-words text-subtle">{checkIn.note}</p> : null}
                </div>
                <Badge variant={statusVariant[checkIn.status]}>{checkInStatusLabels[checkIn.status]}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** What the client logged in the portal over the last twelve weeks, as charts; loaded apart from the profile. */
export default function ClientProgressCard({ client }: { client: ClientDetail }) {
  const formats = useFormats();
  const progress = useClientProgress(client.id);
  const last = progress.data?.lastActivityAt ?? null;
  return (
    <ProfileCard
      title="Progress"
      icon={ChartLine}
      aside={
        last ? (
          <p className="text-xs text-muted-foreground">
            {'Last activity '}
            <time dateTime={last} title={formats.date(last)}>
              {relativeTime(last)}
            </time>
          </p>
        ) : null
      }
    >
      {progress.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading progress…</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : progress.isError ? (
        <div role="alert" className="text-sm text-destructive">
          <p>{`Progress could not be loaded: ${progress.error.message}`}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void progress.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProgressBody client={client} progress={progress.data} />
      )}
    </ProfileCard>
  );
}
