import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { REALTIME_EVENTS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/composition/open-database.ts';
import { seedDemo } from '../apps/server/src/composition/seed/seed-demo.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { createTokenSigner } from '../apps/server/src/platform/auth/tokens.ts';
import { publish } from '../apps/server/src/platform/realtime/realtime-bus.ts';

/**
 * 1,000 sockets split across two app instances (each its own process, as behind a load balancer),
 * one human-resources channel event at a time published through PostgreSQL: the time from the
 * publishing transaction's start to each socket's receipt. Prints p50/p95/p99/max. Goal p95 ≤ 100 ms.
 */
const SOCKETS = 1000;
const USERS = 50;
const ROUNDS = 30;
const SECRET = 'bench-secret-bench-secret-bench-secret';

if (process.argv[2] === '--instance') {
  // A child: one app instance on the given database, listening on an ephemeral port.
  const database = createDatabase(process.argv[3] ?? '', 4);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config: { ...config, jwtSecret: SECRET }, db: database.db, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${url}\n`);
  process.on('SIGTERM', () => void app.close().then(() => database.close().then(() => process.exit(0))));
} else {
  const env = {
    ...process.env,
    DATA_DIR: resolve(import.meta.dirname, '../data/bench-realtime'),
    EMBEDDED_PG_PORT: '54413',
    LOG_LEVEL: 'silent',
  };
  const database = await openDatabase(loadConfig(env));
  const { db, pool } = database;
  const [{ n } = { n: 0 }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from users`))
    .rows;
  if (n === 0) await seedDemo(db);

  // Fifty human-resources users with twenty sessions each.
  const { rows: users } = await pool.query<{ id: number }>(
    `insert into users (email, password_hash, full_name, role_id, campus_id)
     select 'bench-rt-' || g || '-' || extract(epoch from now())::bigint || '@zerg.pe', 'x', 'Bench', 1,
       (select min(id) from campuses) from generate_series(1, $1) g returning id`,
    [USERS],
  );
  await pool.query('insert into user_sections (user_id, section_id) select unnest($1::int[]), $2', [
    users.map((u) => u.id),
    SECTION_IDS.EMPLOYEES,
  ]);
  const signer = createTokenSigner(SECRET, 3600);
  const tokens: string[] = [];
  for (let i = 0; i < SOCKETS; i++) {
    const user = users[i % USERS]!;
    const { rows } = await pool.query<{ id: string }>(
      `insert into auth_sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id`,
      [user.id],
    );
    tokens.push(await signer.sign({ userId: user.id, sessionId: rows[0]!.id }));
  }

  const url = String(pool.options.connectionString);
  const children = [0, 1].map(() =>
    spawn(process.execPath, [import.meta.filename, '--instance', url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const addresses = await Promise.all(
    children.map(
      (child) =>
        new Promise<string>((done) => child.stdout.once('data', (d: Buffer) => done(d.toString().trim()))),
    ),
  );

  const received = new Map<number, number[]>();
  let t0 = 0;
  const connect = (address: string, token: string) =>
    new Promise<WebSocket>((done, fail) => {
      const ws = new WebSocket(`${address.replace('http', 'ws')}/api/ws`);
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
      ws.onerror = () => fail(new Error('socket failed'));
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as { type: string; payload?: { seq?: number } };
        if (m.type === 'ready') done(ws);
        const seq = m.payload?.seq;
        if (m.type === 'event' && typeof seq === 'number') received.get(seq)?.push(performance.now() - t0);
      };
    });
  const sockets: WebSocket[] = [];
  const started = performance.now();
  for (let i = 0; i < SOCKETS; i += 50) {
    sockets.push(
      ...(await Promise.all(tokens.slice(i, i + 50).map((t, j) => connect(addresses[(i + j) % 2]!, t)))),
    );
  }
  const connectMs = performance.now() - started;

  const all: number[] = [];
  let missing = 0;
  for (let seq = 0; seq < ROUNDS; seq++) {
    received.set(seq, []);
    t0 = performance.now();
    await db.transaction((tx) =>
      publish(tx, 'human-resources', REALTIME_EVENTS.driverComment, {
        driver_name: 'Bench',
        comment: 'fan-out',
        seq,
      }),
    );
    const deadline = performance.now() + 2000;
    while ((received.get(seq)?.length ?? 0) < SOCKETS && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const got = received.get(seq) ?? [];
    missing += SOCKETS - got.length;
    if (seq >= 3) all.push(...got); // the first rounds warm up
    await new Promise((r) => setTimeout(r, 50));
  }

  const pct = (p: number) => {
    const sorted = [...all].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  };
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(`realtime fan-out: ${SOCKETS} sockets (${USERS} users) on 2 instances, ${ROUNDS} events`);
  console.log(
    `  machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`  connected and authenticated all sockets in ${f(connectMs)}`);
  console.log(
    `  delivery (publish → every socket): p50 ${f(pct(50))}, p95 ${f(pct(95))}, p99 ${f(pct(99))}, max ${f(pct(100))} over ${all.length} receipts (goal p95 ≤ 100 ms)`,
  );
  console.log(`  missed deliveries: ${missing}`);

  for (const ws of sockets) ws.close();
  for (const child of children) child.kill('SIGTERM');
  await pool.query('delete from users where email like $1', ['bench-rt-%']);
  await database.close();
  process.exit(0);
}
