import { useId } from 'react';
import type { AdminUser } from '@/shared/schemas/admin';
import { roleLabels, roles, type Role } from '@/shared/schemas/roles';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import { useChangeUserRole } from '../api/use-change-user-role';
import { fullNameOf } from '../lib/user-search';

/** "an Administrator", "a Practitioner". */
function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
}

type RoleSelectProps = {
  user: AdminUser;
  /** The signed-in admin's own row: nobody changes their own role from here. */
  isSelf: boolean;
  className?: string;
};

/** Practitioner or Administrator; a change goes to the server at once and is confirmed by a toast. */
export function RoleSelect({ user, isSelf, className }: RoleSelectProps) {
  const changeRole = useChangeUserRole();
  const hintId = useId();
  const name = fullNameOf(user);
  // While the change is on its way the select shows where it is going, not where it was.
  const shown = changeRole.isPending ? changeRole.variables.role : user.role;

  const change = (role: Role) => {
    if (role === user.role) return;
    changeRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: (updated) =>
          toast({ title: 'Role Updated', description: `${name} is now ${withArticle(roleLabels[updated.role])}.` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Update Failed',
            // 409: the server explains why (the last administrator, your own role); say exactly that.
            description:
              error.code === 'CONFLICT' && error.message
                ? error.message
                : 'Failed to update user role. Please try again.',
          }),
      },
    );
  };

  return (
    <div className={cn('grid gap-1', className)}>
      <NativeSelect
        aria-label={`Role for ${name}`}
        aria-describedby={isSelf ? hintId : undefined}
        value={shown}
        disabled={isSelf || changeRole.isPending}
        onChange={(event) => change(event.target.value as Role)}
        className="h-9"
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </NativeSelect>
      {isSelf ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          You cannot change your own role
        </p>
      ) : null}
    </div>
  );
}
