import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/app.ts';
import { sections } from '../src/platform/access/access.ts';
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

  it('lists every API route with its access, once per method', async () => {
    const app = Fastify();
    requireAccessDeclarations(app);
    app.get('/api/thing', { config: { access: sections(8) } }, async () => 'x');
    app.get('/elsewhere', async () => 'x');
    await app.ready();
    expect(app.declaredRoutes.map((r) => [r.method, r.url, r.access])).toEqual([
      ['GET', '/api/thing', { sections: [8] }],
    ]);
    await app.close();
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/user/register']));
  });
});

describe('the modules app.ts registers', () => {
  it('holds every module folder once, by its folder name', () => {
    const folders = readdirSync(join(import.meta.dirname, '../src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders);
  });

  it('lists treasury before bookkeeping and payslips before labour-certificates, whose listeners share events', () => {
    const at = (name: string) => MODULES.findIndex((module) => module.name === name);
    expect(at('treasury')).toBeLessThan(at('bookkeeping'));
    expect(at('payslips')).toBeLessThan(at('labour-certificates'));
  });
});
