import type { ReactNode } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { Link } from 'wouter';
import { ClipboardList } from 'lucide-react';
import type { MealPlanDetail } from '@/shared/schemas/meal-plans';
import { clientAllergyName } from '@/shared/nutrition/client-allergies';
import { Badge } from '@/client/components/ui/badge';
import { Card } from '@/client/components/ui/card';
import { MealPlanStatusBadge } from './status-badge';
import { dayTypeTargetsText } from '@/shared/schemas/day-types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-foreground">{children}</dd>
    </div>
  );
}

function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-body">{text}</p>
    </div>
  );
}

/** Status, client, length, targets and notes: what the plan is before what is in it. */
export function PlanOverviewCard({ plan }: { plan: MealPlanDetail }) {
  const f = useFormats();
  const duration = plan.days.length;
  const targets = [
    plan.targetCalories !== null
      ? { label: f.energyUnit === 'kJ' ? 'Energy per day' : 'Calories per day', value: f.energy(plan.targetCalories) }
      : null,
    plan.targetProtein !== null ? { label: 'Protein', value: `${f.number(plan.targetProtein)} g` } : null,
    plan.targetCarbs !== null ? { label: 'Carbs', value: `${f.number(plan.targetCarbs)} g` } : null,
    plan.targetFat !== null ? { label: 'Fat', value: `${f.number(plan.targetFat)} g` } : null,
  ].filter((target) => target !== null);
  const client = plan.client;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2.5 text-base font-semibold tracking-tight text-foreground">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <ClipboardList aria-hidden="true" className="size-4" />
        </span>
        Plan Overview
      </h2>

      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-5 lg:grid-cols-4">
        <Fact label="Status">
          <MealPlanStatusBadge status={plan.status} />
        </Fact>
        <Fact label="Client">
          {client ? (
            <Link
              href={`/clients/${client.id}`}
              className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
            >
              {`${client.firstName} ${client.lastName}`}
            </Link>
          ) : (
            <span className="text-muted-foreground">No client</span>
          )}
        </Fact>
        <Fact label="Duration">
          <span className="font-medium">{`${duration} ${duration === 1 ? 'day' : 'days'}`}</span>
          <span className="block text-xs text-muted-foreground">{`${f.calendarDate(plan.startDate)} – ${f.calendarDate(plan.endDate)}`}</span>
        </Fact>
        {client && (client.allergies.length > 0 || client.dietaryRestrictions.length > 0) ? (
          <Fact label="Client needs">
            <span className="flex flex-wrap gap-1.5">
              {client.allergies.map((allergy) => (
                <Badge key={`allergy-${allergy}`} variant="warning">{`${clientAllergyName(allergy)} allergy`}</Badge>
              ))}
              {client.dietaryRestrictions.map((restriction) => (
                <Badge key={`diet-${restriction}`} variant="outline">
                  {restriction}
                </Badge>
              ))}
            </span>
          </Fact>
        ) : null}
      </dl>

      <div className="mt-6 border-t border-border pt-5">
        <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Nutrition Targets</h3>
        {targets.length > 0 ? (
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {targets.map((target) => (
              <div key={target.label} className="rounded-lg bg-background px-3 py-2 ring-1 ring-muted">
                <dt className="text-xs text-muted-foreground">{target.label}</dt>
                <dd className="text-sm font-semibold text-foreground tabular-nums">{target.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">
            No targets set. Add them with Edit Plan to compare each day against them.
          </p>
        )}
        {plan.dayTypes?.length ? (
          <div className="mt-4">
            <h4 className="text-xs font-medium text-muted-foreground">Day types</h4>
            <ul className="mt-1.5 grid gap-1.5 sm:grid-cols-2" aria-label="Day types">
              {plan.dayTypes.map((type) => {
                const days = plan.days.filter((day) => day.dayType === type.key).length;
                return (
                  <li key={type.key} className="rounded-lg bg-info-50 px-3 py-2 ring-1 ring-info-100">
                    <span className="text-sm font-semibold text-foreground">{type.name}</span>
                    <span className="ml-2 text-xs text-subtle">
                      {days} {days === 1 ? 'day' : 'days'}
                    </span>
                    <span className="block text-xs text-body tabular-nums">{dayTypeTargetsText(type)}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>

      {plan.description || plan.notes ? (
        <div className="mt-5 grid gap-4 border-t border-border pt-5 md:grid-cols-2">
          {plan.description ? <TextBlock title="Description" text={plan.description} /> : null}
          {plan.notes ? <TextBlock title="Notes" text={plan.notes} /> : null}
        </div>
      ) : null}
    </Card>
  );
}
