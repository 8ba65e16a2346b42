import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';

/** The profile's shape in grey while it loads, so nothing jumps when the details arrive. */
export function ClientProfileSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-5 sm:gap-6">
      <span className="sr-only">Loading client…</span>
      <Skeleton className="h-8 w-36" />
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-7">
        <Skeleton className="size-20 rounded-full sm:size-24" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-4 w-80 max-w-full" />
          <Skeleton className="h-3 w-40" />
        </div>
      </Card>
      <div className="grid gap-5 sm:gap-6 lg:grid-cols-3">
        <div className="grid gap-5 sm:gap-6 lg:col-span-2">
          {[0, 1].map((index) => (
            <Card key={index} className="space-y-4 p-6">
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <div className="flex gap-2">
                <Skeleton className="h-6 w-20 rounded-full" />
                <Skeleton className="h-6 w-24 rounded-full" />
              </div>
            </Card>
          ))}
        </div>
        <Card className="space-y-4 p-6">
          <Skeleton className="h-6 w-40" />
          <div className="grid grid-cols-2 gap-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-10" />
            ))}
          </div>
        </Card>
      </div>
    </div>
  );
}
