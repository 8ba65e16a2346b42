export const billingKeys = {
  subscriptionStatus: ['/api/subscription/status'] as const,
};
