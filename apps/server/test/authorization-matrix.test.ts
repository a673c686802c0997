import { OPEN_SECTION } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiRoute,
  apiRoutes,
  fillPath,
  isPublic,
  openApiOperations,
  schemaOf,
} from './setup/api-routes.ts';
import { useTestApp } from './setup/test-app.ts';
import { allSectionIds, createTestUser, sessionToken, type TestUser } from './setup/test-users.ts';
import { minimalValue, toJsonSchema } from './setup/zod-arbitrary.ts';

/**
 * The authorization matrix, generated from the routes the app declares: every route is checked
 * against its own `config.access`, so a route is covered the day it is added. Only the list of public
 * routes is written by hand, because a route wrongly declared public would otherwise pass.
 */
const ctx = useTestApp();

const REVIEWED_PUBLIC_ROUTES = [
  'GET /api/health',
  // Readiness for the load balancer: says only whether the database answers.
  'GET /api/health/ready',
  // The open-tracking image of a mailed boleta: fetched by mail clients with no session; it answers
  // the same GIF to everyone and at most sets one delivery's first-open time.
  'GET /api/public/mail/open/{file}',
  'GET /api/setup/status',
  // The real-time socket: public at the HTTP level, it authenticates with its first message.
  'GET /api/ws',
  'POST /api/forgot-password',
  'POST /api/login',
  // The second factor of a sign-in: each needs the five-minute challenge a right password answered
  // (signed for that purpose only), and wrong codes count in the sign-in throttle.
  'POST /api/login/second-factor',
  'POST /api/login/second-factor/confirm',
  'POST /api/login/second-factor/setup',
  'POST /api/refresh-token',
  'POST /api/reset-password',
  'POST /api/setup/first-admin',
];

/**
 * A decision refused for who the caller is on that row (its requester, its worker, or a request that
 * went a level up) is separation of duties, not access to the route: separation-of-duties.test.ts
 * checks those routes.
 */
const SEPARATION_OF_DUTIES = ['OWN_REQUEST', 'DECIDED_ABOVE'];

let routes: ApiRoute[] = [];
let ownEmployeeId = 0;
let allSections: number[] = [];

const signedIn = (route: ApiRoute) => !isPublic(route.access) && route.access.sections.includes(OPEN_SECTION);
const sectionsOf = (route: ApiRoute) => (isPublic(route.access) ? [] : [...route.access.sections]);

/** A request the route plausibly accepts, speaking for `user` where the route reads its own data. */
const call = async (route: ApiRoute, token: string | null, user?: TestUser) => {
  const own = (name: string): string | number | undefined => {
    if (name === 'employee_id' || name === 'employeeId') return user?.employeeId ?? ownEmployeeId;
    return undefined;
  };
  const paramsSchema = schemaOf(route, 'params');
  const params = paramsSchema ? (minimalValue(toJsonSchema(paramsSchema)) as Record<string, unknown>) : {};
  const url = fillPath(route.url, (name) =>
    String(name === 'email' ? (user?.email ?? 'nobody@zerg.pe') : (own(name) ?? params[name] ?? 1)),
  );
  const bodySchema = schemaOf(route, 'body');
  const body = bodySchema
    ? minimalValue(toJsonSchema(bodySchema), own)
    : route.method === 'GET'
      ? undefined
      : {};
  const res = await ctx.app.inject({
    method: route.method,
    url,
    headers: {
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const isJson = String(res.headers['content-type']).startsWith('application/json');
  const code = isJson ? (res.json() as { code?: string }).code : undefined;
  return { status: res.statusCode, code, url, body };
};

const tryJson = (route: ApiRoute, status: number) => `${route.key} answered ${status}`;

describe('authorization matrix, generated from the declared routes', () => {
  beforeAll(async () => {
    routes = apiRoutes(ctx.app);
    allSections = await allSectionIds(ctx);
    const { rows } = await ctx.database.pool.query<{ id: number }>('select min(id) as id from employees');
    ownEmployeeId = rows[0]!.id;
  });

  it('covers exactly the operations of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.key)).toEqual(openApiOperations(ctx.app));
  });

  it('has no public route beyond the reviewed list', () => {
    expect(routes.filter((r) => isPublic(r.access)).map((r) => r.key)).toEqual(REVIEWED_PUBLIC_ROUTES);
  });

  it('answers 401 to an anonymous caller and to a forged token on every route that is not public', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r.access))) {
      for (const token of [null, 'not-a-token']) {
        const res = await call(route, token);
        if (res.status !== 401) failures.push(`${tryJson(route, res.status)} with token ${token}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a user holding none of the route’s sections, even holding every other one', async () => {
    const gated = routes.filter((r) => !isPublic(r.access) && !signedIn(r));
    expect(gated.length).toBeGreaterThan(20);
    const nobody = await createTestUser(ctx, { sections: [], employeeId: ownEmployeeId });
    const complementOf = new Map<string, TestUser>();
    const failures: string[] = [];
    for (const route of gated) {
      const own = sectionsOf(route);
      const setKey = [...own].sort().join(',');
      let others = complementOf.get(setKey);
      if (!others) {
        others = await createTestUser(ctx, {
          sections: allSections.filter((s) => !own.includes(s)),
          employeeId: ownEmployeeId,
          isCeo: true,
        });
        complementOf.set(setKey, others);
      }
      for (const user of [nobody, others]) {
        const res = await call(route, await sessionToken(ctx, user), user);
        if (res.status !== 403 || res.code !== 'SECTION_NOT_GRANTED')
          failures.push(`${tryJson(route, res.status)} (${res.code}) to a user without sections ${own}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('lets a user holding any one of the route’s sections through (neither 401 nor 403)', async () => {
    const holderOf = new Map<number, TestUser>();
    const holder = async (section: number) => {
      let user = holderOf.get(section);
      if (!user) {
        user = await createTestUser(ctx, {
          sections: section === OPEN_SECTION ? [] : [section],
          employeeId: ownEmployeeId,
        });
        holderOf.set(section, user);
      }
      return user;
    };
    const failures: string[] = [];
    let checks = 0;
    for (const route of routes.filter((r) => !isPublic(r.access))) {
      for (const section of sectionsOf(route)) {
        const user = await holder(section);
        // A fresh session each time: logout, for one, ends the session it is called with.
        const res = await call(route, await sessionToken(ctx, user), user);
        checks++;
        if (res.status === 401 || (res.status === 403 && !SEPARATION_OF_DUTIES.includes(res.code ?? '')))
          failures.push(
            `${tryJson(route, res.status)} (${res.code}) to a holder of section ${section}: ${res.url} ${JSON.stringify(res.body)}`,
          );
      }
    }
    expect(checks).toBeGreaterThanOrEqual(routes.length - REVIEWED_PUBLIC_ROUTES.length);
    expect(failures).toEqual([]);
    // One signed-in call per route and section: it grows with the API, unlike the other tests.
  }, 180_000);
});
