import type { PublicUser } from '@/shared/schemas/auth';
import { cn } from '@/client/lib/cn';

function initialsOf(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  const initials = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (initials || user.username.charAt(0)).toUpperCase();
}

/** Initials in a brand circle; decorative, so the surrounding control carries the accessible name. */
export function UserAvatar({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-400 to-brand-600',
        'text-sm font-semibold text-white ring-2 ring-white',
        className,
      )}
    >
      {initialsOf(user)}
    </span>
  );
}
