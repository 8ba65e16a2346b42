// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SubscriptionStatus } from '@/shared/schemas/billing';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/create-query-client';
import { SubscriptionOverview } from './subscription-overview';

configure({ asyncUtilTimeout: 5000 });

const trial: SubscriptionStatus = {
  status: 'trial',
  hasSubscription: false,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  configured: false,
  publishableKey: null,
  price: null,
};
const configuredTrial: SubscriptionStatus = {
  ...trial,
  configured: true,
  publishableKey: 'pk_test_page',
  price: { unitAmount: 2900, currency: 'usd', interval: 'month', intervalCount: 1 },
};
// 2026-03-01T12:00:00Z
const periodEnd = 1_772_366_400;
const active: SubscriptionStatus = {
  ...configuredTrial,
  status: 'active',
  hasSubscription: true,
  currentPeriodEnd: periodEnd,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (method: string, url: string) => Response | Promise<Response>;

function serve(handler: Handler) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      return handler(method, url);
    }),
  );
  return calls;
}

function renderPage(path = '/subscription') {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SubscriptionOverview />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { Stripe?: unknown }).Stripe;
});

describe('Subscription page', () => {
  it('shows the trial with its prompt, and says payments are not configured on Start without calling the server', async () => {
    const calls = serve(() => json(200, trial));
    renderPage();
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    expect(screen.getAllByText('Trial').length).toBeGreaterThan(0);
    expect(screen.getByText("You're on the free trial.")).toBeInTheDocument();
    expect(screen.getByText('Online payment is not set up on this server yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByText('Payment processing is not configured')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("says 'Setup Required' when the server asks for no payment, and 'Error' with the server's message when it fails", async () => {
    let answer: Response = json(200, { clientSecret: null });
    serve((method) => (method === 'POST' ? answer : json(200, configuredTrial)));
    renderPage();
    expect(await screen.findByText('$29.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByText('Setup Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please configure your subscription pricing in the admin panel first.'),
    ).toBeInTheDocument();

    answer = json(503, {
      message: 'The payment service is not reachable right now. Please try again in a moment.',
      errors: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('The payment service is not reachable right now. Please try again in a moment.'),
    ).toBeInTheDocument();
  });

  it("replaces the start card with Stripe's payment form and confirms with return_url /subscription?success=true", async () => {
    const confirmPayment = vi.fn(async () => ({ error: { type: 'card_error', message: 'Your card was declined.' } }));
    const mounted: string[] = [];
    const elementsOptions: unknown[] = [];
    // Stripe.js as js.stripe.com would define it (a stand-in for the outside script, not for our code).
    (window as { Stripe?: unknown }).Stripe = Object.assign(
      (key: string) => ({
        key,
        elements: (options: unknown) => {
          elementsOptions.push(options);
          return {
            create: (type: string) => {
              const handlers: Record<string, () => void> = {};
              return {
                on: (event: string, handler: () => void) => (handlers[event] = handler),
                mount: () => {
                  mounted.push(type);
                  setTimeout(() => handlers.ready?.(), 0);
                },
                destroy: () => undefined,
              };
            },
          };
        },
        confirmPayment,
      }),
      { version: 'endive' },
    );
    serve((method) =>
      method === 'POST' ? json(200, { clientSecret: 'pi_123_secret_456' }) : json(200, configuredTrial),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Subscription' }));

    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    expect(screen.queryByRole('button', { name: 'Start Subscription' })).not.toBeInTheDocument();
    await waitFor(() => expect(subscribe).toBeEnabled());
    expect(mounted).toEqual(['payment']);
    expect(elementsOptions[0]).toMatchObject({ clientSecret: 'pi_123_secret_456' });
    expect(screen.getByText("You'll be charged $29.00 per month until you cancel.")).toBeInTheDocument();

    fireEvent.click(subscribe);
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ confirmParams: { return_url: `${window.location.origin}/subscription?success=true` } }),
    );
  });

  it('announces a confirmed payment once and takes the parameters out of the address', async () => {
    serve(() => json(200, { ...configuredTrial, status: 'incomplete', currentPeriodEnd: periodEnd }));
    const location = renderPage(
      '/subscription?success=true&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
    );
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/subscription'));
    expect(await screen.findByText('Confirming your payment with Stripe…')).toBeInTheDocument();
  });

  it('shows the next billing date, and cancels at period end after confirmation', async () => {
    let current = active;
    const calls = serve((method, url) => {
      if (method === 'POST' && url === '/api/subscription/cancel') {
        current = { ...active, cancelAtPeriodEnd: true };
        return json(200, current);
      }
      return json(200, current);
    });
    renderPage();
    expect(await screen.findByText('Next billing date')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('$29.00 per month')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Subscription' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/stays active until Mar 1, 2026/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));

    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    expect(await screen.findByText('Ends on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(calls).toContain('POST /api/subscription/cancel');
  });

  it("says 'Cancellation Failed' with the server's message", async () => {
    serve((method) =>
      method === 'POST'
        ? json(409, { message: 'Your subscription is already set to end', errors: [] })
        : json(200, active),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('Your subscription is already set to end')).toBeInTheDocument();
  });

  it.each([
    ['past_due', 'Past Due', true],
    ['canceled', 'Canceled', false],
    ['paused', 'paused', true],
  ])('shows %s as %s, with no cancel offered', async (status, label, running) => {
    serve(() => json(200, { ...active, status, hasSubscription: running }));
    renderPage();
    expect((await screen.findAllByText(label)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: 'Start Subscription' }))).toBe(!running);
  });
});
