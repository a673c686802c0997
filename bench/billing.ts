import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { cpuMs, machine, ROOT, stop, waitForOk } from './support/processes.ts';
import { signInOverHttp } from './support/sign-in.ts';

/**
 * Invoicing one period of 10,000 finished trips for 200 clients (issue #28: ≤ 10 s), then the aging
 * report over every open receivable (≤ 300 ms). The data is generated once (`npm run seed:billing`, seed printed) into a
 * template database on an embedded PostgreSQL under data/bench-billing; each run copies it, so
 * every run invoices the same uninvoiced month. The app runs as in production in its own process
 * and is driven over HTTP as the screens drive it: `billing/work/invoice` once per client with
 * `issue` (the work-to-invoice screen's "create and issue": a client and a period per call, 200
 * calls, one after the other), which makes the drafts (one per period or per service order, as each
 * client is set; half and half here) and issues them in the same transaction, dated the period's
 * last day (number, amounts in soles, detracción, entry in the books). Run: node bench/billing.ts
 */
const machineBeforeRun = machine();
const GOAL_SECONDS = 10;
const AGING_GOAL_MS = 300;
const AGING_RUNS = 20;
const CLIENTS = 200;
const TRIPS = 10_000;
const SEED = 2028;
const dataDir = resolve(ROOT, 'data/bench-billing');
const TEMPLATE = 'zerg_bench_billing';
const RUN = 'zerg_bench_billing_run';

const embedded = await startEmbeddedPostgres(dataDir, 54414, 'postgres');
const urlOf = (database: string) => {
  const u = new URL(embedded.url);
  u.pathname = `/${database}`;
  return u.toString();
};
const admin = new pg.Client({ connectionString: embedded.url });
await admin.connect();
const count = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: number }>(text)).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
};

/** The template database, generated once; a failed generation leaves none, so the next run starts over. */
const prepareTemplate = async () => {
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [TEMPLATE])).rowCount;
  const trips = exists
    ? await count(urlOf(TEMPLATE), `select count(*) as n from travel_orders where code like 'OV-BB-%'`)
    : 0;
  if (trips >= TRIPS) return;
  console.log(`Generating the bench's demo company, ${CLIENTS} clients and ${TRIPS} trips (once)…`);
  await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
  await admin.query(`create database ${TEMPLATE}`);
  const args = ['--clients', String(CLIENTS), '--trips', String(TRIPS), '--seed', String(SEED)];
  const run = spawnSync('npm', ['run', 'seed:billing', '--', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: urlOf(TEMPLATE), LOG_LEVEL: 'silent' },
  });
  if (run.status !== 0) {
    await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
    throw new Error('the billing data could not be generated');
  }
};
try {
  await prepareTemplate();
} catch (error) {
  await admin.end();
  await embedded.stop();
  throw error;
}
await admin.query(`drop database if exists ${RUN} with (force)`);
await admin.query(`create database ${RUN} template ${TEMPLATE}`);
const runUrl = urlOf(RUN);

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, [join(ROOT, 'apps/server/src/server.ts')], {
  env: {
    ...process.env,
    DATABASE_URL: runUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    SECRETS_KEY: '0123456789abcdef'.repeat(4),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

const db = new pg.Client({ connectionString: runUrl });
try {
  await db.connect();
  await waitForOk(`${url}/api/health`, 120_000, app);
  const token = await signInOverHttp(url, { email: 'admin@zerg.pe', password: 'Admin123!' }, dataDir);
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${url}/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<T>;
  };

  const { rows: clientRows } = await db.query<{ id: number }>(
    `select distinct so.client_id as id from travel_orders t join service_orders so on so.id = t.service_order_id
      where t.code like 'OV-BB-%' order by 1`,
  );
  const { rows: facts } = await db.query<{
    period: string;
    last_day: string;
    company_id: number;
    series_id: number;
  }>(
    `select to_char(min(t.planned_departure at time zone 'America/Lima'), 'YYYY-MM') as period,
       to_char((date_trunc('month', min(t.planned_departure at time zone 'America/Lima')) + interval '1 month - 1 day')::date, 'YYYY-MM-DD') as last_day,
       min(so.company_id) as company_id,
       (select s.id from billing_series s where s.company_id = min(so.company_id) and s.series = 'F001') as series_id
     from travel_orders t join service_orders so on so.id = t.service_order_id where t.code like 'OV-BB-%'`,
  );
  const fact = facts[0];
  if (!fact?.series_id) throw new Error('the demo company has no F001 series');
  console.log(machineBeforeRun);
  console.log(
    `data: seed ${SEED}, ${clientRows.length} clients (RUC), ${TRIPS} finished trips in ${fact.period}, ` +
      'two dated rates per route (to the 15th, from the 16th); half the clients one invoice per period, half per service order',
  );

  // Warm-up on nothing billed: the list of series (JIT, the pool, the signed-in user's cache).
  await post('billing/series/list', { companyId: fact.company_id });

  const cpuBefore = { app: cpuMs(app.pid), all: cpuMs(process.pid) };
  const t0 = performance.now();
  const documentIds: number[] = [];
  for (const { id } of clientRows) {
    const answer = await post<{ documentIds: number[] }>('billing/work/invoice', {
      clientId: id,
      period: fact.period,
      companyId: fact.company_id,
      seriesId: fact.series_id,
      issue: true,
      issueDate: fact.last_day,
    });
    documentIds.push(...answer.documentIds);
  }
  const t2 = performance.now();
  const cpuAfter = { app: cpuMs(app.pid), all: cpuMs(process.pid) };

  const { rows: check } = await db.query<{
    issued: number;
    lines: number;
    total: string;
    detraction: string;
  }>(
    `select count(distinct d.id)::int as issued, count(l.id)::int as lines,
       (select sum(total_pen) from sales_documents where id = any($1)) as total,
       (select sum(detraction_amount_pen) from sales_documents where id = any($1)) as detraction
     from sales_documents d join sales_document_lines l on l.document_id = d.id
     where d.id = any($1) and d.state = 'issued' and l.holds_trip`,
    [documentIds],
  );
  const seconds = (t2 - t0) / 1000;
  const lines = check[0]?.lines ?? 0;
  if (lines !== TRIPS) throw new Error(`${lines} trips invoiced, ${TRIPS} expected`);
  type Cpu = typeof cpuBefore;
  /** CPU seconds of the server and of PostgreSQL (the rest of this process's descendants) between two readings. */
  const cpuOf = (a: Cpu, b: Cpu) => {
    const server = (b.app?.self ?? 0) - (a.app?.self ?? 0);
    const all = (b.all?.descendants ?? 0) - (a.all?.descendants ?? 0);
    return `server ${(server / 1000).toFixed(1)} s + PostgreSQL ${((all - server) / 1000).toFixed(1)} s`;
  };
  const appMs = (cpuAfter.app?.self ?? 0) - (cpuBefore.app?.self ?? 0);
  const allMs = (cpuAfter.all?.descendants ?? 0) - (cpuBefore.all?.descendants ?? 0);
  console.log(
    `invoiced: ${check[0]?.issued} documents issued (F001), ${lines} trips, S/ ${check[0]?.total} with IGV, ` +
      `detracción S/ ${check[0]?.detraction}`,
  );
  console.log(
    `work → issued: ${clientRows.length} calls of billing/work/invoice with issue, ` +
      `${((seconds * 1000) / clientRows.length).toFixed(1)} ms each; CPU ${cpuOf(cpuBefore, cpuAfter)}`,
  );
  console.log(
    `billing the period: ${seconds.toFixed(2)} s, ${((seconds * 1000) / lines).toFixed(2)} ms per trip; ` +
      `${((seconds / GOAL_SECONDS) * 100).toFixed(0)} % of the ${GOAL_SECONDS} s goal`,
  );
  console.log(
    `CPU: server ${(appMs / 1000).toFixed(1)} s, PostgreSQL ${((allMs - appMs) / 1000).toFixed(1)} s ` +
      `(${(appMs / lines).toFixed(2)} + ${((allMs - appMs) / lines).toFixed(2)} ms per trip)`,
  );

  // The aging report over everything now open (the demo's receivables and the 400 documents just
  // issued): the screen's first page with its totals, then sorted by the largest balance, each
  // asked AGING_RUNS times after one warm-up request, request to last byte.
  const agingTimes = async (body: object) => {
    await post('billing/receivables/aging', body);
    const times: number[] = [];
    let answer: { total: number; totals: { total: string } } = { total: 0, totals: { total: '0' } };
    for (let i = 0; i < AGING_RUNS; i++) {
      const started = performance.now();
      answer = await post('billing/receivables/aging', body);
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    return { answer, p50: at(0.5), p95: at(0.95), max: times.at(-1) ?? 0 };
  };
  const page = await agingTimes({ filters: { companyId: fact.company_id } });
  const byTotal = await agingTimes({
    filters: { companyId: fact.company_id },
    sortBy: 'total',
    sortDesc: true,
  });
  console.log(
    `aging report: ${page.answer.total} clients with open documents, S/ ${page.answer.totals.total} open; ` +
      `first page p50 ${page.p50.toFixed(0)} ms, p95 ${page.p95.toFixed(0)} ms, max ${page.max.toFixed(0)} ms; ` +
      `by largest balance p50 ${byTotal.p50.toFixed(0)} ms, p95 ${byTotal.p95.toFixed(0)} ms ` +
      `(${AGING_RUNS} requests each; ${((page.p95 / AGING_GOAL_MS) * 100).toFixed(0)} % of the ${AGING_GOAL_MS} ms goal)`,
  );
} finally {
  await stop(app, { group: true });
  await db.end().catch(() => {});
  await admin.query(`drop database if exists ${RUN} with (force)`);
  await admin.end();
  await embedded.stop();
}
