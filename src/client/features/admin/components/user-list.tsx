import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Lock, Search, SearchX, ShieldCheck, X } from 'lucide-react';
import type { AdminUser } from '@/shared/schemas/admin';
import { roleLabels } from '@/shared/schemas/roles';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Input } from '@/client/components/ui/input';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ShowMore, useProgressiveList } from '@/client/components/ui/progressive-list';
import { relativeTime } from '@/client/features/dashboard';
import { cn } from '@/client/lib/cn';
import { RoleSelect } from './role-select';
import { fullNameOf, isLocked, matchesUserSearch } from '../lib/user-search';
import { useFormats } from '@/client/lib/use-formats';

type UserListProps = {
  users: AdminUser[];
  /** The signed-in admin. */
  selfId: string;
  now?: Date;
};

/** Searchable list of every account: a table from 1024 px, one card per account below that. */
export function UserList({ users, selfId, now = new Date() }: UserListProps) {
  const formats = useFormats();
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const shown = useMemo(() => users.filter((user) => matchesUserSearch(user, searched)), [users, searched]);
  const page = useProgressiveList(shown, searched);

  return (
    // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a long e-mail address must truncate, not widen the page.
    <section aria-labelledby="user-list-heading" className="mt-6 grid grid-cols-1 gap-4 sm:mt-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id="user-list-heading" className="text-lg font-semibold tracking-tight text-foreground">
            All Users
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground" aria-live="polite">
            {searched.trim()
              ? `${formats.number(shown.length)} of ${formats.number(users.length)} users`
              : `${formats.number(users.length)} ${users.length === 1 ? 'user' : 'users'}`}
          </p>
        </div>
        <div className="relative w-full sm:max-w-sm">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search by name, username or email"
            aria-label="Search users"
            className="pl-9"
          />
        </div>
      </div>

      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No users found"
          description={`No user's name, username or email contains “${searched.trim()}”.`}
          action={
            <Button variant="outline" onClick={() => setQuery('')}>
              <X aria-hidden="true" />
              Clear search
            </Button>
          }
        />
      ) : (
        <>
          <Card className="hidden overflow-hidden lg:block">
            <table className="w-full table-fixed text-left text-sm">
              <caption className="sr-only">Users, their roles and activity</caption>
              {/* Fixed widths: long names and addresses truncate in their column instead of squeezing the others. */}
              <colgroup>
                <col className="w-[29%]" />
                <col className="w-[16%]" />
                <col className="w-[7%]" />
                <col className="w-[7%]" />
                <col className="w-[12%]" />
                <col className="w-[13%]" />
                <col className="w-[16%]" />
              </colgroup>
              <thead className="border-b border-border bg-background/80 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                <tr>
                  <th scope="col" className="px-5 py-3 font-medium">
                    User
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3 text-right font-medium">
                    Clients
                  </th>
                  <th scope="col" className="px-3 py-3 text-right font-medium">
                    Plans
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Joined
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Last sign-in
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Role
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {page.visible.map((user) => (
                  <tr key={user.id} className="align-middle hover:bg-background/60">
                    <td className="px-5 py-3.5">
                      <UserIdentity user={user} isSelf={user.id === selfId} />
                    </td>
                    <td className="px-3 py-3.5">
                      <StatusBadges user={user} now={now} />
                    </td>
                    <td className="px-3 py-3.5 text-right text-body tabular-nums">{user.clientCount}</td>
                    <td className="px-3 py-3.5 text-right text-body tabular-nums">{user.mealPlanCount}</td>
                    <td className="px-3 py-3.5 whitespace-nowrap text-body">{formats.date(user.createdAt)}</td>
                    <td className="px-3 py-3.5 whitespace-nowrap text-body">
                      <LastSignIn user={user} now={now} />
                    </td>
                    <td className="px-5 py-3">
                      <RoleSelect user={user} isSelf={user.id === selfId} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:hidden">
            {page.visible.map((user) => (
              <li key={user.id}>
                <UserCard user={user} isSelf={user.id === selfId} now={now} />
              </li>
            ))}
          </ul>
          <ShowMore remaining={page.remaining} onMore={page.showMore} what="users" />
        </>
      )}
    </section>
  );
}

function UserCard({ user, isSelf, now }: { user: AdminUser; isSelf: boolean; now: Date }) {
  const formats = useFormats();
  return (
    <Card className="flex h-full flex-col p-4">
      <UserIdentity user={user} isSelf={isSelf} />
      <div className="mt-3">
        <StatusBadges user={user} now={now} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-border pt-3 text-sm">
        <Fact term="Clients" value={String(user.clientCount)} />
        <Fact term="Meal plans" value={String(user.mealPlanCount)} />
        <Fact term="Joined" value={formats.date(user.createdAt)} />
        <Fact term="Last sign-in" value={<LastSignIn user={user} now={now} />} />
      </dl>
      <div className="mt-auto pt-4">
        <RoleSelect user={user} isSelf={isSelf} />
      </div>
    </Card>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="truncate font-medium text-foreground-soft tabular-nums">{value}</dd>
    </div>
  );
}

function initialsOf(user: AdminUser): string {
  const initials = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (initials || user.username.charAt(0)).toUpperCase();
}

function UserIdentity({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          user.role === 'admin' ? 'bg-info-100 text-info-800' : 'bg-brand-100 text-brand-800',
        )}
      >
        {initialsOf(user)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span className="truncate font-semibold text-foreground">{fullNameOf(user)}</span>
          {isSelf ? (
            <Badge variant="outline" className="shrink-0 px-2 py-0 text-[0.7rem]">
              You
            </Badge>
          ) : null}
        </p>
        <p className="truncate text-xs text-muted-foreground" title={`@${user.username} · ${user.email}`}>
          <span className="text-subtle">{`@${user.username}`}</span>
          {' · '}
          {user.email}
        </p>
      </div>
    </div>
  );
}

function StatusBadges({ user, now }: { user: AdminUser; now: Date }) {
  const formats = useFormats();
  const locked = isLocked(user, now);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {user.role === 'admin' ? (
        <Badge variant="info">
          <ShieldCheck aria-hidden="true" />
          {roleLabels.admin}
        </Badge>
      ) : (
        <Badge variant="secondary">{roleLabels.user}</Badge>
      )}
      {locked && user.lockedUntil ? (
        <Badge variant="destructive" title={`Locked after failed sign-ins until ${formats.time(user.lockedUntil)}`}>
          <Lock aria-hidden="true" />
          Locked
        </Badge>
      ) : null}
    </div>
  );
}

function LastSignIn({ user, now }: { user: AdminUser; now: Date }) {
  const formats = useFormats();
  if (!user.lastLoginAt) return <span className="text-muted-foreground">Never</span>;
  return (
    <time dateTime={user.lastLoginAt} title={formats.date(user.lastLoginAt)}>
      {relativeTime(user.lastLoginAt, now)}
    </time>
  );
}

/** Rows of grey bars in the shape of the list, while it loads. */
export function UserListSkeleton() {
  return (
    <div role="status" className="mt-6 grid gap-3 sm:mt-8">
      <span className="sr-only">Loading users…</span>
      <div className="flex items-end justify-between gap-3">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="hidden h-10 w-80 sm:block" />
      </div>
      <Card className="divide-y divide-border">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="flex items-center gap-3 p-4">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3.5 w-40" />
              <Skeleton className="h-3 w-56 max-w-full" />
            </div>
            <Skeleton className="hidden h-9 w-44 sm:block" />
          </div>
        ))}
      </Card>
    </div>
  );
}
