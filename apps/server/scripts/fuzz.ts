import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { ROOT_DIR } from '../src/config/paths.ts';
import { createDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { captureServerErrors, describeFailures, runFuzz } from '../test/setup/fuzz.ts';
import { runMultipartFuzz } from '../test/setup/fuzz-multipart.ts';
import { prepareTemplate } from '../test/setup/global-setup.ts';
import type { TestContext } from '../test/setup/test-app.ts';

/**
 * `npm run fuzz -- --runs 1000 [--seed N] [--route text]`: the fuzz test's requests, many more of
 * them, against a fresh database (on TEST_DATABASE_URL, or an embedded PostgreSQL under
 * data/fuzz). Prints each route's answers by status and every 5xx with the body that caused it.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    route: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--runs 1000] [--seed N] [--route text]');
  process.exit(2);
}

const embedded = process.env.TEST_DATABASE_URL
  ? null
  : await startEmbeddedPostgres(join(ROOT_DIR, 'data', 'fuzz'), 54359, 'postgres');
const adminUrl = process.env.TEST_DATABASE_URL ?? embedded!.url;
const name = `zerg_fuzz_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);

const capture = captureServerErrors();
const database = createDatabase(url.toString(), 4);
let failed = false;
try {
  console.log(`Preparing a fresh database (${name})…`);
  await prepareTemplate(url.toString());
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOGIN_SLOWDOWN_MS: '0', WEB_DIST_DIR: '/nonexistent' }),
    jwtSecret: randomBytes(32).toString('hex'),
  };
  const app = await buildApp({ config, db: database.db, logger: capture.logger });
  await app.ready();
  const ctx: TestContext = { app, database, config };
  const validRuns = Math.ceil(runs / 4);
  console.log(`Fuzzing with seed ${seed}: ${runs} requests per route (${validRuns} valid-looking)\n`);
  const started = Date.now();
  const report = await runFuzz(ctx, {
    seed,
    validRuns,
    mutatedRuns: runs - validRuns,
    serverErrors: capture.errors,
    only: (route) => !values.route || route.key.includes(values.route),
    onRouteDone: (r) => {
      const counts = Object.entries(r.byStatus)
        .map(([status, n]) => `${status}×${n}`)
        .join('  ');
      console.log(`${r.route.padEnd(68)} ${String(r.ms).padStart(6)} ms  ${counts}`);
    },
  });
  // The upload routes: hostile multipart bodies, a quarter as many (each is a whole file).
  const uploads = await runMultipartFuzz(ctx, {
    seed,
    runs: Math.ceil(runs / 4),
    serverErrors: capture.errors,
  });
  for (const r of uploads.routes.filter((u) => !values.route || u.route.includes(values.route))) {
    const counts = Object.entries(r.byStatus)
      .map(([status, n]) => `${status}×${n}`)
      .join('  ');
    console.log(`${`${r.route} (multipart)`.padEnd(68)} ${String(r.ms).padStart(6)} ms  ${counts}`);
  }
  report.routes.push(...uploads.routes);
  report.failures.push(...uploads.failures);
  await app.close();
  const sent = report.routes.reduce((n, r) => n + r.sent, 0);
  console.log(
    `\n${sent} requests on ${report.routes.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const s of report.skipped) console.log(`skipped ${s.route}: ${s.reason}`);
  if (report.failures.length) {
    failed = true;
    console.log(`\n${describeFailures(report, 5)}`);
  } else {
    console.log('No 5xx, and no refused request changed a row.');
  }
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await embedded?.stop();
}
process.exit(failed ? 1 : 0);
