import { z } from 'zod';
import { parseTrustProxy } from './lib/trust-proxy.ts';

/** Every setting the server reads, parsed once at boot. A fresh clone runs with none of them set. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Proxies in front of the app: a number of hops (true = 1), or their addresses / CIDR ranges, comma-separated. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: ${(error as Error).message}` });
        return z.NEVER;
      }
    }),
  /** The address people open the app at (https://plans.example.com): the base of links in e-mails. */
  APP_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/?#\s]+\/?$/,
      'APP_URL must be the scheme and host the app is reached at, e.g. https://plans.example.com',
    )
    .transform((value) => value.replace(/\/$/, ''))
    .optional(),
  /** With a key, food search goes to USDA FoodData Central instead of the embedded SR28 data. */
  /** Built browser app to serve; defaults to dist/client of this checkout. */
  CLIENT_DIR: z.string().optional(),
  FDC_API_KEY: z.string().min(1).optional(),
  FDC_BASE_URL: z.string().url().default('https://api.nal.usda.gov/fdc'),
  /** With a key, the Recipe Database screen searches Spoonacular instead of the embedded catalogue. */
  SPOONACULAR_API_KEY: z.string().min(1).optional(),
  SPOONACULAR_BASE_URL: z.string().url().default('https://api.spoonacular.com'),
  /** e-mail: SMTP (smtp://user:pass@host:port or smtps://...) or Resend; with neither, e-mails are logged as not delivered */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_BASE_URL: z.string().url().default('https://api.resend.com'),
  EMAIL_FROM: z.string().default('Platewise <no-reply@platewise.local>'),
  /** What each practitioner may send (admin messages are not counted): see email.service.ts queueEmail. */
  EMAIL_QUOTA_PER_HOUR: z.coerce.number().int().min(1).default(20),
  EMAIL_QUOTA_PER_DAY: z.coerce.number().int().min(1).default(100),
  EMAIL_QUOTA_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  EMAIL_QUOTA_TRIAL_PER_DAY: z.coerce.number().int().min(1).default(30),
  /** payments: Stripe. Without the secret key and the price, billing is "not configured" and the trial goes on. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ (or rk_ for a restricted key)')
    .optional(),
  STRIPE_PRICE_ID: z
    .string()
    .regex(/^price_/, 'STRIPE_PRICE_ID must start with price_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_[A-Za-z0-9_]+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_... or pk_live_...')
    .optional(),
  /** Another Stripe API host (a local stand-in); Stripe's own by default. */
  STRIPE_API_BASE_URL: z.string().url().optional(),
  /** live chat (tawk.to): both ids, or the widget stays off with a console warning. Checked strictly: they go into a URL and the CSP. */
  CHAT_PROPERTY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'CHAT_PROPERTY_ID may hold only letters, digits, _ and -')
    .optional(),
  CHAT_WIDGET_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'CHAT_WIDGET_ID may hold only letters, digits, _ and -')
    .optional(),
});
export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return parsed.data;
}
