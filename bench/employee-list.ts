import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';

/**
 * The employee list at 10,000 employees: p50/p95 of `POST /api/rrhh/employee/list` over real HTTP
 * on loopback, under concurrent clients, across a mix of paging, search, filters and sorting.
 * The bench database lives under data/bench and is generated once.
 */
const TARGET = 10_000;
const CLIENTS = 8;
const REQUESTS_PER_CLIENT = 60;
const env = {
  ...process.env,
  DATA_DIR: resolve(import.meta.dirname, '../data/bench'),
  EMBEDDED_PG_PORT: '54410',
  LOG_LEVEL: 'silent',
};

const config = loadConfig(env);
let database = await openDatabase(config);
const [{ n } = { n: 0 }] = (
  await database.db.execute<{ n: number }>(sql`select count(*)::int as n from employees`)
).rows;
if (n < TARGET) {
  await database.close();
  console.log(`Generating ${TARGET - n} employees for the bench database (once)…`);
  const run = spawnSync('npm', ['run', 'seed:bulk', '--', '--employees', String(TARGET - n + 150)], {
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) process.exit(1);
  database = await openDatabase(config);
}

const app = await buildApp({
  config: { ...config, jwtSecret: 'bench-secret-bench-secret-bench-secret' },
  db: database.db,
  logger: false,
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const post = (path: string, body: unknown, token?: string) =>
  fetch(`${address}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const login = await (await post('/api/login', { email: 'rrhh@zerg.pe', password: 'Rrhh1234!' })).json();
const token = (login as { accessToken: string }).accessToken;
const [{ total } = { total: 0 }] = (
  await database.db.execute<{ total: number }>(sql`select count(*)::int as total from employees`)
).rows;

const QUERIES = [
  {},
  { page: 7 },
  { q: 'quispe' },
  { q: '4' },
  { filters: { areaId: 8 } },
  { filters: { personalType: 'operations', status: 'all' }, sortBy: 'startDate', sortDesc: true },
  { sortBy: 'documentNumber', page: 40 },
  { q: 'maría', filters: { areaId: 3 } },
];

const timings: number[] = [];
const worker = async (w: number) => {
  for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
    const started = performance.now();
    const res = await post('/api/rrhh/employee/list', QUERIES[(w + i) % QUERIES.length], token);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    timings.push(performance.now() - started);
  }
};

await worker(0); // warm-up: plans, connections, JIT
timings.length = 0;
const started = performance.now();
await Promise.all(Array.from({ length: CLIENTS }, (_, w) => worker(w)));
const seconds = (performance.now() - started) / 1000;

timings.sort((a, b) => a - b);
const pct = (p: number) =>
  timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]?.toFixed(1);
console.log(`employees: ${total}  clients: ${CLIENTS}  requests: ${timings.length}`);
console.log(
  `list p50: ${pct(50)} ms  p95: ${pct(95)} ms  p99: ${pct(99)} ms  max: ${timings.at(-1)?.toFixed(1)} ms`,
);
console.log(`throughput: ${(timings.length / seconds).toFixed(0)} requests/s`);

await app.close();
await database.close();
