import { Skeleton } from '@/client/components/ui/skeleton';
import { SkeletonCardGrid } from '@/client/components/ui/skeleton-card-grid';

/** Shown inside the shell while a screen's code downloads, shaped like a typical list screen. */
export function ScreenSkeleton() {
  return (
    <div>
      <div className="mb-8 space-y-3">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <SkeletonCardGrid count={6} label="Loading screen" />
    </div>
  );
}
