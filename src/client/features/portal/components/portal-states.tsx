import type { LucideIcon } from 'lucide-react';
import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';

/** Something the screen could not load: said plainly, with a way to try again. */
export function PortalLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger-200 bg-danger-50/60 px-5 py-8 text-center">
      <CloudOff aria-hidden="true" className="mx-auto size-8 text-danger-600" strokeWidth={1.75} />
      <p className="mt-3 font-semibold text-foreground">{what} could not be loaded</p>
      <p className="mt-1 text-sm text-subtle">Check your internet connection, then try again.</p>
      <Button variant="outline" className="mt-5" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

export function PortalEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-input bg-white/70 px-6 py-12 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-(--brand)/10 text-(--brand-ink)">
        <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-foreground">{title}</h2>
      <div className="mt-2 text-sm leading-relaxed text-subtle">{children}</div>
    </div>
  );
}

/** Cards in the shape of what is coming, so the page does not jump when it arrives. */
export function PortalSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-7 w-48" />
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="rounded-2xl border border-border bg-white p-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-3 h-5 w-3/4" />
          <Skeleton className="mt-4 h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
