import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../src/platform/http/compression.ts';
import { DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

/*
 * Issue 27, compression: JSON answers in brotli or gzip as the client accepts, tiny bodies and
 * compressed formats as they are, the web's assets sent pre-compressed from a build's siblings.
 */

// A stand-in for the built web app with one asset and its pre-compressed siblings.
const webDist = mkdtempSync(join(tmpdir(), 'zerg-web-'));
mkdirSync(join(webDist, 'assets'));
const SCRIPT = `console.log(${JSON.stringify('zerg '.repeat(600))});`;
const PAGE = `<!doctype html><script src="/boot.js"></script>${'<!-- shell -->'.repeat(100)}`;
writeFileSync(join(webDist, 'index.html'), PAGE);
writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(PAGE));
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));

const ctx = useTestApp({ WEB_DIST_DIR: webDist });
let token: string;

beforeAll(async () => {
  token = (await login(ctx, DEMO.hrChief)).accessToken;
});

const list = (encoding?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/rrhh/employee/list',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    },
    payload: JSON.stringify({ perPage: 50 }),
  });

describe('JSON answers', () => {
  it('come in brotli or gzip as accepted, decoding to the same JSON, and plain without the header', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected);

    const identity = await list('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a tiny body alone', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('does not compress a download that is compressed already (xlsx)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/rrhh/employee/import-template',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('the web application', () => {
  const asset = (encoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the pre-compressed sibling the client accepts, with Vary, and the file itself otherwise', async () => {
    const br = await asset('gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends the app's page pre-compressed for any of its addresses", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/rrhh/employees',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(PAGE);
  });
});

describe('a streamed answer', () => {
  it('is compressed as it flows and arrives whole', async () => {
    const app = Fastify({ logger: false });
    await registerCompression(app);
    const rows = Array.from({ length: 500 }, (_, i) => `{"row":${i}}\n`);
    app.get('/lines', async (_request, reply) => reply.type('text/plain').send(Readable.from(rows)));
    const res = await app.inject({ method: 'GET', url: '/lines', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(rows.join(''));
    await app.close();
  });
});
