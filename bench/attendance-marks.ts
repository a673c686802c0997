/**
 * 1,000 marks arriving within one minute at shift change: 1,000 employees, each signed in, scan the
 * kiosk's current code and post their mark over real HTTP to the app on a real PostgreSQL
 * database, arrivals spread evenly over BENCH_SECONDS (default 60). Prints p50/p95/max per mark.
 * Run: node bench/attendance-marks.ts [marks]   (BENCH_DATABASE_URL: a PostgreSQL server to use,
 * default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is made and dropped).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { prepareDatabase } from '../apps/server/src/composition/prepare-database.ts';
import { seedDemo } from '../apps/server/src/composition/seed/seed-demo.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { createTokenSigner } from '../apps/server/src/platform/auth/tokens.ts';

const MARKS = Number(process.argv[2] ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `zerg_bench_marks_${process.pid}`;
const url = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const database = createDatabase(url, 10);
try {
  const prepStart = performance.now();
  await prepareDatabase(database.db);
  await seedDemo(database.db);
  // As many employees as marks: copies of a demo employee with their own codes, each with a user.
  const columns = (
    await database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'employees' and column_name not in ('id', 'personal_code', 'document_number', 'attendance_code') and is_generated = 'NEVER'`,
    )
  ).rows.map((r) => `"${r.column_name}"`);
  const have = Number(
    (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from employees`)).rows[0]?.n,
  );
  if (have < MARKS) {
    await database.db.execute(
      sql.raw(`insert into employees (personal_code, document_number, ${columns.join(', ')})
        select 'BM' || g, lpad((70000000 + g)::text, 8, '0'), ${columns.map((c) => `e.${c}`).join(', ')}
        from generate_series(1, ${MARKS - have}) g cross join (select * from employees order by id limit 1) e`),
    );
  }
  const { rows: people } = await database.db.execute<{ id: number }>(
    sql.raw(`insert into users (email, password_hash, full_name, role_id, campus_id, employee_id)
      select 'bench' || e.id || '@zerg.pe', 'no password', 'Bench ' || e.id, (select min(id) from roles), (select min(id) from campuses), e.id
      from employees e where not exists (select 1 from users u where u.employee_id = e.id)
      order by e.id limit ${MARKS} returning id`),
  );
  const { rows: kioskRow } = await database.db.execute<{ id: number }>(
    sql.raw(`insert into users (email, password_hash, full_name, role_id, campus_id)
      values ('bench-kiosk@zerg.pe', 'no password', 'Kiosk', (select min(id) from roles), (select min(id) from campuses)) returning id`),
  );
  const kioskId = Number(kioskRow[0]?.id);
  await database.db.execute(sql`insert into user_sections (user_id, section_id) values (${kioskId}, 5)`);
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      SECRETS_KEY: randomBytes(32).toString('hex'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: '/nonexistent',
    }),
    logLevel: 'silent',
  } as Parameters<typeof buildApp>[0]['config'];
  const signer = createTokenSigner(config.jwtSecret, config.accessTokenTtl);
  const tokenOf = async (userId: number) => {
    const { rows } = await database.db.execute<{ id: string }>(
      sql`insert into auth_sessions (user_id, expires_at) values (${userId}, now() + interval '1 hour') returning id`,
    );
    return signer.sign({ userId, sessionId: String(rows[0]?.id) });
  };
  const tokens = await Promise.all(people.map((p) => tokenOf(Number(p.id))));
  const kioskToken = await tokenOf(kioskId);
  const app = await buildApp({ config, db: database.db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `prepared ${tokens.length} employees in ${((performance.now() - prepStart) / 1000).toFixed(1)} s`,
  );

  const post = (path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'user-agent': 'bench',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  // The demo seed's registered kiosk of the head office (its token is in the README).
  const device = { 'x-kiosk-device': 'zkd_DemoKioskLimaMainGateNotForProductionUse001' };
  let code = '';
  const refresh = async () => {
    code = ((await (await post('/attendance/kiosk/code', kioskToken, {}, device)).json()) as { code: string })
      .code;
  };
  await refresh();
  const rotation = setInterval(refresh, 25_000);

  const times: number[] = [];
  const statuses = new Map<number, number>();
  const start = performance.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      const due = (i / tokens.length) * SECONDS * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, due - (performance.now() - start))));
      const t0 = performance.now();
      const res = await post('/attendance/mark', token, { code });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  );
  clearInterval(rotation);
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  const { rows: stored } = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from attendance_marks where method = 'self_qr' and device = 'bench'`,
  );
  console.log(
    `marks: ${times.length} over ${SECONDS} s; answers ${JSON.stringify(Object.fromEntries(statuses))}; stored ${stored[0]?.n}`,
  );
  console.log(
    `per mark: p50 ${pct(50).toFixed(1)} ms  p95 ${pct(95).toFixed(1)} ms  max ${(times.at(-1) ?? 0).toFixed(1)} ms  (target p95 ≤ 50 ms)`,
  );
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
