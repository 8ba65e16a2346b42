import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, LogOut } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { PlatewiseLogo } from '@/client/components/layout/platewise-logo';
import { SkipLink } from '@/client/components/layout/skip-link';
import { useScrollToTopOnNavigate } from '@/client/components/layout/use-scroll-to-top-on-navigate';
import { useLogout } from '@/client/features/auth';
import { cn } from '@/client/lib/cn';
import { adminNavItems, isActivePath } from '../lib/nav-items';

/**
 * The administrator's frame: a top bar instead of the sidebar, so it is obvious you are in the
 * admin area. On narrow screens the tabs scroll sideways rather than wrapping.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  const [location] = useLocation();
  const logout = useLogout();

  return (
    <div className="min-h-dvh bg-background">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-foreground-soft bg-foreground text-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <Link
            href="/admin"
            aria-label="Admin dashboard"
            className="flex items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
          >
            <PlatewiseLogo inverted />
            <Badge className="bg-brand-500/20 text-brand-200 ring-1 ring-brand-400/30">Admin</Badge>
          </Link>

          <nav aria-label="Admin" className="ml-6 hidden md:block">
            <AdminTabs location={location} />
          </nav>

          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
            <Button
              asChild
              variant="ghost"
              size="sm"
              className="h-9 text-disabled hover:bg-white/10 hover:text-white focus-visible:ring-offset-foreground"
            >
              <Link href="/">
                <ArrowLeft aria-hidden="true" />
                {/* Icon-only below 640 px so the bar fits a phone; the text stays the accessible name. */}
                <span className="sr-only sm:not-sr-only">Back to App</span>
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className="h-9 text-disabled hover:bg-white/10 hover:text-white focus-visible:ring-offset-foreground"
            >
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{logout.isPending ? 'Logging out...' : 'Logout'}</span>
            </Button>
          </div>
        </div>

        <nav aria-label="Admin" className="border-t border-white/10 md:hidden">
          <div className="overflow-x-auto px-2 [scrollbar-width:none]">
            <AdminTabs location={location} />
          </div>
        </nav>
      </header>

      <main id="main-content" tabIndex={-1} className="outline-none">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">{children}</div>
      </main>
    </div>
  );
}

function AdminTabs({ location }: { location: string }) {
  return (
    <ul className="flex w-max items-center gap-1">
      {adminNavItems.map(({ href, label, icon: Icon }) => {
        const active = isActivePath(location, href, '/admin');
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400',
                active ? 'bg-white/10 text-white' : 'text-faint hover:bg-white/5 hover:text-white',
              )}
            >
              <Icon
                aria-hidden="true"
                className={cn('hidden size-4 sm:block', active ? 'text-brand-400' : undefined)}
              />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
