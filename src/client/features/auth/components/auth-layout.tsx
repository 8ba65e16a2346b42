import type { ReactNode } from 'react';
import { CalendarCheck, HeartPulse, Share2 } from 'lucide-react';
import { PlatewiseLogo } from '@/client/components/layout/platewise-logo';

const highlights = [
  { icon: HeartPulse, text: 'Client profiles with goals, allergies and preferences in one place' },
  { icon: CalendarCheck, text: 'Personalised weekly meal plans built in minutes, not evenings' },
  { icon: Share2, text: 'Share a polished plan with a private link your client can open anywhere' },
] as const;

type AuthLayoutProps = {
  title: string;
  description: string;
  children: ReactNode;
  /** The "No account yet? Create one" line under the form. */
  footer: ReactNode;
};

/** The sign-in and sign-up frame: a centred card on a soft brand background, with the product pitch beside the form. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-linear-to-br from-brand-50 via-background to-success-100/70 px-4 py-10 sm:px-6">
      <div
        aria-hidden="true"
        className="absolute -top-32 -left-24 -z-10 size-96 rounded-full bg-brand-200/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -right-24 -bottom-40 -z-10 size-[28rem] rounded-full bg-teal-200/40 blur-3xl"
      />

      <main className="w-full max-w-5xl">
        <div className="grid overflow-hidden rounded-3xl border border-white/70 bg-surface/95 shadow-raised backdrop-blur lg:grid-cols-[1.05fr_1fr]">
          <section
            aria-label="About Platewise"
            className="relative hidden flex-col justify-between overflow-hidden bg-linear-to-br from-brand-600 via-brand-700 to-teal-800 p-10 text-white lg:flex"
          >
            <div
              aria-hidden="true"
              className="absolute -top-16 -right-16 size-64 rounded-full border-[28px] border-white/10"
            />
            <div aria-hidden="true" className="absolute -bottom-24 -left-10 size-72 rounded-full bg-white/5" />
            <PlatewiseLogo inverted className="relative" />
            <div className="relative mt-16">
              <p className="text-sm font-medium tracking-wide text-brand-200 uppercase">
                For dietitians & nutritionists
              </p>
              <p className="mt-3 text-3xl leading-tight font-semibold tracking-tight text-balance">
                Less admin, more time for the people you coach.
              </p>
              <ul className="mt-8 space-y-4">
                {highlights.map(({ icon: Icon, text }) => (
                  <li key={text} className="flex items-start gap-3 text-sm leading-relaxed text-brand-50">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/15 ring-1 ring-white/20">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <span className="pt-1.5">{text}</span>
                  </li>
                ))}
              </ul>
            </div>
            <p className="relative mt-12 text-xs text-brand-200">Your clients' data stays private to your practice.</p>
          </section>

          <section className="flex flex-col justify-center px-6 py-9 sm:px-10 sm:py-12">
            <div className="mb-8 lg:hidden">
              <PlatewiseLogo />
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                Client records, personalised meal plans and shareable plans for dietitians — in one calm workspace.
              </p>
            </div>
            <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
            <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
            <div className="mt-7">{children}</div>
            <div className="mt-7 border-t border-border pt-5 text-center text-sm text-muted-foreground">{footer}</div>
          </section>
        </div>
      </main>
    </div>
  );
}
