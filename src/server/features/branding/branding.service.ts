import { and, eq, ne } from 'drizzle-orm';
import type { PublicUser } from '../../../shared/schemas/auth.ts';
import {
  LOGO_MAX_BYTES,
  uploadIdOf,
  uploadPath,
  type BrandingValues,
  type LogoUpload,
} from '../../../shared/schemas/branding.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { uploads, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PracticeBranding } from '../../lib/pdf/letterhead.ts';
import { inlineLogoBytes, inspectLogoImage } from '../../lib/pdf/logo-image.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { toPublicUser } from '../auth/auth.service.ts';
import { ownedBy } from '../../db/owned-by.ts';

const LOGO = 'logo';

export interface StoredImage {
  contentType: string;
  data: Buffer;
}

/**
 * Removes the practice's logo uploads other than `keepId`: at most the saved logo and one freshly uploaded
 * (not yet saved) logo exist per practice, so repeated uploads cannot fill the database.
 */
async function removeOtherLogos(deps: AppDeps, userId: string, keepId: string | null): Promise<void> {
  await deps.db
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.purpose, LOGO), ...(keepId ? [ne(uploads.id, keepId)] : [])));
}

export async function findLogoUpload(deps: AppDeps, ownerId: string, id: string) {
  const [row] = await deps.db
    .select({ id: uploads.id, contentType: uploads.contentType, data: uploads.data })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, ownerId), eq(uploads.purpose, LOGO)))
    .limit(1);
  return row ?? null;
}

/**
 * Saves the branding form. An uploaded logo must be one of the practice's own uploads; an inline image (the form
 * a logo took before uploads) passes the same checks as an upload.
 */
export async function updateBranding(deps: AppDeps, actor: Actor, values: BrandingValues): Promise<PublicUser> {
  const uploadId = uploadIdOf(values.businessLogo);
  const inline = inlineLogoBytes(values.businessLogo);
  if (inline) {
    const inspection = inspectLogoImage(inline.data);
    if (!inspection.ok)
      throw new AppError('bad_request', 'Some fields are not valid', [
        { path: 'businessLogo', message: inspection.message },
      ]);
  }
  if (uploadId && !(await findLogoUpload(deps, actor.id, uploadId))) {
    throw new AppError('bad_request', 'Some fields are not valid', [
      { path: 'businessLogo', message: 'That uploaded logo is no longer available. Upload the file again.' },
    ]);
  }
  const [row] = await deps.db
    .update(users)
    .set({ ...values, businessLogo: uploadId ? uploadPath(uploadId) : values.businessLogo })
    .where(eq(users.id, actor.id))
    .returning();
  if (!row) throw notFound('User');
  await removeOtherLogos(deps, actor.id, uploadId);
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'branding.updated',
    entityType: 'user',
    entityId: actor.id,
    summary: 'Updated the practice branding',
    at: deps.clock.now(),
  });
  return toPublicUser(row);
}

/**
 * Keeps an uploaded logo. What it is comes from the bytes (PNG or JPEG that a PDF can draw), never from the
 * declared type or the file name, and it must decode within the pixel and unpacked-size limits (checked from
 * its header and with a capped inflate, never by decoding it). The branding form then saves its address as
 * businessLogo.
 */
export async function storeLogo(deps: AppDeps, actor: Actor, data: Buffer): Promise<LogoUpload> {
  if (data.length === 0) throw new AppError('bad_request', 'Choose a PNG or JPEG file to upload');
  if (data.length > LOGO_MAX_BYTES) throw new AppError('payload_too_large', 'The logo must be at most 512 KB');
  const inspection = inspectLogoImage(data);
  if (!inspection.ok && inspection.problem === 'not_an_image')
    throw new AppError('unsupported_media_type', inspection.message);
  if (!inspection.ok)
    throw new AppError('bad_request', inspection.message, [{ path: 'file', message: inspection.message }]);
  const contentType = inspection.type;

  const [owner] = await deps.db
    .select({ businessLogo: users.businessLogo })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  await removeOtherLogos(deps, actor.id, uploadIdOf(owner?.businessLogo));
  const [row] = await deps.db
    .insert(uploads)
    .values({ userId: actor.id, purpose: LOGO, contentType, byteSize: data.length, data, createdAt: deps.clock.now() })
    .returning({ id: uploads.id });
  return { id: row.id, url: uploadPath(row.id), contentType, byteSize: data.length };
}

/** One of the signed-in practitioner's own uploads; anyone else's answers 404 like a missing one. */
export async function getOwnUpload(deps: AppDeps, actor: Actor, id: string): Promise<StoredImage> {
  if (!isUuid(id)) throw notFound('Upload');
  const [row] = await deps.db
    .select({ contentType: uploads.contentType, data: uploads.data })
    .from(uploads)
    .where(and(eq(uploads.id, id), ownedBy(uploads, actor)))
    .limit(1);
  if (!row) throw notFound('Upload');
  return row;
}

/** The practice as its PDFs and share pages show it. */
export async function getPracticeBranding(deps: AppDeps, userId: string): Promise<PracticeBranding> {
  const [owner] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!owner) throw notFound('User');
  return {
    practitionerName: `${owner.firstName} ${owner.lastName}`,
    businessName: owner.businessName,
    businessLogo: owner.businessLogo,
    tagline: owner.tagline,
    brandColorPrimary: owner.brandColorPrimary,
    brandColorSecondary: owner.brandColorSecondary,
    contactEmail: owner.contactEmail,
    contactPhone: owner.contactPhone,
    website: owner.website,
  };
}

/**
 * For a PDF: an uploaded logo is read from the database and handed over inline, so the renderer draws it
 * without any network access (and a web-address logo, which it never fetches, is simply left out).
 */
export async function withLogoForPdf<T extends { businessLogo: string | null }>(
  deps: AppDeps,
  ownerId: string,
  practice: T,
): Promise<T> {
  const uploadId = uploadIdOf(practice.businessLogo);
  if (!uploadId) return practice;
  const logo = await findLogoUpload(deps, ownerId, uploadId);
  return { ...practice, businessLogo: logo ? `data:${logo.contentType};base64,${logo.data.toString('base64')}` : null };
}

/** For the public share page: an uploaded logo is served through the share token, which anyone with the link has. */
export function withLogoForSharePage<T extends { businessLogo: string | null }>(practice: T, token: string): T {
  if (!uploadIdOf(practice.businessLogo)) return practice;
  return { ...practice, businessLogo: `/api/share/${encodeURIComponent(token)}/logo` };
}
