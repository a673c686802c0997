import { describe, expect, it } from 'vitest';
import { apiRoutes } from './setup/api-routes.ts';
import { newEmployee } from './setup/employee-fixtures.ts';
import { captureServerErrors, describeFailures, fuzzTargets } from './setup/fuzz.ts';
import { FUZZ_PARTS, routesOfPart } from './setup/fuzz-json-part.ts';
import {
  isMultipartRoute,
  multipartRoutes,
  plausibleFields,
  rawMultipart,
  runMultipartFuzz,
} from './setup/fuzz-multipart.ts';
import { TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { allSectionIds, createTestUser, sessionToken } from './setup/test-users.ts';

/**
 * Requests generated from every route's zod schema, valid-looking and mutated (wrong types,
 * impossible dates, null, huge strings, unknown and prototype keys, arrays for objects, deep nesting):
 * never a 5xx, and a refused one changes no row. A bounded number per route, the JSON routes in four
 * parts (`fuzz-json-1.test.ts`…, so both workers share them); `npm run fuzz` sends a thousand. The
 * seed is random unless FUZZ_SEED is set, and printed with any failure.
 */
const capture = captureServerErrors();
const ctx = useTestApp({}, { logger: capture.logger });

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

describe('fuzzing every route from its schema', () => {
  it('generates requests for every route that takes input', () => {
    const { targets, skipped } = fuzzTargets(ctx);
    const withInput = apiRoutes(ctx.app).filter((r) => r.schema?.body || r.schema?.params);
    expect(targets.length).toBeGreaterThan(30);
    expect(targets.length + skipped.length).toBeGreaterThanOrEqual(withInput.length);
    // Skipping is for routes without a JSON body, never for a schema the generator cannot read; the
    // upload routes get multipart bodies of their own (below).
    expect(skipped.map((s) => s.reason)).toEqual(skipped.map(() => expect.stringMatching(/^multipart/)));
    expect(skipped.map((s) => s.route)).toEqual(multipartRoutes(ctx).map((r) => r.key));
  });

  it('sends every upload route hostile multipart bodies: never a 5xx, a refused one changes no row', async () => {
    const report = await runMultipartFuzz(ctx, { seed: SEED, runs: 8, serverErrors: capture.errors });
    expect(report.routes.length).toBeGreaterThanOrEqual(15);
    if (report.failures.length) expect.fail(describeFailures(report));
  }, 120_000);

  it('refuses a NUL byte in an uploaded file name with a 400 naming the field on every upload route', async () => {
    // On main six upload routes answered 500: the name reached PostgreSQL, which refuses NUL in text.
    const admin = await createTestUser(ctx, { sections: await allSectionIds(ctx), isCeo: true });
    const token = await sessionToken(ctx, admin);
    const routes = apiRoutes(ctx.app).filter(isMultipartRoute);
    const fields = await plausibleFields(ctx);
    const answers: string[] = [];
    for (const route of routes) {
      for (const starName of [false, true]) {
        const body = rawMultipart({
          kind: 'nul',
          fields: fields.get(route.key) ?? [],
          file: { field: 'file', name: 'scan\u0000.png', type: 'image/png', data: TINY_PNG, starName },
        });
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url.replace(/:\w+/g, '1'),
          headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
          payload: body.payload,
        });
        const named = res.statusCode === 400 ? Object.keys(res.json<{ errors?: object }>().errors ?? {}) : [];
        if (res.statusCode !== 400 || !named.includes('file'))
          answers.push(`${route.key}${starName ? ' (filename*)' : ''}: ${res.statusCode} ${named}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('deals every route that takes input to exactly one part of the JSON fuzz', () => {
    const parts = Array.from({ length: FUZZ_PARTS }, (_p, i) => [...routesOfPart(ctx, i + 1)]);
    const dealt = parts.flat();
    expect(new Set(dealt).size).toBe(dealt.length);
    expect(dealt.sort()).toEqual(
      fuzzTargets(ctx)
        .targets.map((t) => t.route.key)
        .sort(),
    );
    for (const part of parts) expect(part.length).toBeGreaterThan(10);
  });

  it('refuses an id past a PostgreSQL integer with a 400 naming the field, before any query', async () => {
    const admin = await createTestUser(ctx, { sections: await allSectionIds(ctx), isCeo: true });
    const token = await sessionToken(ctx, admin);
    const tooBig = 2 ** 31;
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/user/get-user-edit', { id: tooBig }, 'id'],
      ['POST', '/api/rrhh/employee/list', { filters: { positionId: tooBig } }, 'filters.positionId'],
      ['POST', '/api/commons/notifications/mark-read', { ids: [1, tooBig] }, 'ids.1'],
      ['POST', '/api/rrhh/employee/get-employee', { employee_id: tooBig }, 'employee_id'],
      ['GET', `/api/rrhh/employee/file/${tooBig}`, undefined, 'file_id'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await ctx.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors), url).toContain(field);
    }
  });

  it('refuses a bank the catalogue does not know with a 400 naming the account, not a 500', async () => {
    const admin = await createTestUser(ctx, { sections: await allSectionIds(ctx), isCeo: true });
    const token = await sessionToken(ctx, admin);
    const employee = newEmployee({ documentNumber: '70998877' });
    const first = employee.bankAccounts![0]!;
    // The CCI opens with the unknown bank's code, so the bank itself is what is refused.
    const account = { ...first, bank: '387', ...(first.cci ? { cci: `387${first.cci.slice(3)}` } : {}) };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/rrhh/employee/create-employee',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...employee, bankAccounts: [account] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: object }>().errors).toHaveProperty(['bankAccounts.0.bank']);
  });
});
