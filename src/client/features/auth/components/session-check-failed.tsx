import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/** Shown when we cannot tell who is signed in (server down, offline): retrying beats a false "please sign in". */
export function SessionCheckFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-background px-6 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-warning-50 text-warning-600 ring-1 ring-warning-200">
        <CloudOff aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-5 text-xl font-semibold tracking-tight">We can't reach Platewise right now</h1>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">{message}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </main>
  );
}
