import { TriangleAlert } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/**
 * What in a meal clashes with the client's allergies or diet ("Contains peanut (allergy)"). Written
 * out, not hidden in a tooltip: on a phone there is nothing to hover, and it is a safety matter.
 */
export function MealConflicts({ conflicts, className }: { conflicts: string[]; className?: string }) {
  if (conflicts.length === 0) return null;
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-md bg-warning-50 px-2.5 py-1.5 text-xs text-warning-950 ring-1 ring-warning-200',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-warning-600" />
      <div className="min-w-0">
        <span className="sr-only">Warning: </span>
        <ul aria-label="Diet warnings" className="grid gap-0.5 font-medium">
          {conflicts.map((conflict) => (
            <li key={conflict}>{conflict}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
