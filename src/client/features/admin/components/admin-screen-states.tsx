import { Link } from 'wouter';
import { ShieldX } from 'lucide-react';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';

/**
 * The server refused the admin data (401/403): the account lost its administrator role since the
 * page was opened. Shown under the screen's header, in place of its content.
 */
export function AdminAccessDenied({ description }: { description: string }) {
  return (
    <div>
      <EmptyState
        icon={ShieldX}
        title="Access Denied"
        description={description}
        tone="danger"
        className="border-solid border-border bg-surface shadow-card"
        action={
          <Button asChild>
            <Link href="/">Back to Dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}

/** Any other failure: says so in plain words and offers another try. */
export function AdminLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
