import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Inbox, LockKeyhole, MailSearch, Search, SearchX, X } from 'lucide-react';
import type { EmailRecord } from '@/shared/schemas/admin';
import { EMAIL_HISTORY_PAGE_SIZE } from '@/shared/schemas/email-history-paging';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { ShowMore } from '@/client/components/ui/progressive-list';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import { DashboardPanel } from '@/client/features/dashboard';
import { cn } from '@/client/lib/cn';
import { emailKindLabel, emailStatusLook, resetLinkNote, showsError } from '../lib/email-status';
import { useEmailHistory } from '../api/use-email-history';
import { useFormats } from '@/client/lib/use-formats';

/** Every e-mail the app sent or tried to send, newest first, with its real delivery status; searchable, a page at a time. */
export function EmailHistory() {
  const formats = useFormats();
  const [query, setQuery] = useState('');
  const history = useEmailHistory(query);
  const failed = history.isError;
  const failureMessage = history.error?.message;

  // Once per failed load (errorUpdatedAt changes with each one), not on every render.
  useEffect(() => {
    if (failed) toast({ variant: 'destructive', title: 'Failed to fetch email history', description: failureMessage });
  }, [failed, failureMessage, history.errorUpdatedAt]);

  const pages = history.data?.pages;
  const emails = useMemo(() => pages?.flatMap((page) => page.emails) ?? [], [pages]);
  const total = pages?.[0]?.total ?? 0;
  const searched = query.trim();
  // The answer on screen may still be the previous search's while this one's first page loads.
  const searching = history.isPlaceholderData;
  const showingSearch = searched !== '' && !searching;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // An empty log shows its empty state without a search box; once it has e-mails the box stays, even with no match.
  const logIsEmpty = pages !== undefined && total === 0 && searched === '' && !searching;

  return (
    <DashboardPanel
      title="Recent Emails"
      description="Everything Platewise has sent, or refused over a sending limit: shopping lists, admin messages and password resets."
      icon={Inbox}
      aside={
        pages && total > 0 && !showingSearch ? (
          <span className="shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-subtle tabular-nums">
            {total === 1 ? '1 email' : `${formats.number(total)} emails`}
          </span>
        ) : null
      }
    >
      {pages ? (
        logIsEmpty ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-input px-4 py-10 text-center">
            <MailSearch aria-hidden="true" className="size-8 text-faint" strokeWidth={1.75} />
            <p className="mt-3 text-sm font-semibold text-foreground">No emails yet</p>
            <p className="mt-1 max-w-xs text-sm text-muted-foreground">
              Messages you send here and shopping lists practitioners e-mail will be listed with their delivery status.
            </p>
          </div>
        ) : (
          <div className="grid gap-3">
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
              />
              <Input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Search by recipient, subject or sender"
                aria-label="Search emails"
                className="pl-9"
              />
            </div>
            {/* Kept in the document while empty, so screen readers hear the count when a search starts. */}
            <p
              className={cn('text-sm text-muted-foreground', !showingSearch && !searching && 'sr-only')}
              aria-live="polite"
            >
              {showingSearch
                ? `${formats.number(total)} ${total === 1 ? 'email matches' : 'emails match'}`
                : searching
                  ? 'Searching…'
                  : ''}
            </p>
            {emails.length === 0 && !searching ? (
              <div className="flex flex-col items-center rounded-lg border border-dashed border-input px-4 py-8 text-center">
                <SearchX aria-hidden="true" className="size-8 text-faint" strokeWidth={1.75} />
                <h3 className="mt-3 text-sm font-semibold text-foreground">No emails found</h3>
                <p className="mt-1 max-w-xs text-sm break-words text-muted-foreground">{`No recipient, subject or sender contains “${searched}”.`}</p>
                <Button variant="outline" size="sm" className="mt-4" onClick={() => setQuery('')}>
                  <X aria-hidden="true" />
                  Clear search
                </Button>
              </div>
            ) : (
              <>
                <ol
                  className={cn('-mx-1 divide-y divide-border transition-opacity', searching && 'opacity-60')}
                  aria-busy={searching}
                >
                  {emails.map((email) => (
                    <EmailRow key={email.id} email={email} />
                  ))}
                </ol>
                <ShowMore
                  remaining={hasNextPage ? total - emails.length : 0}
                  onMore={loadMore}
                  what="emails"
                  pageSize={EMAIL_HISTORY_PAGE_SIZE}
                />
              </>
            )}
          </div>
        )
      ) : failed ? (
        <div role="alert" className="py-6 text-center text-sm text-destructive">
          <p>The email history could not be loaded.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div role="status" className="grid gap-4 py-1">
          <span className="sr-only">Loading emails…</span>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="flex items-start gap-3">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-3.5 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      )}
    </DashboardPanel>
  );
}

function EmailRow({ email }: { email: EmailRecord }) {
  const formats = useFormats();
  const look = emailStatusLook(email.status);
  const Icon = look.icon;
  const when = email.sentAt ?? email.createdAt;
  const resetNote = resetLinkNote(email);
  return (
    <li className="flex items-start gap-3 px-1 py-3.5">
      <span
        className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ring-1', look.iconClass)}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 text-sm font-semibold break-words text-foreground">{email.subject}</p>
          <span
            className={cn(
              'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
              look.badgeClass,
            )}
            data-status={email.status}
          >
            {look.label}
          </span>
        </div>
        <p className="mt-0.5 truncate text-sm text-body">
          <span className="text-muted-foreground">To </span>
          {email.recipient}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          <span>{`From ${email.senderName ?? 'Platewise'}`}</span>
          <span aria-hidden="true">·</span>
          <span>{emailKindLabel(email.kind)}</span>
          {/* On a phone the date gets its own line rather than a dot dangling at the end of one. */}
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <time dateTime={when} className="basis-full sm:basis-auto">
            {formats.dateTime(when)}
          </time>
        </p>
        {email.error && showsError(email.status) ? (
          <p
            className={cn(
              'mt-2 rounded-md px-2.5 py-1.5 text-xs leading-snug break-words',
              email.status === 'failed'
                ? 'bg-danger-50 text-danger-800'
                : email.status === 'refused'
                  ? 'bg-fuchsia-50 text-fuchsia-900'
                  : 'bg-warning-50 text-warning-900',
            )}
          >
            {breakableAtUnderscores(email.error)}
          </p>
        ) : null}
        {resetNote ? (
          <p className="mt-2 flex items-start gap-1.5 text-xs leading-snug text-muted-foreground">
            <LockKeyhole aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>{resetNote}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Setting names in a reason (EMAIL_QUOTA_PER_RECIPIENT_PER_HOUR) wrap at their underscores on a phone, not mid-word. */
function breakableAtUnderscores(text: string): ReactNode[] {
  return text.split('_').flatMap((part, index) => (index === 0 ? [part] : ['_', <wbr key={index} />, part]));
}
