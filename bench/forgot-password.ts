import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/composition/open-database.ts';
import { seedDemo } from '../apps/server/src/composition/seed/seed-demo.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';

/**
 * `POST /api/forgot-password` for a known and an unknown address, interleaved: the answer's time
 * must not tell them apart. Prints p50/p95 of each and the difference of the medians. Without SMTP
 * the mail stays in the outbox (with SMTP it is sent after the answer anyway).
 */
const ROUNDS = 150;
const env = {
  ...process.env,
  DATA_DIR: resolve(import.meta.dirname, '../data/bench-auth'),
  EMBEDDED_PG_PORT: '54411',
  LOG_LEVEL: 'silent',
};
const config = loadConfig(env);
const database = await openDatabase(config);
const [{ n } = { n: 0 }] = (
  await database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)
).rows;
if (n === 0) await seedDemo(database.db);

const app = await buildApp({
  config: { ...config, jwtSecret: 'bench-secret-bench-secret-bench-secret' },
  db: database.db,
  logger: false,
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const timeOne = async (email: string) => {
  // Outside the timed part: the per-address cap would otherwise short-cut both paths after 3 requests.
  await database.db.execute(sql`delete from auth_throttle where key like 'reset:%'`);
  const started = performance.now();
  const res = await fetch(`${address}/api/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
  return performance.now() - started;
};

const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < 10; i++) await timeOne('admin@zerg.pe'); // warm-up
for (let i = 0; i < ROUNDS; i++) {
  known.push(await timeOne('rrhh@zerg.pe'));
  unknown.push(await timeOne(`nobody${i}@zerg.pe`));
}
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const f = (ms: number) => `${ms.toFixed(2)} ms`;
console.log(`forgot-password, ${ROUNDS} requests each, interleaved`);
console.log(`  known address:   p50 ${f(pct(known, 50))}  p95 ${f(pct(known, 95))}`);
console.log(`  unknown address: p50 ${f(pct(unknown, 50))}  p95 ${f(pct(unknown, 95))}`);
console.log(`  difference of the medians: ${f(pct(known, 50) - pct(unknown, 50))}`);

await app.close();
await database.db.execute(sql`delete from mail_outbox`);
await database.close();
