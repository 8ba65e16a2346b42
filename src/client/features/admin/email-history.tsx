import { useEffect, type ReactNode } from 'react';
import { Inbox, LockKeyhole, MailSearch } from 'lucide-react';
import type { EmailRecord } from '@/shared/schemas/admin';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import { DashboardPanel } from '@/client/features/dashboard/dashboard-panel';
import { cn } from '@/client/lib/cn';
import { emailKindLabel, emailStatusLook, formatEmailDate, resetLinkNote, showsError } from './email-status';
import { useEmailHistory } from './use-email-history';

/** Every e-mail the app sent or tried to send, newest first, with its real delivery status. */
export function EmailHistory() {
  const history = useEmailHistory();
  const failed = history.isError;
  const failureMessage = history.error?.message;

  // Once per failed load (errorUpdatedAt changes with each one), not on every render.
  useEffect(() => {
    if (failed) toast({ variant: 'destructive', title: 'Failed to fetch email history', description: failureMessage });
  }, [failed, failureMessage, history.errorUpdatedAt]);

  const count = history.data?.length;
  return (
    <DashboardPanel
      title="Recent Emails"
      description="Everything Platewise has sent, or refused over a sending limit: shopping lists, admin messages and password resets."
      icon={Inbox}
      aside={
        count ? (
          <span className="shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-slate-600 tabular-nums">
            {count === 1 ? '1 email' : `${count} emails`}
          </span>
        ) : null
      }
    >
      {history.data ? (
        history.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
            <MailSearch aria-hidden="true" className="size-8 text-slate-400" strokeWidth={1.75} />
            <p className="mt-3 text-sm font-semibold text-slate-900">No emails yet</p>
            <p className="mt-1 max-w-xs text-sm text-muted-foreground">
              Messages you send here and shopping lists practitioners e-mail will be listed with their delivery status.
            </p>
          </div>
        ) : (
          <ol className="-mx-1 divide-y divide-border">
            {history.data.map((email) => (
              <EmailRow key={email.id} email={email} />
            ))}
          </ol>
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
  const look = emailStatusLook(email.status);
  const Icon = look.icon;
  const when = email.sentAt ?? email.createdAt;
  const resetNote = resetLinkNote(email);
  return (
    <li className="flex items-start gap-3 px-1 py-3.5">
      <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ring-1', look.iconClass)}>
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 text-sm font-semibold break-words text-slate-900">{email.subject}</p>
          <span
            className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', look.badgeClass)}
            data-status={email.status}
          >
            {look.label}
          </span>
        </div>
        <p className="mt-0.5 truncate text-sm text-slate-700">
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
            {formatEmailDate(when)}
          </time>
        </p>
        {email.error && showsError(email.status) ? (
          <p className={cn('mt-2 rounded-md px-2.5 py-1.5 text-xs leading-snug break-words', email.status === 'failed' ? 'bg-red-50 text-red-800' : email.status === 'refused' ? 'bg-fuchsia-50 text-fuchsia-900' : 'bg-amber-50 text-amber-900')}>
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
