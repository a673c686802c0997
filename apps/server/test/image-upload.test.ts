import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from './setup/http.ts';
import { multipart, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let token: string;

beforeAll(async () => {
  token = (await login(ctx, DEMO.hrChief)).accessToken;
});

const uploadPhoto = async (data: Buffer, name = 'me.png', type = 'image/png') => {
  const body = await multipart({ employee_id: '10' }, { name, type, data });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/rrhh/employee/update-photo',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as { code?: string; errors?: Record<string, string[]> } };
};

const storedPhoto = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/rrhh/employee/photo/10',
    headers: { authorization: `Bearer ${token}` },
  });
  return { type: res.headers['content-type'], data: res.rawPayload };
};

describe('uploaded images are re-encoded', () => {
  it('a PNG followed by HTML is stored as a fresh image without the HTML', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const polyglot = Buffer.concat([TINY_PNG, html]);
    expect((await uploadPhoto(polyglot)).status).toBe(200);
    const stored = await storedPhoto();
    expect(stored.data.equals(polyglot)).toBe(false);
    expect(stored.data.includes(Buffer.from('<script'))).toBe(false);
    expect(stored.data.includes(Buffer.from('<html'))).toBe(false);
    expect(stored.type).toBe('image/jpeg');
    expect((await sharp(stored.data).metadata()).format).toBe('jpeg');
  });

  it('drops metadata and scales a large image down to 1024 pixels', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3366cc' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-tag' } } })
      .jpeg()
      .toBuffer();
    expect(big.includes(Buffer.from('secret-location-tag'))).toBe(true);
    expect((await uploadPhoto(big, 'big.jpg', 'image/jpeg')).status).toBe(200);
    const stored = await storedPhoto();
    const meta = await sharp(stored.data).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 512]);
    expect(meta.exif).toBeUndefined();
    expect(stored.data.includes(Buffer.from('secret-location-tag'))).toBe(false);
  });

  it('refuses bytes that look like a PNG but do not decode, naming the field', async () => {
    const broken = Buffer.concat([TINY_PNG.subarray(0, 40), Buffer.from('not the rest of an image')]);
    const res = await uploadPhoto(broken);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      errors: { file: ['Must be a valid image'] },
    });
  });
});
