import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { LoaderCircle, LockKeyhole } from 'lucide-react';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';

type PaymentFormProps = {
  clientSecret: string;
  publishableKey: string;
  /** "$29.00 / month", when known */
  priceText: string | null;
};

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Stripe's Payment Element for the subscription's first invoice. Card details are typed into Stripe's own
 * frames and go straight to Stripe; this page never sees them. Stripe.js is fetched from js.stripe.com only
 * here, when the form is about to be shown (the "pure" entry point does not load it on import).
 */
export function PaymentForm({ clientSecret, publishableKey, priceText }: PaymentFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | null = null;
    setLoadState('loading');
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey);
      if (cancelled || !mountRef.current) return;
      if (!stripe) throw new Error('Stripe.js did not start');
      const elements = stripe.elements({
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: {
            colorPrimary: '#047857',
            colorText: '#0f172a',
            colorDanger: '#dc2626',
            borderRadius: '8px',
            fontFamily:
              'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
          },
        },
      });
      element = elements.create('payment', { layout: 'tabs' });
      element.on('ready', () => {
        if (!cancelled) setLoadState('ready');
      });
      element.on('loaderror', () => {
        if (!cancelled) setLoadState('failed');
      });
      element.mount(mountRef.current);
      stripeRef.current = { stripe, elements };
    })().catch(() => {
      if (!cancelled) setLoadState('failed');
    });
    return () => {
      cancelled = true;
      element?.destroy();
      stripeRef.current = null;
    };
  }, [clientSecret, publishableKey, attempt]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded || submitting) return;
    setSubmitting(true);
    // On success Stripe leaves this page for return_url (after 3-D Secure if the bank asks); we only get here on an error.
    const { error } = await loaded.stripe.confirmPayment({
      elements: loaded.elements,
      confirmParams: { return_url: `${window.location.origin}/subscription?success=true` },
    });
    toast({
      variant: 'destructive',
      title: 'Payment Failed',
      description: error.message ?? 'Your payment could not be completed. Please try again.',
    });
    setSubmitting(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment details</CardTitle>
        <CardDescription>
          {priceText
            ? `You'll be charged ${priceText} until you cancel.`
            : 'You will be charged for your first period now, then at each renewal until you cancel.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} aria-busy={loadState === 'loading' || submitting} className="grid gap-5">
          {loadState === 'failed' ? (
            <Alert variant="destructive">
              <p className="font-medium">The secure payment form could not be loaded.</p>
              <p className="mt-1">Check your internet connection, then try again.</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => setAttempt((count) => count + 1)}>
                Try again
              </Button>
            </Alert>
          ) : null}
          {loadState === 'loading' ? (
            <div className="grid gap-3" aria-label="Loading the payment form" role="status">
              <Skeleton className="h-10 w-full" />
              <div className="grid grid-cols-2 gap-3">
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
              </div>
              <Skeleton className="h-10 w-2/3" />
            </div>
          ) : null}
          <div ref={mountRef} className={loadState === 'ready' ? undefined : 'hidden'} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <LockKeyhole aria-hidden="true" className="size-3.5" />
              Payments are processed securely by Stripe.
            </p>
            <Button type="submit" disabled={loadState !== 'ready' || submitting}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? 'Processing...' : 'Subscribe'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
