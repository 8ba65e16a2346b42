import { CalendarClock, CreditCard, LoaderCircle, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SubscriptionStatus } from '@/shared/schemas/billing';
import { Alert } from '@/client/components/ui/alert';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { useFormats } from '@/client/lib/use-formats';
import {
  billingDate,
  canCancel,
  formatBillingDate,
  formatPrice,
  subscriptionStatusLabel,
  subscriptionStatusVariant,
} from '../lib/subscription-display';

type SubscriptionStatusCardProps = {
  status: SubscriptionStatus;
  /** Back from a confirmed payment, before Stripe's webhook has said so. */
  confirmingPayment: boolean;
  /** The payment form is open next to this card. */
  paying: boolean;
  onCancel: () => void;
};

const isTrial = (status: SubscriptionStatus) =>
  !status.hasSubscription && (status.status === 'trial' || status.status === 'trialing');

export function SubscriptionStatusCard({ status, confirmingPayment, paying, onCancel }: SubscriptionStatusCardProps) {
  const formats = useFormats();
  const label = subscriptionStatusLabel(status.status);
  const date = billingDate(status);
  const price = formatPrice(status.price);

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Your plan</CardTitle>
          <CardDescription>{isTrial(status) ? 'Free trial' : 'Platewise subscription'}</CardDescription>
        </div>
        <Badge variant={subscriptionStatusVariant(status.status)} className="shrink-0">
          {label}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Fact icon={<Sparkles aria-hidden="true" />} term="Status" value={label} />
          {price && !isTrial(status) ? (
            <Fact icon={<CreditCard aria-hidden="true" />} term="Price" value={price} />
          ) : null}
          {date ? (
            <Fact
              icon={<CalendarClock aria-hidden="true" />}
              term={date.label}
              value={formatBillingDate(date.epochSeconds, formats)}
            />
          ) : null}
        </dl>
        <StatusNote status={status} confirmingPayment={confirmingPayment} paying={paying} />
      </CardContent>
      {canCancel(status) ? (
        <CardFooter className="justify-end border-t border-border pt-4">
          <Button variant="outline" onClick={onCancel}>
            Cancel Subscription
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** One term of the list: a `dl`'s group holds only its `dt` and `dd`, so the icon sits inside the term. */
function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="relative min-h-8 min-w-0 pl-11">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-0.5 left-0 flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-4">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 font-medium text-foreground">{value}</dd>
    </div>
  );
}

/** One line of explanation for the states that need one. */
function StatusNote({
  status,
  confirmingPayment,
  paying,
}: {
  status: SubscriptionStatus;
  confirmingPayment: boolean;
  paying: boolean;
}) {
  if (isTrial(status)) {
    return (
      <Alert>
        <p className="font-medium">You're on the free trial.</p>
        <p className="mt-0.5">
          Start a subscription to keep your clients, meal plans and branded exports running without interruption.
        </p>
      </Alert>
    );
  }
  if (status.status === 'incomplete' && confirmingPayment) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Confirming your payment with Stripe…
      </p>
    );
  }
  if (status.status === 'incomplete' && paying) {
    return <p className="text-sm text-muted-foreground">Enter your payment details to activate your subscription.</p>;
  }
  if (status.status === 'incomplete') {
    return (
      <Alert>
        <p className="font-medium">Your first payment was not completed.</p>
        <p className="mt-0.5">Start the subscription again to finish paying; you won't be charged twice.</p>
      </Alert>
    );
  }
  if (status.status === 'past_due') {
    return (
      <Alert variant="destructive">
        <p className="font-medium">Your last payment did not go through.</p>
        <p className="mt-0.5">
          Stripe will retry the charge over the next few days. Make sure your card can be charged.
        </p>
      </Alert>
    );
  }
  if (status.hasSubscription && status.cancelAtPeriodEnd) {
    return (
      <Alert>
        <p className="font-medium">Your subscription will not renew.</p>
        <p className="mt-0.5">You keep full access until the end date above; you won't be charged again.</p>
      </Alert>
    );
  }
  if (status.status === 'canceled') {
    return (
      <p className="text-sm text-muted-foreground">Your subscription has ended. You can start a new one at any time.</p>
    );
  }
  return null;
}
