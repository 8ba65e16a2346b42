import { Link } from 'wouter';
import { ShieldX } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { usePageTitle } from '@/client/lib/use-page-title';

/** What a practitioner sees on /admin*. The server refuses the admin API too; this is only the explanation. */
export function AccessDenied() {
  usePageTitle('Access Denied');
  return (
    <div className="py-6">
      <EmptyState
        icon={ShieldX}
        title="Access Denied"
        description="You don't have permission to access the admin dashboard."
        tone="danger"
        titleAs="h1"
        className="border-solid border-border bg-surface shadow-card [&_h1]:text-2xl"
        action={
          <Button asChild>
            <Link href="/">Back to Dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
