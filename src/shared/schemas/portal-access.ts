/**
 * How a client gets into the portal and how the practitioner lets them in or out (issue 21, decision 0021):
 * the invitation, the accept form (set a password through the e-mailed link), and the sign-in answer that
 * tells the web app it holds a portal session rather than a practitioner's.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth.ts';

export const PORTAL_INVITE_DAYS = 7;

/** The token in /portal/accept/{token}: 32 random bytes, base64url. */
export const portalInviteTokenSchema = z
  .string({ message: 'The invitation link is not complete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The invitation link is not complete. Open the link from the e-mail again.');

/** POST /api/portal/accept: the same password rules as a practitioner's account. */
export const portalAcceptInputSchema = z
  .object({
    token: portalInviteTokenSchema,
    password: z
      .string({ message: 'Choose a password' })
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(256, 'Password must be at most 256 characters'),
  })
  .strict();
export type PortalAcceptInput = z.infer<typeof portalAcceptInputSchema>;

/** The accept screen's form: the password twice; the API takes it once. */
export const portalAcceptFormSchema = z
  .object({
    password: portalAcceptInputSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match',
  });
export type PortalAcceptForm = z.infer<typeof portalAcceptFormSchema>;

/**
 * What a portal sign-in (through POST /api/auth/login or POST /api/portal/accept) answers: `kind: 'portal'`
 * tells the web app to open the client's portal instead of the practitioner's screens.
 */
export const portalSessionSchema = z.object({
  kind: z.literal('portal'),
  clientId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type PortalSession = z.infer<typeof portalSessionSchema>;

/** POST /api/clients/{id}/portal-invite: the practitioner sends (or sends again) the invitation e-mail. */
export const portalInviteAnswerSchema = z.object({
  email: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
  /** the e-mail's outbox status: 'queued', or 'not_delivered' when no mail server is configured */
  emailStatus: z.string(),
  message: z.string(),
});
export type PortalInviteAnswer = z.infer<typeof portalInviteAnswerSchema>;
