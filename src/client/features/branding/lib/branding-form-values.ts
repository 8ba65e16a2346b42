import type { PublicUser } from '@/shared/schemas/auth';
import type { BrandingInput } from '@/shared/schemas/branding';

/** The form's starting point: the saved branding, with blanks as empty text (what Reset restores). */
export function brandingFormValues(user: PublicUser): BrandingInput {
  return {
    businessName: user.businessName ?? '',
    businessLogo: user.businessLogo ?? '',
    tagline: user.tagline ?? '',
    brandColorPrimary: user.brandColorPrimary,
    brandColorSecondary: user.brandColorSecondary,
    contactEmail: user.contactEmail ?? '',
    contactPhone: user.contactPhone ?? '',
    website: user.website ?? '',
  };
}
