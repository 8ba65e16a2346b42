// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '@/shared/schemas/billing';
import { fail, type ApiRoutes } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { SubscriptionOverview } from './subscription-overview';

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

function renderPage(api: ApiRoutes, path = '/subscription') {
  return renderWithApp(<SubscriptionOverview />, { api, path });
}

afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
});

describe('Subscription page', () => {
  it('shows the trial with its prompt, and says payments are not configured on Start without calling the server', async () => {
    const { api } = renderPage({ 'GET /api/subscription/status': trial });
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    expect(screen.getAllByText('Trial').length).toBeGreaterThan(0);
    expect(screen.getByText("You're on the free trial.")).toBeInTheDocument();
    expect(screen.getByText('Online payment is not set up on this server yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByText('Payment processing is not configured')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("says 'Setup Required' when the server asks for no payment, and 'Error' with the server's message when it fails", async () => {
    const { api } = renderPage({
      'GET /api/subscription/status': configuredTrial,
      'POST /api/subscription/create': { clientSecret: null },
    });
    expect(await screen.findByText('$29.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByText('Setup Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please configure your subscription pricing in the admin panel first.'),
    ).toBeInTheDocument();

    api.on(
      'POST /api/subscription/create',
      fail(503, 'The payment service is not reachable right now. Please try again in a moment.'),
    );
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
    renderPage({
      'GET /api/subscription/status': configuredTrial,
      'POST /api/subscription/create': { clientSecret: 'pi_123_secret_456' },
    });
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
    const { location } = renderPage(
      { 'GET /api/subscription/status': { ...configuredTrial, status: 'incomplete', currentPeriodEnd: periodEnd } },
      '/subscription?success=true&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
    );
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/subscription'));
    expect(await screen.findByText('Confirming your payment with Stripe…')).toBeInTheDocument();
  });

  it('shows the next billing date, and cancels at period end after confirmation', async () => {
    let current = active;
    const { api } = renderPage({
      'GET /api/subscription/status': () => current,
      'POST /api/subscription/cancel': () => (current = { ...active, cancelAtPeriodEnd: true }),
    });
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
    expect(api.callsTo('POST /api/subscription/cancel')).toHaveLength(1);
  });

  it("says 'Cancellation Failed' with the server's message", async () => {
    renderPage({
      'GET /api/subscription/status': active,
      'POST /api/subscription/cancel': fail(409, 'Your subscription is already set to end'),
    });
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
    renderPage({ 'GET /api/subscription/status': { ...active, status, hasSubscription: running } });
    expect((await screen.findAllByText(label)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: 'Start Subscription' }))).toBe(!running);
  });
});
