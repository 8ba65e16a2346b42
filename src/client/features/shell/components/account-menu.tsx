import { Link } from 'wouter';
import { LogOut, Settings } from 'lucide-react';
import { roleLabels } from '@/shared/schemas/roles';
import { Badge } from '@/client/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/client/components/ui/tooltip';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { useLogout, useSignedInUser } from '@/client/features/auth';
import { UserAvatar } from './user-avatar';

const avatarButtonClass =
  'rounded-full cursor-pointer transition-shadow hover:ring-4 hover:ring-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * The avatar in the top bar. Administrators get a shortcut into the admin area; practitioners
 * get a small menu with who they are and how to sign out.
 */
export function AccountMenu() {
  const user = useSignedInUser();
  const logout = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`;

  if (user.role === 'admin') {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <Link href="/admin" aria-label={`Admin dashboard (signed in as ${fullName})`} className={avatarButtonClass}>
            <UserAvatar user={user} />
          </Link>
        </TooltipTrigger>
        <TooltipContent>Admin dashboard</TooltipContent>
      </Tooltip>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={`Account menu for ${fullName}`} className={avatarButtonClass}>
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <p className="truncate font-semibold text-foreground">{fullName}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
          <Badge variant="default" className="mt-2">
            {roleLabels[user.role]}
          </Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem destructive disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
