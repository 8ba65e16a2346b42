import { z } from 'zod';
import { roles } from './roles.ts';

export const PASSWORD_MIN_LENGTH = 8;

const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password must be at most 256 characters');

export const registerInputSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(40, 'Username must be at most 40 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores'),
  email: z.string().trim().max(254).email('Enter a valid email address'),
  password: newPasswordSchema,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  /**
   * The browser's language (navigator.language), optional: the new account's locale and units start from it
   * (issue 34); an unsupported one starts from en-US. The spec's call, without it, is unchanged.
   */
  locale: z.string().trim().max(35).optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.strictObject({
  username: z.string().trim().min(1, 'Enter your username or email').max(254),
  password: z.string().min(1, 'Enter your password').max(256),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The signed-in user as the API shows it: never the password or its hash. */
export const publicUserSchema = z.object({
  id: z.string().uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  businessName: z.string().nullable(),
  businessLogo: z.string().nullable(),
  tagline: z.string().nullable(),
  brandColorPrimary: z.string(),
  brandColorSecondary: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  subscriptionStatus: z.string(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Signed in: the current password proves it is the owner, not someone at an unlocked screen. */
export const changePasswordInputSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(256),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const passwordResetRequestSchema = z.strictObject({
  email: z.string().trim().max(254).email('Enter a valid email address'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The token travels in the e-mailed link: 32 random bytes, base64url. */
export const passwordResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This reset link is not valid');

export const passwordResetConfirmSchema = z.strictObject({
  token: passwordResetTokenSchema,
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The one answer to a reset request, whether or not the address has an account. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "If an account exists for that address, we've sent a link to reset the password. It works once, for 30 minutes.";
export const passwordResetDoneSchema = z.object({ message: z.string() });

/** The forms ask for the new password twice; the API takes it once. */
const confirmMatches = { path: ['confirmPassword'], message: 'The two passwords do not match' };
export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.newPassword, confirmMatches);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const resetPasswordFormSchema = z
  .strictObject({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.newPassword, confirmMatches);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
