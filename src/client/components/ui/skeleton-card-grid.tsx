import { Card, CardContent } from './card';
import { Skeleton } from './skeleton';
import { cn } from '@/client/lib/cn';

type SkeletonCardGridProps = {
  /** How many placeholder cards to show while the real list loads. */
  count?: number;
  className?: string;
  label?: string;
};

export function SkeletonCardGrid({ count = 6, className, label = 'Loading' }: SkeletonCardGridProps) {
  return (
    <div role="status" aria-live="polite" className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', className)}>
      <span className="sr-only">{label}…</span>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} data-testid="skeleton-card">
          <CardContent className="space-y-4">
            <div className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-5/6" />
            <div className="flex gap-2 pt-1">
              <Skeleton className="h-6 w-16 rounded-full" />
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
