import { deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfImages, pdfText } from '../../../../tests/support/pdf-text.ts';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { gifImage, jpegImage, pngBomb, pngFromParts, pngImage } from '../../../../tests/support/test-images.ts';
import { activityLog, uploads, users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof registerAgent>>['agent'];

const validBranding = {
  businessName: 'Greenleaf Nutrition',
  businessLogo: '',
  tagline: 'Evidence-based nutrition for everyday life',
  brandColorPrimary: '#0F766E',
  brandColorSecondary: '#f59e0b',
  contactEmail: 'hello@greenleaf.example',
  contactPhone: '+44 20 7946 0321',
  website: 'www.greenleaf.example',
};

/** A logo upload as a browser sends it: the raw image, or a multipart form with a `file` field. */
async function upload(agent: Agent, body: Buffer | FormData, contentType?: string) {
  const headers: Record<string, string> = { cookie: agent.cookie ?? '' };
  if (contentType) headers['content-type'] = contentType;
  if (Buffer.isBuffer(body)) headers['content-length'] = String(body.length);
  const response = await t.app.request('http://localhost/api/users/me/logo', {
    method: 'POST',
    headers,
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
  });
  return { status: response.status, json: await response.json() };
}

function multipart(bytes: Buffer, name: string, type: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function logoUploadsOf(userId: string) {
  return t.deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.purpose, 'logo')));
}

describe('branding settings API', () => {
  it('saves every field: blanks as null, a bare website read as https, colours in lower case; audited', async () => {
    const { agent, user } = await registerAgent(t);
    const forged = await agent.request('PUT', '/api/users/me/branding', {
      body: { ...validBranding, userId: 'someone-else', role: 'admin' },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.errors.map((error: { path: string }) => error.path)).toEqual(['userId', 'role']);
    expect((await agent.request('GET', '/api/users/me')).json).toMatchObject({ role: 'user', businessName: null });
    const response = await agent.request('PUT', '/api/users/me/branding', {
      body: { ...validBranding, contactPhone: '  ' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: user.id,
      role: 'user',
      businessName: 'Greenleaf Nutrition',
      businessLogo: null,
      tagline: 'Evidence-based nutrition for everyday life',
      brandColorPrimary: '#0f766e',
      brandColorSecondary: '#f59e0b',
      contactEmail: 'hello@greenleaf.example',
      contactPhone: null,
      website: 'https://www.greenleaf.example',
    });
    expect((await agent.request('GET', '/api/users/me')).json).toMatchObject({
      businessName: 'Greenleaf Nutrition',
      website: 'https://www.greenleaf.example',
    });
    const [entry] = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.action, 'branding.updated')));
    expect(entry.summary).toBe('Updated the practice branding');
  });

  it('refuses each invalid field with the message the form shows, and changes nothing', async () => {
    const { agent, user } = await registerAgent(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ businessName: '' }, 'businessName', 'Business name is required'],
      [{ businessName: '   ' }, 'businessName', 'Business name is required'],
      [{ businessName: undefined }, 'businessName', 'Business name is required'],
      [{ businessLogo: 'my logo' }, 'businessLogo', 'Must be a valid URL'],
      [{ businessLogo: 'javascript:alert(1)' }, 'businessLogo', 'Must be a valid URL'],
      [{ businessLogo: 'ftp://files.example/logo.png' }, 'businessLogo', 'Must be a valid URL'],
      [{ brandColorPrimary: 'green' }, 'brandColorPrimary', 'Must be a valid hex color (e.g., #10b981)'],
      [{ brandColorPrimary: '#10b98' }, 'brandColorPrimary', 'Must be a valid hex color (e.g., #10b981)'],
      [{ brandColorSecondary: '059669' }, 'brandColorSecondary', 'Must be a valid hex color (e.g., #059669)'],
      [{ brandColorSecondary: '#05966g' }, 'brandColorSecondary', 'Must be a valid hex color (e.g., #059669)'],
      [{ contactEmail: 'hello at greenleaf' }, 'contactEmail', 'Must be a valid email'],
      [{ website: 'not a website' }, 'website', 'Must be a valid URL'],
      [{ website: 'mailto:hello@greenleaf.example' }, 'website', 'Must be a valid URL'],
    ];
    for (const [patch, field, message] of cases) {
      const response = await agent.request('PUT', '/api/users/me/branding', { body: { ...validBranding, ...patch } });
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect(response.json.message).toBe('Some fields are not valid');
      expect(response.json.errors, JSON.stringify(patch)).toEqual([{ path: field, message }]);
    }
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      businessName: null,
      brandColorPrimary: '#10b981',
      brandColorSecondary: '#059669',
      website: null,
    });
  });

  it('takes an optional tagline, phone and logo address as given', async () => {
    const { agent } = await registerAgent(t);
    const response = await agent.request('PUT', '/api/users/me/branding', {
      body: {
        businessName: 'Solo Practice',
        brandColorPrimary: '#123456',
        brandColorSecondary: '#abcdef',
        businessLogo: 'https://cdn.example.org/logo.png',
      },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      tagline: null,
      contactPhone: null,
      contactEmail: null,
      website: null,
      businessLogo: 'https://cdn.example.org/logo.png',
    });
  });
});

describe('logo uploads', () => {
  it('stores a PNG sent as is and a JPEG sent as a form, reading the type from the bytes', async () => {
    const { agent } = await registerAgent(t);
    const png = pngImage();
    const raw = await upload(agent, png, 'image/png');
    expect(raw.status).toBe(201);
    expect(raw.json).toMatchObject({
      url: `/api/uploads/${raw.json.id}`,
      contentType: 'image/png',
      byteSize: png.length,
    });

    const jpeg = jpegImage();
    // the declared type is wrong on purpose: the bytes decide
    const form = await upload(agent, multipart(jpeg, 'logo.png', 'image/png'));
    expect(form.status).toBe(201);
    expect(form.json.contentType).toBe('image/jpeg');

    const served = await t.app.request(`http://localhost${form.json.url}`, { headers: { cookie: agent.cookie! } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('refuses what is not a PNG or JPEG, whatever it claims to be, and anything over 512 KB', async () => {
    const { agent, user } = await registerAgent(t);
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>alert(1)</script>'.repeat(4)),
    ]);
    const refusals: [Buffer | FormData, string | undefined, number, string][] = [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/png',
        415,
        'The logo must be a PNG or JPEG image',
      ],
      [fakePng, 'image/png', 415, 'The logo must be a PNG or JPEG image'],
      [
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x02, 0x00]),
        'image/jpeg',
        415,
        'The logo must be a PNG or JPEG image',
      ],
      [multipart(gifImage(), 'logo.gif', 'image/gif'), undefined, 415, 'The logo must be a PNG or JPEG image'],
      [
        pngImage(),
        'text/plain',
        415,
        'Send the logo as a PNG or JPEG image (or multipart/form-data with a field named file)',
      ],
      [pngImage(300, 460, { noise: true }), 'image/png', 413, 'The logo must be at most 512 KB'],
      [Buffer.alloc(0), 'image/png', 400, 'Choose a PNG or JPEG file to upload'],
      [multipart(pngImage(), 'logo.png', 'image/png', 'image'), undefined, 400, 'Choose a PNG or JPEG file to upload'],
    ];
    for (const [body, type, status, message] of refusals) {
      const response = await upload(agent, body, type);
      expect(response.status, message).toBe(status);
      expect(response.json.message).toBe(message);
    }
    expect(await logoUploadsOf(user.id)).toEqual([]);
    expect(await upload(agent, pngImage(255, 500, { noise: true }), 'image/png')).toMatchObject({ status: 201 }); // just under 512 KB
  });

  it('keeps only the saved logo and the latest upload, and saves an upload only when it is the practice’s own', async () => {
    const { agent, user } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const first = (await upload(agent, pngImage(), 'image/png')).json;
    expect(
      (await agent.request('PUT', '/api/users/me/branding', { body: { ...validBranding, businessLogo: first.url } }))
        .json.businessLogo,
    ).toBe(first.url);
    const second = (await upload(agent, pngImage(30, 30), 'image/png')).json;
    const third = (await upload(agent, pngImage(40, 40), 'image/png')).json;
    expect((await logoUploadsOf(user.id)).map((row) => row.id).sort()).toEqual([first.id, third.id].sort());
    expect(second.id).not.toBe(third.id);

    const othersUpload = (await upload(other, pngImage(), 'image/png')).json;
    const refused = await agent.request('PUT', '/api/users/me/branding', {
      body: { ...validBranding, businessLogo: othersUpload.url },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      { path: 'businessLogo', message: 'That uploaded logo is no longer available. Upload the file again.' },
    ]);

    await agent.request('PUT', '/api/users/me/branding', { body: { ...validBranding, businessLogo: third.url } });
    expect((await logoUploadsOf(user.id)).map((row) => row.id)).toEqual([third.id]);
  });

  it('serves an upload to its owner only: 401 signed out, 404 to anyone else', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { url } = (await upload(agent, pngImage(), 'image/png')).json;
    expect((await createAgent(t).request('GET', url)).status).toBe(401);
    const response = await other.request('GET', url);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ code: 'NOT_FOUND', message: 'Upload not found', errors: [] });
    expect(
      (
        await createAgent(t).request('POST', '/api/users/me/logo', {
          rawBody: 'x',
          headers: { 'content-type': 'image/png' },
        })
      ).status,
    ).toBe(401);
  });

  it('shows an uploaded logo on the public share page through the share token, and no other upload', async () => {
    const { agent } = await registerAgent(t);
    const png = pngImage();
    const logo = (await upload(agent, png, 'image/png')).json;
    expect(
      (await agent.request('PUT', '/api/users/me/branding', { body: { ...validBranding, businessLogo: logo.url } }))
        .status,
    ).toBe(200);
    // uploaded but not saved: it stays private
    const unsaved = (await upload(agent, pngImage(50, 50), 'image/png')).json;
    const plan = (
      await agent.request('POST', '/api/meal-plans', {
        body: { name: 'Shared week', startDate: '2026-02-02', endDate: '2026-02-03' },
      })
    ).json;

    const anonymous = createAgent(t);
    const shared = await anonymous.request('GET', `/api/share/${plan.shareToken}`);
    expect(shared.json.practice.businessLogo).toBe(`/api/share/${plan.shareToken}/logo`);
    const image = await t.app.request(`http://localhost/api/share/${plan.shareToken}/logo`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    expect((await anonymous.request('GET', logo.url)).status).toBe(401);
    expect((await anonymous.request('GET', unsaved.url)).status).toBe(401);
    expect(shared.text).not.toContain(unsaved.id);
    expect((await anonymous.request('GET', '/api/share/AAAAAAAAAAAAAAAAAAAAAAAA/logo')).status).toBe(404);

    // a web address is passed on as it is, and there is no uploaded logo to serve
    await agent.request('PUT', '/api/users/me/branding', {
      body: { ...validBranding, businessLogo: 'https://cdn.example.org/logo.png' },
    });
    expect((await anonymous.request('GET', `/api/share/${plan.shareToken}`)).json.practice.businessLogo).toBe(
      'https://cdn.example.org/logo.png',
    );
    expect((await anonymous.request('GET', `/api/share/${plan.shareToken}/logo`)).status).toBe(404);
  });

  it('draws an uploaded logo in the meal-plan PDF, read from the database', async () => {
    const { agent } = await registerAgent(t);
    const logo = (await upload(agent, pngImage(48, 48), 'image/png')).json;
    await agent.request('PUT', '/api/users/me/branding', { body: { ...validBranding, businessLogo: logo.url } });
    const plan = (
      await agent.request('POST', '/api/meal-plans', {
        body: { name: 'Logo week', startDate: '2026-02-02', endDate: '2026-02-03' },
      })
    ).json;
    const response = await t.app.request(`http://localhost/api/meal-plans/${plan.id}/export-pdf`, {
      headers: { cookie: agent.cookie! },
    });
    expect(response.status).toBe(200);
    const file = Buffer.from(await response.arrayBuffer());
    const images = await pdfImages(file);
    expect(images).toMatch(/^\s*1\s+\d+\s+image\s+48\s+48\s/m);
    expect(await pdfText(file)).toContain('Greenleaf Nutrition');
  });

  it('refuses images too large once decoded with a 400 naming the limit, before decoding them, and stores nothing', async () => {
    const { agent, user } = await registerAgent(t);
    const bomb = await pngBomb(100 * 1024 * 1024); // 1 × 1 pixels declared, 100 MB of pixel data: about 100 KB
    const tooMany =
      'The logo is too large once decoded: at most 4096 × 4096 pixels. Save it smaller and upload it again.';
    const refusals: [Buffer | FormData, string | undefined, string][] = [
      [
        bomb,
        'image/png',
        'The logo unpacks to more data than its size in pixels allows, so it cannot be used. Save it again from your image editor.',
      ],
      [
        multipart(bomb, 'logo.png', 'image/png'),
        undefined,
        'The logo unpacks to more data than its size in pixels allows, so it cannot be used. Save it again from your image editor.',
      ],
      [pngFromParts(100_000, 100_000, deflateSync(Buffer.alloc(5))), 'image/png', tooMany],
      [jpegImage(65_535, 65_535), 'image/jpeg', tooMany],
    ];
    for (const [body, type, message] of refusals) {
      const response = await upload(agent, body, type);
      expect(response.status, message).toBe(400);
      expect(response.json).toEqual({ code: 'VALIDATION_FAILED', message, errors: [{ path: 'file', message }] });
    }
    expect(await logoUploadsOf(user.id)).toEqual([]);
    // at the limit is fine
    expect(await upload(agent, jpegImage(4096, 4096), 'image/jpeg')).toMatchObject({ status: 201 });
  });

  it('checks a logo saved inline in the branding form the same way', async () => {
    const { agent, user } = await registerAgent(t);
    const bomb = await pngBomb(20 * 1024 * 1024);
    const refused = await agent.request('PUT', '/api/users/me/branding', {
      body: { ...validBranding, businessLogo: `data:image/png;base64,${bomb.toString('base64')}` },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      { path: 'businessLogo', message: expect.stringContaining('unpacks to more data than its size in pixels allows') },
    ]);
    const [row] = await t.deps.db.select({ businessLogo: users.businessLogo }).from(users).where(eq(users.id, user.id));
    expect(row.businessLogo).toBeNull();
    const inline = `data:image/png;base64,${pngImage(32, 32).toString('base64')}`;
    expect(
      (await agent.request('PUT', '/api/users/me/branding', { body: { ...validBranding, businessLogo: inline } })).json
        .businessLogo,
    ).toBe(inline);
  });

  it('leaves out of the PDF a bomb stored before the limits existed: the letterhead shows the practice name', async () => {
    const { agent, user } = await registerAgent(t);
    await agent.request('PUT', '/api/users/me/branding', { body: validBranding });
    const bomb = await pngBomb(100 * 1024 * 1024);
    // as an upload accepted by the earlier, unlimited check would have been stored
    const [stored] = await t.deps.db
      .insert(uploads)
      .values({
        userId: user.id,
        purpose: 'logo',
        contentType: 'image/png',
        byteSize: bomb.length,
        data: bomb,
        createdAt: t.clock.now(),
      })
      .returning({ id: uploads.id });
    await t.deps.db
      .update(users)
      .set({ businessLogo: `/api/uploads/${stored.id}` })
      .where(eq(users.id, user.id));
    const plan = (
      await agent.request('POST', '/api/meal-plans', {
        body: { name: 'Old logo week', startDate: '2026-02-02', endDate: '2026-02-03' },
      })
    ).json;
    const response = await t.app.request(`http://localhost/api/meal-plans/${plan.id}/export-pdf`, {
      headers: { cookie: agent.cookie! },
    });
    expect(response.status).toBe(200);
    const file = Buffer.from(await response.arrayBuffer());
    expect((await pdfImages(file)).trim().split('\n')).toHaveLength(2); // the table's heading only: no image
    expect(await pdfText(file)).toContain('Greenleaf Nutrition');
  });

  it('lists the branding and upload routes in the API description', async () => {
    const document = (await createAgent(t).request('GET', '/api/openapi.json')).json;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/me/branding',
        '/api/users/me/logo',
        '/api/uploads/{id}',
        '/api/share/{token}/logo',
      ]),
    );
    expect(Object.keys(document.paths['/api/users/me/logo'].post.requestBody.content)).toEqual(
      expect.arrayContaining(['image/png', 'image/jpeg', 'multipart/form-data']),
    );
  });
});
