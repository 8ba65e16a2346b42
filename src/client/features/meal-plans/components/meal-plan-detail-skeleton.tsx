import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';

/** The plan page's shape in grey while it loads, so nothing jumps when the plan arrives. */
export function MealPlanDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-5 sm:gap-6">
      <span className="sr-only">Loading meal plan…</span>
      <Skeleton className="h-8 w-40" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="h-4 w-48" />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-10 sm:w-28" />
          ))}
        </div>
      </div>
      <Card className="space-y-5 p-6">
        <Skeleton className="h-6 w-40" />
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="space-y-2">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-5 w-28" />
            </div>
          ))}
        </div>
      </Card>
      <div className="flex gap-2 overflow-hidden">
        {[0, 1, 2, 3, 4, 5, 6].map((index) => (
          <Skeleton key={index} className="h-24 w-[5.5rem] shrink-0 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="space-y-4 p-5">
          <Skeleton className="h-6 w-56" />
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </Card>
        <Card className="space-y-4 p-5">
          <Skeleton className="h-6 w-32" />
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </Card>
      </div>
    </div>
  );
}
