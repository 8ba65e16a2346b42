import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { publicUserSchema } from '../../../shared/schemas/auth.ts';
import { brandingInputSchema, logoUploadSchema } from '../../../shared/schemas/branding.ts';
import { actorOf, createRouter, type AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses, idPathParams, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import { imageResponse } from '../../lib/image-response.ts';
import { getOwnUpload, storeLogo, updateBranding } from './branding.service.ts';

const tags = ['Branding'];
const binary = { type: 'string', format: 'binary' } as const;
const imageContent = {
  'image/png': { schema: binary },
  'image/jpeg': { schema: binary },
};

const putBranding = createRoute({
  method: 'put',
  path: '/api/users/me/branding',
  tags,
  summary: 'Save the practice branding used on PDFs and share pages',
  request: { body: jsonBody(brandingInputSchema) },
  responses: {
    200: jsonResponse(publicUserSchema, 'The signed-in user with the new branding'),
    ...errorResponses(400, 401, 413, 415),
  },
});
const uploadLogo = createRoute({
  method: 'post',
  path: '/api/users/me/logo',
  tags,
  summary: 'Upload a logo (PNG or JPEG, at most 512 KB): the raw image, or multipart/form-data with a field named file',
  description:
    'Answers the address the app serves it from; put that address in businessLogo and save the branding. The type is read from the bytes, not from the declared content type.',
  request: {
    body: {
      required: true,
      content: {
        ...imageContent,
        'application/octet-stream': { schema: binary },
        // a plain schema object: the route reads the file itself, so nothing else consumes the body
        'multipart/form-data': { schema: { type: 'object', properties: { file: binary }, required: ['file'] } },
      },
    },
  },
  responses: { 201: jsonResponse(logoUploadSchema, 'Stored'), ...errorResponses(400, 401, 413, 415) },
});
const getUpload = createRoute({
  method: 'get',
  path: '/api/uploads/{id}',
  tags,
  summary: "One of the signed-in practitioner's uploaded files",
  request: { params: idPathParams },
  responses: { 200: { description: 'The image', content: imageContent }, ...errorResponses(401, 404) },
});

/** The bytes of the upload: a raw PNG/JPEG body, or the `file` field of a multipart form. */
async function uploadedBytes(c: Context<AppEnv>): Promise<Buffer> {
  const type = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data\s*;/i.test(type)) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError('bad_request', 'The upload could not be read. Choose the file again.');
    }
    const file = form.file;
    if (!(file instanceof File))
      throw new AppError('bad_request', 'Choose a PNG or JPEG file to upload', [
        { path: 'file', message: 'Choose a PNG or JPEG file to upload' },
      ]);
    return Buffer.from(await file.arrayBuffer());
  }
  if (/^(image\/(png|jpeg)|application\/octet-stream)\s*(;|$)/i.test(type))
    return Buffer.from(await c.req.arrayBuffer());
  throw new AppError(
    'unsupported_media_type',
    'Send the logo as a PNG or JPEG image (or multipart/form-data with a field named file)',
  );
}

export const brandingRoutes = createRouter()
  .openapi(putBranding, async (c) => c.json(await updateBranding(c.get('deps'), actorOf(c), c.req.valid('json')), 200))
  .openapi(uploadLogo, async (c) => {
    const actor = actorOf(c);
    return c.json(await storeLogo(c.get('deps'), actor, await uploadedBytes(c)), 201);
  })
  // An upload never changes under its id: the browser may keep it, but only for this signed-in user.
  .openapi(getUpload, async (c) =>
    imageResponse(c, await getOwnUpload(c.get('deps'), actorOf(c), c.req.valid('param').id), 'private, max-age=86400'),
  );
