import {
  BookOpen,
  ChartColumn,
  ClipboardList,
  CopyPlus,
  CreditCard,
  Database,
  LayoutDashboard,
  Mail,
  Settings,
  SlidersHorizontal,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** `under`: other addresses whose pages belong to this entry (the practice's own foods, reached from Recipes). */
export type NavItem = { href: string; label: string; icon: LucideIcon; under?: readonly string[] };

/** The practitioner sidebar, in the order dietitians move through their week. */
export const practiceNavItems: readonly NavItem[] = [
  { href: '/', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/clients', label: 'Clients', icon: Users },
  { href: '/generate-meal-plan', label: 'Generate Meal Plan', icon: Sparkles },
  { href: '/meal-plans', label: 'Meal Plans', icon: ClipboardList },
  { href: '/plan-templates', label: 'Templates', icon: CopyPlus },
  { href: '/recipes', label: 'Recipes', icon: BookOpen, under: ['/foods'] },
  { href: '/recipe-database', label: 'Recipe Database', icon: Database },
  { href: '/reports', label: 'Reports', icon: ChartColumn },
  { href: '/subscription', label: 'Subscription', icon: CreditCard },
  { href: '/settings', label: 'Settings', icon: Settings },
];

export const adminNavItems: readonly NavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/admin/users', label: 'Users', icon: Users },
  { href: '/admin/emails', label: 'Emails', icon: Mail },
  { href: '/admin/settings', label: 'Settings', icon: SlidersHorizontal },
];

/**
 * An entry is active on its own page and on pages below it (/clients/42 keeps "Clients" lit),
 * but a section root ("/" or "/admin") only on itself, and "/recipes" never on "/recipe-database".
 */
export function isActivePath(location: string, href: string, sectionRoot = '/'): boolean {
  if (href === sectionRoot) return location === href;
  return location === href || location.startsWith(`${href}/`);
}

/** Whether the current page belongs to this entry: its own address, one below it, or one of its `under`. */
export function isActiveItem(location: string, item: NavItem, sectionRoot = '/'): boolean {
  return [item.href, ...(item.under ?? [])].some((href) => isActivePath(location, href, sectionRoot));
}

/** The entry the current page belongs to, for the top bar title. */
export function activeNavItem(location: string, items: readonly NavItem[], sectionRoot = '/'): NavItem | undefined {
  return items.find((item) => isActiveItem(location, item, sectionRoot));
}
