import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/composition/open-database.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { LoadPlan, LoadResult } from './support/load.ts';
import { cpuMs, machine, ROOT, runLoad, stop, waitForOk } from './support/processes.ts';
import { signInOverHttp } from './support/sign-in.ts';

/**
 * The employee list at 10,000 employees under 50 concurrent connections. The application runs as in
 * production (its own process, NODE_ENV=production, JSON request logs) on the database under
 * data/bench, generated once; the load comes from autocannon in a third process. In the same run a
 * bare Fastify route answering the same bytes as one list page gives the baseline: what HTTP and
 * Fastify alone cost on this machine. The first page and eight mixed queries are answered from the
 * instance's kept pages after their first request, as a list opened again is; 576 distinct pages
 * (six pages of each area, personal type and order) asked in turn, more than an instance keeps,
 * read the database every time. BENCH_SECONDS sets the
 * length of each run (default 10).
 */
const TARGET = 10_000;
// The load average is read before this run adds its own.
const machineBeforeRun = machine();
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = resolve(ROOT, 'data/bench');
const env = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54410', LOG_LEVEL: 'silent' };

const countEmployees = async () => {
  const database = await openDatabase(loadConfig(env));
  try {
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from employees`);
    return rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
};

let total = await countEmployees();
if (total < TARGET) {
  console.log(`Generating ${TARGET - total} employees for the bench database (once)…`);
  const run = spawnSync('npm', ['run', 'seed:bulk', '--', '--employees', String(TARGET - total + 150)], {
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) process.exit(1);
  total = await countEmployees();
}

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
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    SECRETS_KEY: '0123456789abcdef'.repeat(4),
  },
  // Request logs go where a production log collector would read them; here, nowhere.
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let baseline: ReturnType<typeof spawn> | null = null;

type Run = { name: string; load: LoadResult; serverMs: number; databaseMs: number };

/** One load run, with the CPU time the server and its database used, per request. */
const measure = async (name: string, pid: number | undefined, loadPlan: LoadPlan): Promise<Run> => {
  const before = cpuMs(pid);
  const load = await runLoad(loadPlan);
  const after = cpuMs(pid);
  const per = (a = 0, b = 0) => Math.round(((a - b) / Math.max(1, load.requests)) * 100) / 100;
  return {
    name,
    load,
    serverMs: per(after?.self, before?.self),
    databaseMs: per(after?.descendants, before?.descendants),
  };
};

const print = (runs: Run[]) => {
  console.log(machineBeforeRun);
  console.log(
    `employees: ${total}  connections: ${CONNECTIONS}  ${SECONDS} s per run  ` +
      'load: autocannon in its own process, sharing the cores with the server and PostgreSQL',
  );
  const columns = [
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'bytes',
    'failed',
    'server',
    'db',
    'load',
  ];
  const widths = [7, 8, 8, 8, 8, 7, 7, 8, 6, 6];
  const row = (name: string, cells: (string | number)[]) =>
    console.log(name.padEnd(31) + cells.map((c, i) => String(c).padStart(widths[i] ?? 8)).join(''));
  console.log(`${' '.repeat(85)}CPU ms per request`);
  row('run', columns);
  for (const { name, load: r, serverMs, databaseMs } of runs) {
    row(name, [
      r.perSecond,
      r.p50,
      r.p95,
      r.p99,
      r.max,
      r.bytesPerResponse,
      r.failures,
      serverMs,
      databaseMs,
      r.cpuMsPerRequest,
    ]);
  }
  const [base, first, mixed, distinct] = runs;
  const ratio = (r: Run | undefined) => `${((r?.load.p95 ?? 0) / (base?.load.p95 || 1)).toFixed(1)}×`;
  console.log(
    `p95 list / p95 baseline: first page ${ratio(first)}, mixed ${ratio(mixed)}, ` +
      `pages none kept ${ratio(distinct)}; budget: list p95 ≤ 50 ms`,
  );
};

try {
  await waitForOk(`${url}/api/health`, 60_000, app);
  const accessToken = await signInOverHttp(url, { email: 'rrhh@zerg.pe', password: 'Rrhh1234!' }, dataDir);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };

  // The baseline answers exactly the bytes of the first list page.
  const page = await fetch(`${url}/api/rrhh/employee/list`, { method: 'POST', headers, body: '{}' });
  const payloadFile = join(dataDir, 'baseline-payload.json');
  writeFileSync(payloadFile, await page.text());
  const bare = spawn(
    process.execPath,
    [join(import.meta.dirname, 'support/baseline-server.ts'), payloadFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  baseline = bare;
  const baselineUrl = await new Promise<string>((done) => {
    if (bare.stdout) createInterface({ input: bare.stdout }).once('line', done);
  });

  const list = (bodies: object[]): LoadPlan['requests'] =>
    bodies.map((body) => ({ method: 'POST', path: '/api/rrhh/employee/list', body: JSON.stringify(body) }));
  const mixed = list([
    {},
    { page: 7 },
    { q: 'quispe' },
    { q: '4' },
    { filters: { areaId: 8 } },
    { filters: { personalType: 'operations', status: 'all' }, sortBy: 'startDate', sortDesc: true },
    { sortBy: 'documentNumber', page: 40 },
    { q: 'maría', filters: { areaId: 3 } },
  ]);
  // More distinct lists than an instance keeps pages of, asked in turn: none is still kept when it
  // comes round again, so every request reads the database (the counts, per filter set, stay kept).
  // The first six pages of each area and personal type (or none) in four orders: 576 pages.
  const orders = [
    {},
    { sortBy: 'documentNumber' },
    { sortBy: 'personalCode' },
    { sortBy: 'startDate', sortDesc: true },
  ];
  const types = [undefined, 'administrative', 'operations'];
  const distinct = list(
    [1, 2, 3, 4, 5, 6, 7, 8].flatMap((areaId) =>
      types.flatMap((personalType) =>
        orders.flatMap((order) =>
          [1, 2, 3, 4, 5, 6].map((page) => ({ page, ...order, filters: { areaId, personalType } })),
        ),
      ),
    ),
  );
  const same: LoadPlan['requests'] = [{ method: 'POST', path: '/baseline', body: '{}' }];
  const plan = (target: string, requests: LoadPlan['requests'], seconds = SECONDS): LoadPlan => ({
    url: target,
    connections: CONNECTIONS,
    seconds,
    headers,
    requests,
  });

  // Warm-up: JIT, query plans, the connection pool.
  await runLoad(plan(url, mixed, 3));
  await runLoad(plan(baselineUrl, same, 2));
  print([
    await measure('bare Fastify route, same bytes', bare.pid, plan(baselineUrl, same)),
    await measure('list, first page', app.pid, plan(url, list([{}]))),
    await measure('list, mixed queries', app.pid, plan(url, mixed)),
    await measure('list, 576 pages, none kept', app.pid, plan(url, distinct)),
  ]);
} finally {
  if (baseline) await stop(baseline);
  await stop(app);
}
