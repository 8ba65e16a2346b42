import { useSignedInUser } from '@/client/features/auth';
import { isAccessError } from '../lib/access-error';
import { AdminAccessDenied, AdminLoadError } from './admin-screen-states';
import { useAdminUsers } from '../api/use-admin-users';
import { UserList, UserListSkeleton } from './user-list';
import { UserStatCards } from './user-stat-cards';

/** Counts, search and the role of every account. */
export function UserManagement() {
  const me = useSignedInUser();
  const users = useAdminUsers();

  if (users.isError && isAccessError(users.error)) {
    return <AdminAccessDenied description="You don't have permission to manage users." />;
  }
  // A failed refresh keeps the list that is already on screen.
  if (users.isError && !users.data) {
    return (
      <AdminLoadError
        message="Unable to load user data. Please try again later."
        onRetry={() => void users.refetch()}
      />
    );
  }

  return (
    <>
      <UserStatCards users={users.data} />
      {users.data ? <UserList users={users.data} selfId={me.id} /> : <UserListSkeleton />}
    </>
  );
}
