import type { AppDeps } from '../app-env.ts';

type Sources = Record<string, string[]>;

/**
 * Stripe.js and the Payment Element, as Stripe's integration security guide lists them: the script, its
 * iframes (card fields, 3-D Secure via hooks.stripe.com) and the API it calls. Address autocomplete
 * (maps.googleapis.com) is left out: we do not use the Address Element.
 */
export const stripeSources: Sources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/**
 * The tawk.to widget draws its chat window in iframes it writes itself, so they run under this page's policy:
 * its script and its CDN, styles it injects inline, its fonts and images, and its live connection.
 */
export const chatSources: Sources = {
  'script-src': ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
  'style-src': ["'unsafe-inline'", 'https://embed.tawk.to', 'https://fonts.googleapis.com'],
  'font-src': ['https://*.tawk.to', 'https://fonts.gstatic.com'],
  'img-src': ['https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link', 'https://s3.amazonaws.com'],
  'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
  'frame-src': ['https://*.tawk.to'],
  'media-src': ['https://*.tawk.to'],
};

/** With Spoonacular as the recipe provider, its recipe photos load from its image CDN. */
export const spoonacularSources: Sources = { 'img-src': ['https://img.spoonacular.com', 'https://spoonacular.com'] };

export function paymentsInBrowser(deps: AppDeps): boolean {
  return Boolean(deps.payments?.configured && deps.payments.publishableKey);
}

export function chatInBrowser(deps: AppDeps): boolean {
  return Boolean(deps.config.chat?.propertyId && deps.config.chat.widgetId);
}

/** Outside origins the browser app needs: only for the services this server has keys for. */
export function thirdPartySources(deps: AppDeps): Sources[] {
  const sources: Sources[] = [];
  if (paymentsInBrowser(deps)) sources.push(stripeSources);
  if (chatInBrowser(deps)) sources.push(chatSources);
  if (deps.recipeProvider?.kind === 'spoonacular') sources.push(spoonacularSources);
  return sources;
}

/**
 * Adds sources to a policy. A directive the policy does not name falls back to default-src, so it starts
 * from default-src's sources rather than from nothing.
 */
export function widenPolicy(policy: string, additions: Sources[]): string {
  if (additions.length === 0) return policy;
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
  const fallback = directives.get('default-src') ?? [];
  for (const addition of additions) {
    for (const [name, values] of Object.entries(addition)) {
      const current = directives.get(name) ?? [...fallback];
      for (const value of values) if (!current.includes(value)) current.push(value);
      directives.set(name, current);
    }
  }
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** payment=() unless Stripe runs in the browser: its Payment Element offers Apple Pay / Google Pay from its frames. */
export function permissionsPolicyFor(deps: AppDeps, base: string): string {
  if (!paymentsInBrowser(deps)) return base;
  return base.replace('payment=()', 'payment=(self "https://js.stripe.com")');
}
