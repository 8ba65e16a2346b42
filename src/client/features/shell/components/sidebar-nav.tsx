import { Link, useLocation } from 'wouter';
import { cn } from '@/client/lib/cn';
import { isActiveItem, practiceNavItems } from '../lib/nav-items';

/** The practitioner's main navigation; rendered in the desktop sidebar and in the mobile drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="px-3">
      <ul className="grid gap-0.5">
        {practiceNavItems.map((item) => {
          const { href, label, icon: Icon } = item;
          const active = isActiveItem(location, item);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active
                    ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-100'
                    : 'text-subtle hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn(
                    'size-[1.125rem] shrink-0 transition-colors',
                    active ? 'text-brand-600' : 'text-faint group-hover:text-subtle',
                  )}
                />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
