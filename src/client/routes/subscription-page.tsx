import { PageHeader } from '@/client/components/layout/page-header';
import { SubscriptionOverview } from '@/client/features/billing';

export function SubscriptionPage() {
  return (
    <>
      <PageHeader title="Subscription" description="Your Platewise plan, what it costs and when it renews." />
      <SubscriptionOverview />
    </>
  );
}
