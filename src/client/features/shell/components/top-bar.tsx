import { Link, useLocation } from 'wouter';
import { Plus } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { AccountMenu } from './account-menu';
import { MobileNav } from './mobile-nav';
import { activeNavItem, practiceNavItems } from '../lib/nav-items';

export function TopBar() {
  const [location] = useLocation();
  const areaTitle =
    activeNavItem(location, practiceNavItems)?.label ?? (location.startsWith('/admin') ? 'Admin' : 'Platewise');

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
        <MobileNav />
        <p className="min-w-0 flex-1 truncate text-base font-semibold tracking-tight text-foreground">{areaTitle}</p>
        <Button asChild size="sm" className="h-9 px-3.5 text-sm">
          <Link href="/meal-plans">
            <Plus aria-hidden="true" />
            New Plan
          </Link>
        </Button>
        <AccountMenu />
      </div>
    </header>
  );
}
