import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { prepareDatabase } from '../apps/server/src/composition/prepare-database.ts';
import { seedDemo } from '../apps/server/src/composition/seed/seed-demo.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { dayCounts, monthGrid } from '../apps/server/src/modules/attendance-reports/index.ts';
import { createTokenSigner } from '../apps/server/src/platform/auth/tokens.ts';
import { machine, ROOT } from './support/processes.ts';

/**
 * The monthly attendance report for 1,000 employees × 31 days (issue #11: ≤ 300 ms from request to
 * last byte): the whole company in one page, through HTTP, as the browser asks for it. A fresh
 * database on BENCH_DATABASE_URL / TEST_DATABASE_URL (a PostgreSQL server; dropped afterwards) or an
 * embedded one under data/bench-attendance. Run: node bench/attendance-monthly-report.ts [employees]
 */
const EMPLOYEES = Number(process.argv[2] ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const MONTH = '2026-03';
const machineBeforeRun = machine();

let embedded: EmbeddedDatabase | null = null;
let adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  embedded = await startEmbeddedPostgres(join(ROOT, 'data', 'bench-attendance'), 54412, 'postgres');
  adminUrl = embedded.url;
}
const name = `zerg_bench_att_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name}`);
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = createDatabase(url.toString(), 8);

try {
  const prepared = performance.now();
  await prepareDatabase(database.db);
  await seedDemo(database.db, EMPLOYEES);
  // Every employee, every day of the month: a mix of statuses, minutes late and overtime.
  await database.db.execute(sql`
    insert into attendance_days (employee_id, work_date, status, late_minutes, worked_minutes,
      scheduled_minutes, overtime_25_minutes, overtime_35_minutes)
    select e.id, d::date,
           case when extract(isodow from d) = 7 then 'not_working'
                when (e.id + extract(day from d)::int) % 23 = 0 then 'unmarked'
                when (e.id + extract(day from d)::int) % 29 = 0 then 'vacation'
                when (e.id + extract(day from d)::int) % 31 = 0 then 'justified'
                when (e.id * 7 + extract(day from d)::int) % 37 = 0 then 'remote'
                else 'marked' end,
           case when (e.id + extract(day from d)::int) % 5 = 0 then (e.id % 20) + 1 else 0 end,
           480, 480,
           case when (e.id + extract(day from d)::int) % 6 = 0 then 60 else 0 end,
           case when (e.id + extract(day from d)::int) % 13 = 0 then 30 else 0 end
      from employees e
     cross join generate_series(${`${MONTH}-01`}::date, ${`${MONTH}-31`}::date, interval '1 day') as d`);
  await database.db.execute(sql`analyze`);
  const { rows } = await database.db.execute<{ n: number; days: number }>(
    sql`select (select count(*)::int from employees) as n, (select count(*)::int from attendance_days) as days`,
  );
  console.log(machineBeforeRun);
  console.log(
    `employees: ${rows[0]?.n}  attendance days: ${rows[0]?.days}  prepared in ${Math.round(performance.now() - prepared)} ms`,
  );

  const jwtSecret = randomBytes(32).toString('hex');
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      SECRETS_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      JWT_SECRET: jwtSecret,
    }),
    jwtSecret,
  };
  const app = await buildApp({ config, db: database.db, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const { rows: users } = await database.pool.query<{ id: number }>(
    `insert into users (email, password_hash, full_name, role_id, campus_id)
     values ('bench-hr@zerg.pe', 'no password', 'Bench HR', $1, (select min(id) from campuses)) returning id`,
    [ROLE_IDS.ADMIN],
  );
  const userId = users[0]?.id ?? 0;
  await database.pool.query('insert into user_sections (user_id, section_id) values ($1, $2), ($1, $3)', [
    userId,
    SECTION_IDS.REPORTS,
    SECTION_IDS.PAYROLL,
  ]);
  const { rows: sessions } = await database.pool.query<{ id: string }>(
    `insert into auth_sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id`,
    [userId],
  );
  const token = await createTokenSigner(config.jwtSecret, config.accessTokenTtl).sign({
    userId,
    sessionId: sessions[0]?.id ?? '',
  });

  /** One request, timed from sending to the last byte read. */
  const once = async (path: string, body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return { ms: performance.now() - started, bytes };
  };

  const measure = async (label: string, path: string, body: unknown, runs = RUNS) => {
    for (let i = 0; i < 3; i++) await once(path, body);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const r = await once(path, body);
      times.push(r.ms);
      bytes = r.bytes;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    console.log(
      `${label.padEnd(44)}${at(0.5).padStart(9)}${at(0.95).padStart(9)}${(times.at(-1) ?? 0).toFixed(1).padStart(9)}${String(bytes).padStart(10)}`,
    );
  };

  console.log(`${RUNS} sequential requests each after 3 warm-ups; request to last byte`);
  console.log(
    `${'run'.padEnd(44)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}${'bytes'.padStart(10)}`,
  );
  const whole = { month: MONTH, perPage: 1000 };
  await measure('monthly report, 1,000 per page (+chart)', '/rrhh/report/monthly', whole);
  await measure('monthly report sorted by minutes late', '/rrhh/report/monthly', {
    ...whole,
    sortBy: 'lateMinutes',
    sortDesc: true,
  });
  await measure('payroll grid, first page of 50', '/rrhh/attendance/list', { month: MONTH });
  // The statements alone, without HTTP, validation or serialisation: where the time goes.
  const filter = { areaLimit: null, from: `${MONTH}-01`, to: `${MONTH}-31` };
  const timeIt = async (label: string, run: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(44)}${(times[5] ?? 0).toFixed(1).padStart(9)}`);
  };
  await timeIt('  SQL only: grid statement, 1,000 rows', () =>
    monthGrid(database.db, filter, { page: 1, perPage: 1000, sortDesc: false }),
  );
  await timeIt('  SQL only: chart statement', () => dayCounts(database.db, filter));
  if (process.env.BENCH_EXPLAIN) {
    const { rows: plan } = await database.db.execute(sql`explain analyze select 1`);
    console.log(plan);
  }
  await measure('monthly report Excel, every row', '/rrhh/report/monthly/export', { month: MONTH }, 5);
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await embedded?.stop();
}
