import { LoaderCircle } from 'lucide-react';

/** Whole-screen wait, used only while we find out whether the visitor is signed in. */
export function PageLoader({ label = 'Loading Platewise' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted-foreground"
    >
      <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-brand-500" />
      <span className="text-sm">{label}…</span>
    </div>
  );
}
