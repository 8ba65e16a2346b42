import { useState } from 'react';
import { ListLoadError } from '@/client/components/ui/list-load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { PaymentForm } from './payment-form';
import { IncludedInPlanCard } from './plan-features';
import { StartSubscriptionCard } from './start-subscription-card';
import { formatPrice, priceParts } from '../lib/subscription-display';
import { SubscriptionStatusCard } from './subscription-status-card';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { useStartSubscription } from '../api/use-start-subscription';
import { useSubscriptionStatus } from '../api/use-subscription-status';

const NOT_CONFIGURED = 'Payment processing is not configured';

function notConfiguredToast() {
  toast({
    variant: 'destructive',
    title: NOT_CONFIGURED,
    description:
      "Online payment hasn't been set up on this Platewise server yet. Your trial continues in the meantime.",
  });
}

/** Status card; Start Subscription, then Stripe's payment form in its place; cancel with a confirmation. */
export function SubscriptionOverview() {
  const confirmingPayment = usePaymentReturn();
  const status = useSubscriptionStatus({ waitingForPayment: confirmingPayment });
  const start = useStartSubscription();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  if (status.isPending) return <SubscriptionSkeleton />;
  if (status.isError) {
    return (
      <ListLoadError what="subscription details" message={status.error.message} onRetry={() => void status.refetch()} />
    );
  }
  const current = status.data;

  function onStart() {
    if (!current.configured) return notConfiguredToast();
    start.mutate(undefined, {
      onSuccess: ({ clientSecret: secret }) => {
        if (!secret) {
          toast({
            variant: 'destructive',
            title: 'Setup Required',
            description: 'Please configure your subscription pricing in the admin panel first.',
          });
          return;
        }
        setClientSecret(secret);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.message === NOT_CONFIGURED) return notConfiguredToast();
        toast({
          variant: 'destructive',
          title: 'Error',
          description: error.message || 'Failed to initialize subscription',
        });
      },
    });
  }

  const showPayment = !current.hasSubscription && clientSecret !== null && current.publishableKey !== null;
  // Just back from paying, before the webhook: nothing to start, the payment is being confirmed.
  const showStart =
    !current.hasSubscription && clientSecret === null && !(confirmingPayment && current.status === 'incomplete');

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <SubscriptionStatusCard
        status={current}
        confirmingPayment={confirmingPayment}
        paying={showPayment}
        onCancel={() => setCancelOpen(true)}
      />
      {showStart ? (
        <StartSubscriptionCard
          price={current.price ? priceParts(current.price) : null}
          configured={current.configured}
          starting={start.isPending}
          onStart={onStart}
        />
      ) : null}
      {showPayment ? (
        <PaymentForm
          clientSecret={clientSecret}
          publishableKey={current.publishableKey!}
          priceText={formatPrice(current.price)}
        />
      ) : null}
      {!showStart && !showPayment ? <IncludedInPlanCard /> : null}
      <CancelSubscriptionDialog open={cancelOpen} onOpenChange={setCancelOpen} periodEnd={current.currentPeriodEnd} />
    </div>
  );
}

function SubscriptionSkeleton() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2" aria-busy="true" aria-label="Loading your subscription">
      {[0, 1].map((index) => (
        <div key={index} className="grid gap-4 rounded-xl border border-border bg-surface p-6 shadow-card">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
