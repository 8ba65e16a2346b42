import { Utensils } from 'lucide-react';
import type { ClientDetail } from '@/shared/schemas/clients';
import type { Intake } from '@/shared/schemas/food-diary';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { useFormats } from '@/client/lib/use-formats';
import type { Formats } from '@/shared/format/formats';
import { useClientIntake } from '../api/use-client-intake';
import { intakeHighlights, unanalysedCounts } from '../lib/intake-summary';
import { ProfileCard } from './profile-card';

/** "Mon 23": the weekday and the day of the month, read as a calendar day. */
function weekday(date: string, formats: Formats): string {
  return `${formats.weekday(date)} ${formats.number(Number(date.slice(8, 10)))}`;
}

function litres(ml: number, formats: Formats): string {
  return ml >= 1000 ? `${formats.number(ml / 1000, 1)} L` : `${formats.number(ml)} ml`;
}

const macros = [
  { key: 'protein', label: 'Protein' },
  { key: 'carbs', label: 'Carbs' },
  { key: 'fat', label: 'Fat' },
] as const;

/** The last seven days of the client's food diary: eaten against planned, and against the client's needs. */
export default function ClientIntakeCard({ client }: { client: ClientDetail }) {
  const intake = useClientIntake(client.id);
  return (
    <div role="region" aria-label="Intake">
      <ProfileCard
        title="Intake"
        icon={Utensils}
        aside={intake.data ? <span className="text-xs text-muted-foreground">Last 7 days</span> : null}
      >
        {intake.isPending ? (
          <Skeleton className="h-48 w-full rounded-lg" />
        ) : intake.isError ? (
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <span>The intake could not be loaded.</span>
            <Button variant="outline" size="sm" onClick={() => intake.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <IntakeBody client={client} intake={intake.data} />
        )}
      </ProfileCard>
    </div>
  );
}

function IntakeBody({ client, intake }: { client: ClientDetail; intake: Intake }) {
  const formats = useFormats();
  const energyWord = formats.energyUnit === 'kJ' ? 'Energy' : 'Calories';
  const { average } = intake;
  if (average.loggedDays === 0)
    return (
      <div className="rounded-lg border border-dashed border-input px-4 py-6 text-center">
        <p className="text-sm font-medium text-foreground">No meals logged in the last 7 days</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">
          When {client.firstName} logs meals in the client portal’s food diary, what they ate shows here against the
          plan and their needs.
        </p>
      </div>
    );
  const { under, over } = intakeHighlights(average.adequacy);
  const gaps = unanalysedCounts(intake);
  const figures = [
    { label: 'Days logged', value: `${average.loggedDays} of ${intake.days.length}`, note: 'with a meal recorded' },
    {
      label: 'Eaten, average',
      value: formats.energy(average.eaten!.calories),
      note: average.planned ? `planned ${formats.energy(average.planned.calories)}` : 'no plan these days',
    },
    {
      label: 'Water, average',
      value: average.waterMl === null ? '—' : litres(average.waterMl, formats),
      note: average.waterMl === null ? 'not logged' : 'on days logged',
    },
  ];

  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0 rounded-lg bg-background px-3 py-2.5 ring-1 ring-muted">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{figure.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-foreground tabular-nums">{figure.value}</dd>
            <dd className="truncate text-xs text-muted-foreground">{figure.note}</dd>
          </div>
        ))}
      </dl>

      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">Eaten against planned, per day</caption>
          <thead>
            <tr className="text-xs text-muted-foreground">
              <th scope="col" className="py-1.5 font-medium">
                Day
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {energyWord}
              </th>
              {macros.map((macro) => (
                <th key={macro.key} scope="col" className="py-1.5 text-right font-medium">
                  {macro.label}
                </th>
              ))}
              <th scope="col" className="py-1.5 text-right font-medium">
                Water
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {intake.days.map((day) => (
              <tr key={day.date} className={cn('border-t border-border', !day.logged && 'text-muted-foreground')}>
                <th scope="row" className="py-1.5 font-medium text-foreground">
                  {weekday(day.date, formats)}
                </th>
                {day.logged ? (
                  <>
                    <td className="py-1.5 text-right">
                      <EatenVsPlanned
                        eaten={formats.energyValue(day.eaten.calories)}
                        planned={day.planned ? formats.energyValue(day.planned.calories) : undefined}
                        unit=""
                      />
                    </td>
                    {macros.map((macro) => (
                      <td key={macro.key} className="py-1.5 text-right">
                        <EatenVsPlanned eaten={day.eaten[macro.key]} planned={day.planned?.[macro.key]} unit=" g" />
                      </td>
                    ))}
                  </>
                ) : (
                  <td colSpan={4} className="py-1.5 text-right text-xs">
                    Not logged
                  </td>
                )}
                <td className="py-1.5 text-right">{day.waterMl === null ? '—' : litres(day.waterMl, formats)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-xs text-muted-foreground">{`Eaten / planned. ${energyWord} in ${formats.energyLabel}.`}</p>
      </div>

      {intake.lifeStage ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Highlights title="Furthest under needs" rows={under} empty="Every known nutrient at or above its target." />
          <Highlights title="Furthest over" rows={over} empty="Nothing over a limit." over />
          <p className="text-xs text-muted-foreground sm:col-span-2">
            Averages of the {average.loggedDays} logged day{average.loggedDays === 1 ? '' : 's'} against the DRIs for{' '}
            {intake.lifeStageLabel}.
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Add {client.firstName}’s {intake.missing.includes('age') ? 'date of birth' : 'sex'} to compare the intake with
          their needs.
        </p>
      )}

      {gaps.texts > 0 || gaps.notLogged > 0 ? (
        <p className="rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-900">
          Not counted:{' '}
          {[
            gaps.texts ? `${gaps.texts} item${gaps.texts === 1 ? '' : 's'} described in words` : null,
            gaps.notLogged ? `${gaps.notLogged} planned meal${gaps.notLogged === 1 ? '' : 's'} not logged` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          . The figures are at least what was eaten.
        </p>
      ) : null}
    </div>
  );
}

function EatenVsPlanned({ eaten, planned, unit }: { eaten: number; planned: number | undefined; unit: string }) {
  const formats = useFormats();
  return (
    <span>
      <span className="font-medium text-foreground">{formats.number(eaten)}</span>
      {planned === undefined ? null : (
        <span className="text-muted-foreground">
          {' / '}
          {formats.number(planned)}
        </span>
      )}
      {unit}
    </span>
  );
}

function Highlights({
  title,
  rows,
  empty,
  over = false,
}: {
  title: string;
  rows: ReturnType<typeof intakeHighlights>['under'];
  empty: string;
  over?: boolean;
}) {
  const formats = useFormats();
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1.5">
          {rows.map((row) => (
            <li key={row.key} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-foreground">{row.label}</span>
              <span
                className={cn(
                  'font-medium tabular-nums',
                  over
                    ? row.status === 'met'
                      ? 'text-foreground'
                      : 'text-danger-700'
                    : row.percent! < 50
                      ? 'text-danger-700'
                      : 'text-warning-800',
                )}
              >
                {row.atLeast ? '≥ ' : ''}
                {formats.number(row.percent!)}%{' '}
                <span className="text-xs font-normal text-muted-foreground">
                  {row.status === 'over-limit'
                    ? 'over UL'
                    : row.status === 'over-cdrr'
                      ? 'over CDRR'
                      : `of ${row.target.kind}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
