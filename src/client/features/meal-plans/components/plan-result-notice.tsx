import { Link } from 'wouter';
import { AlertTriangle } from 'lucide-react';
import type { AppliedPlan } from '@/shared/schemas/plan-templates';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { useFormats } from '@/client/lib/use-formats';

const mealWords = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snacks: 'Snack' } as const;

/**
 * What a new plan from a template (or a copy) asks the practitioner to look at: every meal that conflicts with
 * the client's allergies or restrictions, and every day that could not reach its target. Nothing is hidden.
 */
export function PlanResultNotice({ plan, onDone }: { plan: AppliedPlan; onDone: () => void }) {
  const formats = useFormats();
  const clean = plan.conflicts.length === 0 && plan.notes.length === 0;
  return (
    <div className="grid gap-4">
      {clean ? (
        <Alert>
          <span>
            {plan.name} is ready: {formats.calendarDate(plan.startDate)} to {formats.calendarDate(plan.endDate)}
            {plan.targetCalories ? `, ${formats.energy(plan.targetCalories)} a day` : ''}. No meal conflicts with the
            client’s record.
          </span>
        </Alert>
      ) : null}
      {plan.conflicts.length ? (
        <section aria-labelledby="plan-conflicts" className="grid gap-2">
          <h3 id="plan-conflicts" className="flex items-center gap-2 text-sm font-semibold text-danger-700">
            <AlertTriangle aria-hidden="true" className="size-4" />
            {plan.conflicts.length === 1 ? '1 meal conflicts' : `${plan.conflicts.length} meals conflict`} with the
            client’s record
          </h3>
          <ul className="max-h-48 divide-y divide-border overflow-y-auto rounded-lg border border-border text-sm">
            {plan.conflicts.map((conflict, index) => (
              <li key={index} className="px-3 py-2">
                <span className="font-medium">
                  Day {conflict.dayNumber} ({formats.calendarDate(conflict.date)}), {mealWords[conflict.meal]}:{' '}
                  {conflict.recipeName}
                </span>
                <span className="block text-muted-foreground">{conflict.reason}</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            They are marked on the plan’s page too: swap those meals there.
          </p>
        </section>
      ) : null}
      {plan.notes.length ? (
        <section aria-labelledby="plan-notes" className="grid gap-2">
          <h3 id="plan-notes" className="text-sm font-semibold">
            Worth a look
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {plan.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Close
        </Button>
        <Button asChild>
          <Link href={`/meal-plans/${plan.id}`} onClick={onDone}>
            Open the new plan
          </Link>
        </Button>
      </div>
    </div>
  );
}
