import { useState, type CSSProperties, type ReactNode } from 'react';
import { CalendarDays, LogOut, NotebookPen, Scale, ShoppingBasket, Sun } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { PortalMe } from '@/shared/schemas/portal-plan';
import { brandColors, contrastRatio } from '@/client/features/share';
import { cn } from '@/client/lib/cn';
import { usePortalSignOut } from '../api/use-portal-sign-out';

const tabs = [
  { href: '/', label: 'Today', icon: Sun },
  { href: '/diary', label: 'Diary', icon: NotebookPen },
  { href: '/week', label: 'Week', icon: CalendarDays },
  { href: '/shopping', label: 'Shopping', icon: ShoppingBasket },
  { href: '/weight', label: 'Weight', icon: Scale },
] as const;

/** The practice's colours as custom properties (set through the DOM style API, which the CSP allows). */
export function portalBrandStyle(practice: PortalMe['practice'] | null): CSSProperties {
  const colors = brandColors(practice?.brandColorPrimary, practice?.brandColorSecondary);
  // Brand-coloured text on white must still read (WCAG AA); a pale brand colour gives way to slate.
  const ink = contrastRatio(colors.primary, '#ffffff') >= 4.5 ? colors.primary : '#1e293b';
  return {
    '--brand': colors.primary,
    '--brand-2': colors.secondary,
    '--on-brand': colors.onPrimary,
    '--brand-ink': ink,
  } as CSSProperties;
}

/** The client's frame: the practice's letterhead on top, the four places as tabs (at the bottom on a phone). */
export function PortalShell({ me, children }: { me: PortalMe; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const signOut = usePortalSignOut();
  const [logoFailed, setLogoFailed] = useState(false);
  const practice = me.practice;
  const name = practice.businessName?.trim() || practice.practitionerName;

  return (
    <div style={portalBrandStyle(practice)} className="min-h-dvh bg-background pb-24 sm:pb-10">
      <header className="border-b-4 border-(--brand-2) bg-(--brand) text-(--on-brand)">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3 sm:px-6 sm:py-4">
          <div className="flex min-w-0 items-center gap-3">
            {practice.businessLogo && !logoFailed ? (
              <img
                src={practice.businessLogo}
                alt={`${name} logo`}
                onError={() => setLogoFailed(true)}
                className="size-10 shrink-0 rounded-lg bg-white object-contain p-1 shadow-sm"
              />
            ) : null}
            <div className="min-w-0">
              <p className="truncate text-base leading-tight font-semibold">{name}</p>
              <p className="truncate text-xs opacity-90">Hello, {me.client.firstName}</p>
            </div>
          </div>
          <button
            type="button"
            onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('~/login', { replace: true }) })}
            className="inline-flex h-10 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-medium hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-(--on-brand) focus-visible:outline-none"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </button>
        </div>
        <nav aria-label="Portal" className="hidden border-t border-black/10 sm:block">
          <ul className="mx-auto flex max-w-2xl gap-1 px-4 sm:px-6">
            {tabs.map((tab) => (
              <li key={tab.href}>
                <TabLink href={tab.href} active={location === tab.href} className="px-3 py-2.5">
                  <tab.icon aria-hidden="true" className="size-4" />
                  {tab.label}
                </TabLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <main className="mx-auto max-w-2xl px-4 pt-5 sm:px-6 sm:pt-8">{children}</main>

      {practice.contactEmail || practice.contactPhone ? (
        <footer className="mx-auto mt-10 max-w-2xl px-4 text-center text-xs text-subtle sm:px-6">
          Questions about your plan?{' '}
          {practice.contactEmail ? (
            <a className="font-medium underline" href={`mailto:${practice.contactEmail}`}>
              {practice.contactEmail}
            </a>
          ) : null}
          {practice.contactEmail && practice.contactPhone ? ' · ' : null}
          {practice.contactPhone ? (
            <a className="font-medium underline" href={`tel:${practice.contactPhone.replace(/[^\d+]/g, '')}`}>
              {practice.contactPhone}
            </a>
          ) : null}
        </footer>
      ) : null}

      <nav
        aria-label="Portal"
        className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-white/95 backdrop-blur sm:hidden"
      >
        <ul className="grid grid-cols-5">
          {tabs.map((tab) => (
            <li key={tab.href}>
              <TabLink href={tab.href} active={location === tab.href} className="flex-col gap-0.5 py-2 text-xs" mobile>
                <tab.icon aria-hidden="true" className="size-5" />
                {tab.label}
              </TabLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function TabLink({
  href,
  active,
  className,
  mobile = false,
  children,
}: {
  href: string;
  active: boolean;
  className?: string;
  mobile?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center justify-center gap-1.5 rounded-md text-sm font-medium focus-visible:ring-2 focus-visible:outline-none',
        mobile
          ? active
            ? 'text-(--brand-ink)'
            : 'text-subtle'
          : active
            ? 'bg-black/15 text-(--on-brand)'
            : 'text-(--on-brand) opacity-90 hover:bg-black/10',
        className,
      )}
    >
      {children}
    </Link>
  );
}
