import { describe, expect, it } from 'vitest';
import type { ApiRoute } from './api-routes.ts';
import { captureServerErrors, describeFailures, fuzzTargets, runFuzz } from './fuzz.ts';
import { type TestContext, useTestApp } from './test-app.ts';

/**
 * The JSON fuzz of `fuzz.test.ts` in parts, one file each (`fuzz-json-1.test.ts`…): alone it took a
 * minute, the last file of the API run while the other worker sat idle. The routes are dealt by key
 * order, so every part gets its share and every route lands in exactly one part.
 */
export const FUZZ_PARTS = 4;

/** The route keys of part `part` (1…FUZZ_PARTS) among the fuzz targets. */
export const routesOfPart = (ctx: TestContext, part: number): Set<string> => {
  const keys = fuzzTargets(ctx)
    .targets.map((t) => t.route.key)
    .sort();
  return new Set(keys.filter((_key, index) => index % FUZZ_PARTS === part - 1));
};

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const VALID_RUNS = Number(process.env.FUZZ_VALID_RUNS ?? 6);
const MUTATED_RUNS = Number(process.env.FUZZ_MUTATED_RUNS ?? 18);

/** Requests generated from the schemas of one part of the routes: never a 5xx, a refusal writes nothing. */
export const describeJsonFuzzPart = (part: number) => {
  const capture = captureServerErrors();
  const ctx = useTestApp({}, { logger: capture.logger });

  describe(`fuzzing the routes of part ${part} of ${FUZZ_PARTS} from their schemas`, () => {
    it('never answers 5xx, and a refused request changes no row', async () => {
      const mine = routesOfPart(ctx, part);
      const report = await runFuzz(ctx, {
        seed: SEED,
        validRuns: VALID_RUNS,
        mutatedRuns: MUTATED_RUNS,
        serverErrors: capture.errors,
        only: (route: ApiRoute) => mine.has(route.key),
      });
      expect(report.routes.map((r) => r.route).sort()).toEqual([...mine].sort());
      const sent = report.routes.reduce((n, r) => n + r.sent, 0);
      expect(sent).toBe(report.routes.length * (VALID_RUNS + MUTATED_RUNS));
      // Some generated bodies must get through validation, or the services are never reached.
      const accepted = report.routes.filter((r) => Object.keys(r.byStatus).some((s) => Number(s) < 300));
      console.log(
        `part ${part}: ${accepted.length} of ${report.routes.length} routes accepted a request (seed ${SEED})`,
      );
      expect(accepted.length).toBeGreaterThan(report.routes.length / 2);
      if (report.failures.length) expect.fail(describeFailures(report));
    }, 180_000);
  });
};
