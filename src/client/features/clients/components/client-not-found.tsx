import { Link } from 'wouter';
import { ArrowLeft, UserX } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { usePageTitle } from '@/client/lib/use-page-title';

/**
 * Shown for a missing client, another practice's client, and a failed load alike: the server
 * answers 404 for the first two on purpose, so the screen should not hint at the difference.
 */
export function ClientNotFound() {
  usePageTitle('Client Not Found');
  return (
    <EmptyState
      icon={UserX}
      tone="danger"
      titleAs="h1"
      title="Client Not Found"
      description="The client you're looking for doesn't exist or has been removed."
      action={
        <Button asChild variant="outline">
          <Link href="/clients">
            <ArrowLeft aria-hidden="true" />
            Back to Clients
          </Link>
        </Button>
      }
    />
  );
}
