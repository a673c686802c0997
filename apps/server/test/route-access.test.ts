import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAccessDeclarations } from '../src/platform/auth/authenticate.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();

describe('route access declarations', () => {
  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    requireAccessDeclarations(app);
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });

  it('answers 401 without a token on every API route except the public ones', async () => {
    const PUBLIC = new Set([
      'GET /api/health',
      'POST /api/login',
      'POST /api/refresh-token',
      'POST /api/forgot-password',
      'POST /api/reset-password',
      'GET /api/setup/status',
      'POST /api/setup/first-admin',
    ]);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes.filter((r) => !PUBLIC.has(r))) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const res = await ctx.app.inject({
        method,
        url: path.replace('{email}', 'a@b.pe'),
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, route).toBe(401);
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/user/register']));
  });
});
