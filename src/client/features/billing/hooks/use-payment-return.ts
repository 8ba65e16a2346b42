import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/client/components/ui/use-toast';

/** What Stripe appends to return_url, plus our own success flag. The client secret must not stay in history. */
const RETURN_PARAMS = ['success', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * Back from Stripe after confirmPayment (/subscription?success=true): one toast, then the parameters leave the
 * address bar, so a reload or a bookmark does not announce the payment again. Answers true once a payment
 * came back confirmed, while the page waits for Stripe's webhook to turn the subscription active.
 */
export function usePaymentReturn(): boolean {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('success') !== 'true' || handled.current) return;
    handled.current = true;
    // A redirect-based method (a bank page) can come back refused even on the success address.
    if (params.get('redirect_status') === 'failed') {
      toast({
        variant: 'destructive',
        title: 'Payment Failed',
        description: 'The payment was not approved. Please try again or use another card.',
      });
    } else {
      toast({ title: 'Payment Successful', description: 'Thank you! Your subscription is being activated.' });
      setConfirmed(true);
    }
    for (const name of RETURN_PARAMS) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `/subscription?${rest}` : '/subscription', { replace: true });
  }, [search, navigate]);

  return confirmed;
}
