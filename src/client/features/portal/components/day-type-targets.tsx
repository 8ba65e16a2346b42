import { Fragment } from 'react';
import { dayTypeOf, dayTypeTargetsText } from '@/shared/schemas/day-types';
import type { PortalDay, PortalPlan } from '@/shared/schemas/portal-plan';
import { usePortalFormats } from '../lib/portal-formats';

/**
 * "Training day · aim for 2,800 kcal · P 175 g · C 350 g · F 78 g" (or "11,715 kJ"): what kind of day this is and
 * what it aims at, in the client's energy unit.
 */
export function DayTypeTargets({ plan, day }: { plan: NonNullable<PortalPlan['plan']>; day: PortalDay }) {
  const formats = usePortalFormats();
  const type = dayTypeOf(plan.dayTypes, day.dayType);
  if (!type) return null;
  // Each figure kept whole, so a narrow screen breaks the line between figures and never inside one.
  const figures = dayTypeTargetsText(type, formats).split(' · ');
  return (
    <p data-day-type="" className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm text-body">
      <span className="inline-flex items-center gap-1.5 font-semibold text-foreground">
        <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-(--brand)" />
        {type.name}
      </span>
      <span className="text-subtle tabular-nums">
        {'aim for '}
        {figures.map((figure, index) => (
          <Fragment key={figure}>
            {index > 0 ? ' · ' : null}
            <span className="whitespace-nowrap">{figure}</span>
          </Fragment>
        ))}
      </span>
    </p>
  );
}
