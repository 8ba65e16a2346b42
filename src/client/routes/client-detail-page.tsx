import { Link } from 'wouter';
import { ArrowLeft, UserRound } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';

export function ClientDetailPage() {
  return (
    <>
      <PageHeader
        title="Client profile"
        description="Goals, health notes and meal plan history for one client."
        actions={
          <Button asChild variant="outline">
            <Link href="/clients">
              <ArrowLeft aria-hidden="true" />
              All clients
            </Link>
          </Button>
        }
      />
      <BeingBuiltState
        icon={UserRound}
        whatItWillDo="It will show this client's details, dietary restrictions and every meal plan you have created for them."
      />
    </>
  );
}
