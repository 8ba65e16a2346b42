import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Menu } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { PlatewiseLogo } from '@/client/components/layout/platewise-logo';
import { SidebarNav } from './sidebar-nav';
import { UserSummary } from './user-summary';

/** Below the lg breakpoint the sidebar becomes this drawer, opened from the hamburger in the top bar. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();

  // Any navigation (including the browser's back button) closes the drawer.
  useEffect(() => setOpen(false), [location]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label="Open navigation menu">
          <Menu aria-hidden="true" className="size-5!" />
        </Button>
      </DialogTrigger>
      <DialogContent side="left" className="lg:hidden">
        <DialogTitle className="sr-only">Navigation</DialogTitle>
        <DialogDescription className="sr-only">Move between the areas of Platewise</DialogDescription>
        <div className="flex h-16 shrink-0 items-center px-6">
          <PlatewiseLogo />
        </div>
        <div className="flex-1 overflow-y-auto py-3">
          <SidebarNav onNavigate={() => setOpen(false)} />
        </div>
        <UserSummary />
      </DialogContent>
    </Dialog>
  );
}
