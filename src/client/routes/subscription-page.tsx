import { CreditCard } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function SubscriptionPage() {
  return (
    <>
      <PageHeader title="Subscription" description="Your Platewise plan, what it includes and your billing details." />
      <BeingBuiltState
        icon={CreditCard}
        whatItWillDo="It will show your current plan and usage, and let you change plans."
      />
    </>
  );
}
