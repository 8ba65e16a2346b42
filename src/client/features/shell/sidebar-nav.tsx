import { Link, useLocation } from 'wouter';
import { cn } from '@/client/lib/cn';
import { isActivePath, practiceNavItems } from './nav-items';

/** The practitioner's main navigation; rendered in the desktop sidebar and in the mobile drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="px-3">
      <ul className="grid gap-0.5">
        {practiceNavItems.map(({ href, label, icon: Icon }) => {
          const active = isActivePath(location, href);
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
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn(
                    'size-[1.125rem] shrink-0 transition-colors',
                    active ? 'text-brand-600' : 'text-slate-400 group-hover:text-slate-600',
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
