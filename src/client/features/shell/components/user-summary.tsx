import { roleLabels } from '@/shared/schemas/roles';
import { useSignedInUser } from '@/client/features/auth';
import { SignOutButton } from './sign-out-button';
import { UserAvatar } from './user-avatar';

/** Foot of the sidebar and drawer: who is signed in, and a sign-out that is always one click away. */
export function UserSummary() {
  const user = useSignedInUser();
  return (
    <div className="border-t border-border p-3">
      <div className="flex items-center gap-3 rounded-lg px-2 py-2">
        <UserAvatar user={user} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-foreground">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-xs text-muted-foreground">{roleLabels[user.role]}</p>
        </div>
      </div>
      <SignOutButton className="mt-1 w-full justify-start text-subtle" />
    </div>
  );
}
