import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PlatewiseLogo } from '@/client/components/layout/platewise-logo';
import { SkipLink } from '@/client/components/layout/skip-link';
import { useScrollToTopOnNavigate } from '@/client/components/layout/use-scroll-to-top-on-navigate';
import { LiveChat } from '@/client/features/chat';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';
import { UserSummary } from './user-summary';

/** The practitioner's frame: fixed sidebar from 1024 px, hamburger drawer below that. */
export function AppShell({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <div className="min-h-dvh bg-background">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col border-r border-border bg-surface lg:flex">
        <div className="flex h-16 shrink-0 items-center border-b border-border px-6">
          <Link
            href="/"
            aria-label="Platewise dashboard"
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <PlatewiseLogo />
          </Link>
        </div>
        <div className="flex-1 overflow-y-auto py-3">
          <SidebarNav />
        </div>
        <UserSummary />
      </aside>

      <div className="flex min-h-dvh flex-col lg:pl-64">
        <TopBar />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">{children}</div>
        </main>
      </div>
      <LiveChat />
    </div>
  );
}
