import { z } from 'zod';

/** The practice's colours until it picks its own (spec section 9). */
export const defaultBrandColors = { primary: '#10b981', secondary: '#059669' } as const;

/** Logos are stored by the app itself (the `uploads` table): PNG or JPEG, at most this many bytes. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const logoContentTypes = ['image/png', 'image/jpeg'] as const;
export type LogoContentType = (typeof logoContentTypes)[number];

const UPLOAD_PATH = /^\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const INLINE_IMAGE = /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=]+$/i;
/** base64 of LOGO_MAX_BYTES, plus the data URL's prefix */
const MAX_INLINE_IMAGE_CHARS = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 32;

/** The app's own address for an uploaded file, e.g. '/api/uploads/3f0c…'. */
export function uploadPath(id: string): string {
  return `/api/uploads/${id}`;
}

/** The upload id when a logo is one the practice uploaded to the app; null for web addresses and inline images. */
export function uploadIdOf(logo: string | null | undefined): string | null {
  const match = UPLOAD_PATH.exec(logo ?? '');
  return match ? match[1].toLowerCase() : null;
}

/** An inline PNG or JPEG (`data:image/png;base64,…`), the form a logo took before uploads existed. */
export function isInlineImage(logo: string | null | undefined): boolean {
  return INLINE_IMAGE.test(logo ?? '');
}

/** http(s) with a real host name ('https://clinic.example/logo.png'); never javascript:, file: or credentials. */
function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}

/** 'www.clinic.example' is how people write their website: read it as https://www.clinic.example. */
function withScheme(value: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#].*)?$/i.test(value) ? `https://${value}` : value;
}

/** Empty text means "not given": stored as null, never as ''. */
function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

function hexColor(example: string) {
  const message = `Must be a valid hex color (e.g., ${example})`;
  return z
    .string({ message })
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, message)
    .transform((value) => value.toLowerCase());
}

const businessLogoSchema = z
  .string({ message: 'Must be a valid URL' })
  .trim()
  .max(MAX_INLINE_IMAGE_CHARS, 'The logo must be at most 512 KB')
  .nullish()
  .transform((value) => (value ? value : null))
  .superRefine((value, ctx) => {
    if (value === null || uploadIdOf(value)) return;
    if (isInlineImage(value)) {
      if (value.length > MAX_INLINE_IMAGE_CHARS)
        ctx.addIssue({ code: 'custom', message: 'The logo must be at most 512 KB' });
      return;
    }
    if (value.length > 2048 || !isWebAddress(value)) ctx.addIssue({ code: 'custom', message: 'Must be a valid URL' });
  });

const websiteSchema = z
  .string({ message: 'Must be a valid URL' })
  .trim()
  .max(2048, 'Must be a valid URL')
  .nullish()
  .transform((value) => (value ? withScheme(value) : null))
  .refine((value) => value === null || (value.length <= 2048 && isWebAddress(value)), 'Must be a valid URL');

/**
 * The branding form and `PUT /api/users/me/branding` (spec section 5). businessLogo is a web address, an inline
 * PNG/JPEG, or the app's own address of a logo the practice uploaded (`/api/uploads/{id}`).
 */
export const brandingInputSchema = z.strictObject({
  businessName: z
    .string({ message: 'Business name is required' })
    .trim()
    .min(1, 'Business name is required')
    .max(120, 'Business name must be at most 120 characters'),
  businessLogo: businessLogoSchema,
  tagline: optionalText(160, 'Tagline'),
  brandColorPrimary: hexColor(defaultBrandColors.primary),
  brandColorSecondary: hexColor(defaultBrandColors.secondary),
  contactEmail: z
    .union([z.string().trim().max(254, 'Must be a valid email').email('Must be a valid email'), z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null)),
  contactPhone: optionalText(40, 'Phone'),
  website: websiteSchema,
});
export type BrandingInput = z.input<typeof brandingInputSchema>;
export type BrandingValues = z.output<typeof brandingInputSchema>;

/** The answer to a logo upload: where the app serves it (put it in businessLogo and save). */
export const logoUploadSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  contentType: z.enum(logoContentTypes),
  byteSize: z.number().int(),
});
export type LogoUpload = z.infer<typeof logoUploadSchema>;
