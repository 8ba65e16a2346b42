import { ClipboardList } from 'lucide-react';
import { PlatewiseLogo } from '@/client/components/layout/platewise-logo';
import { usePageTitle } from '@/client/lib/use-page-title';

/** Public page a client opens from a share link; no account needed. The plan view itself comes later. */
export function SharedPlanPage() {
  usePageTitle('Shared meal plan');
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 to-background">
      <header className="mx-auto flex w-full max-w-3xl items-center px-6 py-6">
        <PlatewiseLogo />
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-6 pt-10 pb-16 text-center sm:pt-16">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-surface text-brand-600 shadow-card ring-1 ring-brand-100">
          <ClipboardList aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </div>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">Shared meal plan</h1>
        <p className="mt-3 max-w-md text-base leading-relaxed text-muted-foreground">
          The shared view is being prepared. Soon this link will show the meal plan your dietitian shared with you,
          day by day, ready to print.
        </p>
        <p className="mt-8 text-sm text-slate-500">In the meantime, please check with your dietitian directly.</p>
      </main>
    </div>
  );
}
