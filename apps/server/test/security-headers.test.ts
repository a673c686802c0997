import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { multipart, TINY_PDF, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';

// A stand-in for the built web app, so the shell and its assets are served as in production.
const webDist = mkdtempSync(join(tmpdir(), 'zerg-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><script src="/boot.js"></script>');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

const ctx = useTestApp({ WEB_DIST_DIR: webDist });
let token: string;

beforeAll(async () => {
  token = (await login(ctx, DEMO.hrChief)).accessToken;
});

type Headers = Record<string, unknown>;

const get = async (url: string, auth = false) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, headers: res.headers as Headers };
};

const directives = (headers: Headers): Map<string, string> =>
  new Map(
    String(headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );

const expectCommonHeaders = (headers: Headers) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(directives(headers).get('frame-ancestors')).toBe("'none'");
};

describe('security headers', () => {
  it('the web app: scripts only from this origin, never inline, never framed', async () => {
    for (const url of ['/', '/login', '/rrhh/employees', '/assets/index-abc123.js']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expectCommonHeaders(res.headers);
      const csp = directives(res.headers);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
    }
  });

  it('API answers and errors: a policy under which nothing runs', async () => {
    for (const [url, auth] of [
      ['/api/health', false],
      ['/api/does-not-exist', false],
      ['/api/rrhh/employee/import-template', false],
    ] as const) {
      const res = await get(url, auth);
      expectCommonHeaders(res.headers);
      expect(directives(res.headers).get('default-src'), url).toBe("'none'");
    }
  });

  it('every download: xlsx, PDF and uploaded files', async () => {
    const xlsx = await get('/api/rrhh/employee/import-template', true);
    expect(xlsx.status).toBe(200);
    expectCommonHeaders(xlsx.headers);
    expect(directives(xlsx.headers).get('default-src')).toBe("'none'");

    const pdf = await client(ctx, token).post('/api/rrhh/employee/generate-worksheet-pdf', {
      employee_id: 1,
    });
    expect(pdf.status).toBe(200);
    expectCommonHeaders(pdf.headers);
    expect(directives(pdf.headers).get('default-src')).toBe("'none'");

    const body = await multipart(
      { employee_id: '10', kind: 'contract' },
      {
        name: 'contrato.pdf',
        type: 'application/pdf',
        data: TINY_PDF,
      },
    );
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/rrhh/employee/upload-file',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const file = await get(`/api/rrhh/employee/file/${(uploaded.json() as { id: number }).id}`, true);
    expect(file.status).toBe(200);
    expectCommonHeaders(file.headers);
    expect(directives(file.headers).get('default-src')).toBe("'none'");
  });

  it('keeps every download of personal data out of caches: Cache-Control no-store', async () => {
    // On main the employee photo answered `private, no-cache` (kept by the browser, revalidated).
    const photo = await multipart(
      { employee_id: '10' },
      { name: 'face.png', type: 'image/png', data: TINY_PNG },
    );
    const stored = await ctx.app.inject({
      method: 'POST',
      url: '/api/rrhh/employee/update-photo',
      headers: { authorization: `Bearer ${token}`, 'content-type': photo.contentType },
      payload: photo.payload,
    });
    expect(stored.statusCode).toBe(200);
    const answers = [
      await get('/api/rrhh/employee/photo/10', true),
      await get('/api/rrhh/employee/import-template', true),
      await client(ctx, token).post('/api/rrhh/employee/generate-worksheet-pdf', { employee_id: 10 }),
      await client(ctx, token).post('/api/rrhh/employee/export', {}),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(String(res.headers['cache-control'])).toContain('no-store');
    }
  });

  it('the API documentation has its own policy, still without inline script', async () => {
    const res = await get('/api/docs');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    const csp = directives(res.headers);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
  });
});
