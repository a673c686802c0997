import fc from 'fast-check';
import type { FastifyServerOptions } from 'fastify';
import type { z } from 'zod';
import { type ApiRoute, apiRoutes, fillPath, isPublic, schemaOf } from './api-routes.ts';
import { alignPositions, type FuzzCase, fuzzHints, HOSTILE_PARAMS, mutatedCase } from './fuzz-values.ts';
import type { TestContext } from './test-app.ts';
import { allSectionIds, createTestUser, sessionToken, type TestUser } from './test-users.ts';
import { zodArbitrary } from './zod-arbitrary.ts';

/**
 * The fuzzer behind `fuzz.test.ts` and `npm run fuzz`: for every API route that takes a body (or path
 * parameters), requests generated from its zod schema, valid-looking and mutated, sent as an
 * administrator holding every section. A request must never answer 5xx, and one the server refuses
 * (4xx) must not have changed a row.
 */

/**
 * Tables a refused request may write by design: failed sign-ins are counted (to throttle the next
 * ones) on any route that checks a password, and audited by the sign-in.
 */
const writesAllowedOnRefusal = (route: string) =>
  new Set(['auth_throttle', ...(route === 'POST /api/login' ? ['audit_log'] : [])]);

/** A server error as the app logged it, found again by request id. */
export type ServerError = { message: string; cause: string };

/** A logger for `buildApp` that keeps each request's unhandled error, for the failure report. */
export const captureServerErrors = () => {
  const errors = new Map<string, ServerError>();
  const logger: FastifyServerOptions['logger'] = {
    level: 'error',
    stream: {
      write: (line: string) => {
        const entry = JSON.parse(line) as { reqId?: string; err?: LoggedError };
        if (entry.reqId && entry.err) errors.set(entry.reqId, describeError(entry.err));
      },
    },
  };
  return { logger, errors };
};

type LoggedError = { message?: string; code?: unknown; cause?: LoggedError };

/** PostgreSQL's own words for the failures seen so far: they name a failure's class. */
const PG_FAILURES = [
  /date\/time field value out of range/,
  /duplicate key value violates unique constraint "[^"]+"/,
  /violates foreign key constraint "[^"]+"/,
  /invalid byte sequence for encoding "UTF8": 0x00/,
  /unsupported Unicode escape sequence/,
  /out of range for type \w+/,
];

const describeError = (err: LoggedError): ServerError => {
  // The logger joins the causes' messages (the driver's error says what PostgreSQL refused) to the
  // wrapper's, which starts with the whole query: keep the start and the end.
  const full = err.message ?? '';
  const cause = PG_FAILURES.map((re) => full.match(re)?.[0]).find(Boolean);
  const message = full.length > 400 ? `${full.slice(0, 150)} … ${full.slice(-200)}` : full;
  return { message, cause: cause ?? full.split('\n').at(-1)?.slice(-80) ?? '' };
};

export type FuzzOutcome = {
  route: string;
  kind: string;
  at?: string;
  url: string;
  payload: string | undefined;
  status: number;
  changed: string[];
  error?: ServerError;
};

export type FuzzFailure = FuzzOutcome & { problem: string; knownClass: string | null };

export type RouteSummary = { route: string; sent: number; byStatus: Record<number, number>; ms: number };

export type FuzzReport = {
  seed: number;
  routes: RouteSummary[];
  failures: FuzzFailure[];
  skipped: { route: string; reason: string }[];
};

/** Failures that other work already fixes (issue 8 §3); anything else is new. */
const KNOWN_CLASSES: { name: string; matches: (o: FuzzOutcome) => boolean }[] = [
  {
    name: 'impossible calendar date answers 500 (shared date schema)',
    matches: (o) => /date\/time field value out of range/.test(o.error?.cause ?? ''),
  },
  {
    name: 'unique-constraint violation answers 500 (error handler)',
    matches: (o) => /duplicate key value/.test(o.error?.cause ?? ''),
  },
  {
    name: 'JSON body `null` answers 500 (body parsing)',
    matches: (o) => o.status >= 500 && o.payload === 'null',
  },
];

const classify = (o: FuzzOutcome): string | null => KNOWN_CLASSES.find((k) => k.matches(o))?.name ?? null;

/** Counts every row written to any table, so a request's writes show as a difference. */
export const installWriteCounter = async (ctx: TestContext) => {
  await ctx.database.pool.query(`
    create table if not exists fuzz_writes (table_name text primary key, n bigint not null);
    create or replace function fuzz_count_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes as w values (tg_table_name, 1)
        on conflict (table_name) do update set n = w.n + 1;
      return null;
    end $$;
    do $$
    declare t text;
    begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_writes' loop
        execute format('drop trigger if exists fuzz_count_write on %I', t);
        execute format('create trigger fuzz_count_write after insert or update or delete on %I
          for each row execute function fuzz_count_write()', t);
        execute format('drop trigger if exists fuzz_count_truncate on %I', t);
        execute format('create trigger fuzz_count_truncate after truncate on %I
          for each statement execute function fuzz_count_write()', t);
      end loop;
    end $$;
  `);
  return async () => {
    const { rows } = await ctx.database.pool.query<{ table_name: string; n: string }>(
      'select table_name, n from fuzz_writes',
    );
    return new Map(rows.map((r) => [r.table_name, r.n]));
  };
};

export type FuzzTarget = { route: ApiRoute; body?: z.ZodType; params?: z.ZodType; query?: z.ZodType };

/** The routes that take input to generate; the others are listed with the reason. */
export const fuzzTargets = (ctx: TestContext) => {
  const targets: FuzzTarget[] = [];
  const skipped: { route: string; reason: string }[] = [];
  for (const route of apiRoutes(ctx.app)) {
    const body = schemaOf(route, 'body');
    const params = schemaOf(route, 'params');
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (consumes.includes('multipart/form-data'))
      skipped.push({ route: route.key, reason: 'multipart upload: fuzzed by fuzz-multipart.ts' });
    else if (body || params || schemaOf(route, 'querystring'))
      targets.push({ route, body, params, query: schemaOf(route, 'querystring') });
  }
  return { targets, skipped };
};

const hashOf = (text: string) => {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
};

type Request = FuzzCase & { params: Record<string, string>; query?: Record<string, string> };

/**
 * A query string for each case: every key of the route's querystring schema, each a plain string or
 * a hostile one (huge, NUL, numbers past any range), or left out.
 */
const queriesFor = (target: FuzzTarget, seed: number, count: number): Record<string, string>[] => {
  const shape = (target.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape || count === 0) return [];
  const keys = Object.keys(shape);
  const value = fc.option(
    fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(...HOSTILE_PARAMS),
      fc.constant('x'.repeat(5_000)),
    ),
  );
  const arb = fc
    .tuple(...keys.map(() => value))
    .map((values) =>
      Object.fromEntries(keys.flatMap((k, i) => (values[i] == null ? [] : [[k, values[i] as string]]))),
    );
  return fc.sample(arb, { seed: seed + 2, numRuns: count });
};

const casesFor = (
  target: FuzzTarget,
  seed: number,
  runs: { valid: number; mutated: number },
  align: (body: unknown) => unknown,
): Request[] => {
  const { valid: validRuns, mutated: mutatedRuns } = runs;
  const withQueries = (cases: Request[]): Request[] => {
    const queries = queriesFor(target, seed, cases.length);
    return queries.length ? cases.map((c, i) => ({ ...c, query: queries[i] })) : cases;
  };
  const paramsArb = (hostile: boolean): fc.Arbitrary<Record<string, string>> => {
    if (!target.params) return fc.constant({});
    const valid = zodArbitrary(target.params, fuzzHints).map((p) =>
      Object.fromEntries(Object.entries(p as object).map(([k, v]) => [k, String(v)])),
    );
    if (!hostile) return valid;
    const names = target.route.params;
    return fc.oneof(
      valid,
      fc
        .tuple(...names.map(() => fc.constantFrom(...HOSTILE_PARAMS)))
        .map((values) => Object.fromEntries(names.map((n, i) => [n, values[i]!]))),
    );
  };
  const bodyArb = target.body
    ? fc.oneof(zodArbitrary(target.body, fuzzHints, true).map(align), zodArbitrary(target.body, fuzzHints))
    : undefined;
  const valid = fc.record({
    params: paramsArb(!bodyArb),
    payload: bodyArb ? bodyArb.map((b) => JSON.stringify(b)) : fc.constant(undefined),
  });
  const validCases = fc
    .sample(valid, { seed, numRuns: validRuns })
    .map((r): Request => ({ kind: target.body ? 'valid-looking' : 'params', ...r }));
  if (!bodyArb) {
    const more = fc.sample(valid, { seed: seed + 1, numRuns: mutatedRuns });
    return withQueries([...validCases, ...more.map((r): Request => ({ kind: 'params', ...r }))]);
  }
  const mutated = fc.record({ params: paramsArb(false), c: bodyArb.chain(mutatedCase) });
  return withQueries([
    ...validCases,
    ...fc
      .sample(mutated, { seed: seed + 1, numRuns: mutatedRuns })
      .map(({ params, c }) => ({ ...c, params })),
  ]);
};

/** An actor holding every section, with an id far from the small ids the generator aims at. */
const createActor = async (ctx: TestContext): Promise<TestUser> =>
  createTestUser(ctx, { id: 1_999_999_999, sections: await allSectionIds(ctx), isCeo: true });

export const runFuzz = async (
  ctx: TestContext,
  options: {
    seed: number;
    validRuns: number;
    mutatedRuns: number;
    serverErrors: Map<string, ServerError>;
    only?: (route: ApiRoute) => boolean;
    onRouteDone?: (summary: RouteSummary) => void;
  },
): Promise<FuzzReport> => {
  const writes = await installWriteCounter(ctx);
  const actor = await createActor(ctx);
  const { targets, skipped } = fuzzTargets(ctx);
  const { rows } = await ctx.database.pool.query<{ id: number; area_id: number }>(
    'select id, area_id from positions',
  );
  const align = alignPositions(new Map(rows.map((r) => [r.id, r.area_id])));
  const report: FuzzReport = { seed: options.seed, routes: [], failures: [], skipped };
  let n = 0;
  let token = await sessionToken(ctx, actor);
  let before = await writes();
  const send = (route: ApiRoute, c: Request, url: string, requestId: string) =>
    ctx.app.inject({
      method: route.method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        'x-request-id': requestId,
        ...(c.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
  for (const target of targets.filter((t) => options.only?.(t.route) ?? true)) {
    const { route } = target;
    const started = performance.now();
    const summary: RouteSummary = { route: route.key, sent: 0, byStatus: {}, ms: 0 };
    const allowed = writesAllowedOnRefusal(route.key);
    const cases = casesFor(
      target,
      options.seed ^ hashOf(route.key),
      { valid: options.validRuns, mutated: options.mutatedRuns },
      align,
    );
    for (const c of cases) {
      const requestId = `fuzz-${options.seed}-${n++}`;
      const search = c.query ? new URLSearchParams(c.query).toString() : '';
      const url = fillPath(route.url, (name) => c.params[name] ?? '1') + (search ? `?${search}` : '');
      let res = await send(route, c, url, requestId);
      if (
        res.statusCode === 401 &&
        !isPublic(route.access) &&
        res.json<{ code?: string }>().code === 'SESSION_EXPIRED'
      ) {
        // The previous request ended the session (logout does): a new one, and the same request again.
        token = await sessionToken(ctx, actor);
        before = await writes();
        res = await send(route, c, url, requestId);
      }
      const after = await writes();
      const changed = [...after].filter(([t, v]) => before.get(t) !== v).map(([t]) => t);
      before = after;
      summary.sent++;
      summary.byStatus[res.statusCode] = (summary.byStatus[res.statusCode] ?? 0) + 1;
      const outcome: FuzzOutcome = {
        route: route.key,
        kind: c.kind,
        at: c.at,
        url,
        payload: c.payload,
        status: res.statusCode,
        changed,
        error: options.serverErrors.get(requestId),
      };
      const problem =
        res.statusCode >= 500
          ? `answered ${res.statusCode}`
          : res.statusCode >= 400 && changed.some((t) => !allowed.has(t))
            ? `answered ${res.statusCode} but wrote ${changed.join(', ')}`
            : null;
      if (problem) report.failures.push({ ...outcome, problem, knownClass: classify(outcome) });
    }
    summary.ms = Math.round(performance.now() - started);
    report.routes.push(summary);
    options.onRouteDone?.(summary);
  }
  return report;
};

const clip = (text: string | undefined, max: number) =>
  text === undefined
    ? '(no body)'
    : text.length > max
      ? `${text.slice(0, max)}… (${text.length} chars)`
      : text;

/** The failures grouped by class, each with a few bodies that caused it. */
export const describeFailures = (report: FuzzReport, examplesPerClass = 3): string => {
  const byClass = new Map<string, FuzzFailure[]>();
  for (const f of report.failures) {
    const what = f.status >= 500 ? '5xx' : 'refused, yet wrote rows';
    const cause = f.error?.cause ?? 'no server error logged';
    const key = f.knownClass ? `known: ${f.knownClass}` : `NEW: ${what} (${cause})`;
    byClass.set(key, [...(byClass.get(key) ?? []), f]);
  }
  const lines = [
    `fuzz seed ${report.seed} (rerun with FUZZ_SEED=${report.seed}): ${report.failures.length} failing requests`,
  ];
  for (const [cls, failures] of byClass) {
    const routes = [...new Set(failures.map((f) => f.route))];
    lines.push(`\n${cls}: ${failures.length} requests on ${routes.length} routes: ${routes.join(', ')}`);
    for (const f of failures.slice(0, examplesPerClass)) {
      lines.push(
        `  ${f.route} ${f.problem} — ${f.kind}${f.at ? ` at ${f.at}` : ''}, url ${clip(f.url, 120)}`,
      );
      lines.push(`    body: ${clip(f.payload, 300)}`);
      if (f.error) lines.push(`    server: ${f.error.message}`);
    }
  }
  return lines.join('\n');
};
