import type { ReactNode } from 'react';
import { CloudOff, Link2Off, RotateCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';

function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-linear-to-br from-background via-background to-brand-50 px-4 py-12">
      <main className="w-full max-w-md">
        <Card className="shadow-raised">
          <CardContent className="p-7 text-center sm:p-8">{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}

/**
 * A link that opens nothing: withdrawn, replaced by a new one, expired, its plan cancelled, or never valid. The
 * reader is told the same in every case (the server shows none of the plan), and what to do about it.
 * Deliberately no way into the app: the reader is a client, not a practitioner.
 */
export function SharedPlanNotFound() {
  return (
    <CenteredCard>
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground ring-1 ring-border">
        <Link2Off aria-hidden="true" className="size-7" strokeWidth={1.75} />
      </div>
      <h1 className="mt-5 text-xl font-semibold tracking-tight text-foreground">This link is no longer available</h1>
      <p className="mt-3 text-sm leading-relaxed text-subtle">
        Your dietitian may have replaced or withdrawn it, or it has expired. Please ask them for a new link.
      </p>
    </CenteredCard>
  );
}

export function SharedPlanLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <CenteredCard>
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-danger-50 text-danger-600 ring-1 ring-danger-200">
        <CloudOff aria-hidden="true" className="size-7" strokeWidth={1.75} />
      </div>
      <h1 className="mt-5 text-xl font-semibold tracking-tight text-foreground">This plan could not be loaded</h1>
      <p className="mt-3 text-sm leading-relaxed text-subtle">Check your internet connection, then try again.</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </CenteredCard>
  );
}

/** The page's outline while the plan loads: a letterhead band, the plan card and two days. */
export function SharedPlanSkeleton() {
  return (
    <div role="status" aria-live="polite" className="min-h-dvh bg-background">
      <span className="sr-only">Loading the meal plan…</span>
      <div className="bg-border/80">
        <div className="mx-auto flex w-full max-w-4xl items-center gap-4 px-4 py-6 sm:px-6 sm:py-8">
          <Skeleton className="size-14 rounded-xl bg-input/70 sm:size-16" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-6 w-48 bg-input/70" />
            <Skeleton className="h-4 w-64 max-w-full bg-input/70" />
          </div>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <Card className="grid gap-3 p-5 sm:p-6">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <div className="flex gap-2 pt-2">
            <Skeleton className="h-14 w-28 rounded-lg" />
            <Skeleton className="h-14 w-28 rounded-lg" />
            <Skeleton className="h-14 w-28 rounded-lg" />
          </div>
        </Card>
        {[0, 1].map((index) => (
          <Card key={index} className="grid gap-4 p-5">
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-4/6" />
          </Card>
        ))}
      </div>
    </div>
  );
}
