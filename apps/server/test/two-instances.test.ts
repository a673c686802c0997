import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_FILL_TASK } from '../src/modules/attendance/index.ts';
import { DOCUMENT_BATCH_QUEUE, QUEUE_SCHEMA } from '../src/platform/jobs/index.ts';
import { useCluster } from './setup/cluster.ts';
import { httpClient, httpSignIn } from './setup/cluster-http.ts';
import { DEMO } from './setup/http.ts';
import { multipart, TINY_PDF } from './setup/multipart.ts';
import { insertRun, insertSlip } from './setup/payslip-fixtures.ts';
import { openAuthedSocket } from './setup/ws-client.ts';

/*
 * Two real app processes on one database behind a round-robin balancer (setup/cluster.ts): what
 * one instance writes or changes, the other serves or enforces at once, with nothing shared but
 * PostgreSQL. Instance 0 is "A", instance 1 is "B".
 */
const cluster = useCluster({
  count: 2,
  env: {
    // The attendance fill-in every minute, pg-boss's finest period (it files one job a minute),
    // looked for every 5 s instead of 30.
    ATTENDANCE_FILL_CRON: '* * * * *',
    SCHEDULE_CHECK_SECONDS: '5',
    // A killed instance's batch is retried after about 20 s instead of 40.
    DOCUMENT_BATCH_HEARTBEAT_SECONDS: '10',
    // Each instance logs the scheduled runs it made ("scheduled task done").
    LOG_LEVEL: 'info',
  },
});
let signIn: ReturnType<typeof httpSignIn>;
let a: string;
let b: string;

beforeAll(() => {
  signIn = httpSignIn(cluster.current.database);
  [a, b] = cluster.current.instances.map((i) => i.url) as [string, string];
});

const filesIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];

const rowsOf = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await cluster.current.database.db.execute<T>(query)).rows;

/** The fill-in's jobs, in the order they were made. */
const fillJobs = () =>
  rowsOf<{ state: string }>(
    sql`select state from ${sql.identifier(QUEUE_SCHEMA)}.job
        where name = ${ATTENDANCE_FILL_TASK} order by created_on`,
  );

/**
 * The fill-in's occurrences as the cron pass sent them: one `__pgboss__send-it` job each, filed under
 * the minute the occurrence falls in (its `slot`), which then sends the fill-in's own job.
 */
const fillOccurrences = async () =>
  (
    await rowsOf<{ slot: string }>(
      sql`select data->>'slot' as slot from ${sql.identifier(QUEUE_SCHEMA)}.job
          where name = '__pgboss__send-it' and data->>'name' = ${ATTENDANCE_FILL_TASK} order by created_on`,
    )
  ).map((r) => r.slot);

/** How many runs of the fill-in instance `index` logged (JSON lines, one per run). */
const fillRunsOf = (index: number) =>
  cluster.current
    .output(index)
    .split('\n')
    .filter(
      (line) =>
        line.includes('"msg":"scheduled task done"') && line.includes(`"task":"${ATTENDANCE_FILL_TASK}"`),
    ).length;

const batchRow = async (id: number) =>
  (
    await rowsOf<{ state: string; done: number; total: number }>(
      sql`select state, done, total from document_batches where id = ${id}`,
    )
  )[0];

describe('two instances on one database', () => {
  it('serves through B, byte for byte, a file uploaded through A', async () => {
    const token = (await signIn(a, DEMO.hrChief)).accessToken;
    const form = await multipart(
      { employee_id: '10', kind: 'contract' },
      { name: 'contrato año 2026.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    const up = await httpClient(a, token).postRaw(
      '/api/rrhh/employee/upload-file',
      form.payload,
      form.contentType,
    );
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const { id } = up.body as { id: number };

    const down = await httpClient(b, token).get(`/api/rrhh/employee/file/${id}`);
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('application/pdf');
    expect(down.raw.equals(TINY_PDF)).toBe(true);
    // Nothing went through either instance's folder: the bytes came from PostgreSQL.
    expect(cluster.current.instances.flatMap((i) => filesIn(i.filesDir))).toEqual([]);
  });

  it('refuses through B, on the very next request, a section revoked through A', async () => {
    const admin = httpClient(a, (await signIn(a, DEMO.admin)).accessToken);
    const created = await admin.post('/api/user/register', {
      email: 'auditor.cluster@zerg.pe',
      fullName: 'Auditor Cluster',
      password: 'Audit123!',
      passwordConfirmation: 'Audit123!',
      roleId: 7,
      campusId: 1,
      modules: [1],
      sections: [4],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const auditor = httpClient(
      b,
      (await signIn(b, { email: 'auditor.cluster@zerg.pe', password: 'Audit123!' })).accessToken,
    );
    expect((await auditor.post('/api/user/list', {})).status).toBe(200);

    const id = (created.body as { id: number }).id;
    const edit = (await admin.post('/api/user/get-user-edit', { id })).body as Record<string, unknown>;
    expect((await admin.post('/api/user/update-user', { ...edit, modules: [9], sections: [8] })).status).toBe(
      200,
    );

    const refused = await auditor.post('/api/user/list', {});
    expect(refused.status).toBe(403);
    expect((refused.body as { code: string }).code).toBe('SECTION_NOT_GRANTED');
  });

  it('signs in and lists through the balancer, the requests alternating between the instances', async () => {
    const { balancer } = cluster.current;
    const before = [...balancer.served];
    const token = (await signIn(balancer.url, DEMO.admin)).accessToken;
    const api = httpClient(balancer.url, token);
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push(await api.post('/api/user/list', { page: 1, perPage: 5 }));

    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // The same page whoever served it.
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const first = answers[0]?.servedBy ?? -1;
    expect(answers.map((r) => r.servedBy)).toEqual([first, 1 - first, first, 1 - first]);
    const through = balancer.served.map((n, i) => n - (before[i] ?? 0));
    expect(
      through.every((n) => n >= 2),
      JSON.stringify(through),
    ).toBe(true);
  });

  it('passes a WebSocket through the balancer to an instance that authenticates it', async () => {
    const token = (await signIn(a, DEMO.hrChief)).accessToken;
    const socket = await openAuthedSocket(cluster.current.balancer.url, token);
    socket.close();
    await socket.closed;
  });

  it('runs a scheduled task once per period with both instances up (pg-boss schedules)', async () => {
    // Both instances run pg-boss's cron pass (one of them every 5 s) and work the fill-in's queue.
    // Waited for: the first occurrence run (the minute turns within a minute of the start); any
    // later one filed meanwhile is checked with it. Several periods in a row, one run each, are
    // schedules.test.ts's, on pg-boss's test clock, without waiting for minutes to turn.
    await vi.waitFor(
      async () =>
        expect((await fillJobs()).filter((j) => j.state === 'completed').length).toBeGreaterThanOrEqual(1),
      { timeout: 100_000, interval: 1_000 },
    );
    // One job per occurrence (an occurrence's job is sent a moment after the occurrence is filed),
    // for consecutive minutes: none doubled, none skipped.
    await vi.waitFor(async () => expect((await fillJobs()).length).toBe((await fillOccurrences()).length), {
      timeout: 15_000,
    });
    const jobs = await fillJobs();
    const occurrences = await fillOccurrences();
    expect(new Set(occurrences).size, JSON.stringify({ jobs, occurrences })).toBe(occurrences.length);
    const minutes = occurrences.map((slot) => Date.parse(`${slot.replace(' ', 'T')}Z`) / 60_000);
    expect(minutes.slice(1).map((m, i) => m - (minutes[i] ?? 0))).toEqual(minutes.slice(1).map(() => 1));
    // Each job run once, by one instance or the other: the runs logged by the two add up to the jobs.
    const completed = jobs.filter((j) => j.state === 'completed').length;
    await vi.waitFor(() => expect(fillRunsOf(0) + fillRunsOf(1)).toBe(completed), { timeout: 10_000 });
    // Both were up the whole time.
    for (const url of [a, b]) expect((await httpClient(url).get('/api/health')).status).toBe(200);
  }, 130_000);

  it('finishes through B a payslip zip job whose instance A was killed in the middle (`kill(0)`)', async () => {
    const { database, pause, resume, kill } = cluster.current;
    const period = { year: 2031, month: 6 };
    const { runId } = await insertRun({ database }, { ...period, state: 'approved' });
    const workers = (
      await database.pool.query<{ id: number; document_number: string }>(
        `select e.id, e.document_number from employees e join employee_jobs j on j.employee_id = e.id
         order by e.id`,
      )
    ).rows;
    for (const w of workers) await insertSlip({ database }, runId, period, { employeeId: w.id });
    const token = (await signIn(a, DEMO.admin)).accessToken;

    // B frozen, A alone polls the queue: the batch started through A is made by A.
    pause(1);
    let batchId = 0;
    try {
      const started = await httpClient(a, token).post('/api/rrhh/payroll/payslip/zip', { runId });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      batchId = (started.body as { batchId: number }).batchId;
      await vi.waitFor(async () => expect((await batchRow(batchId))?.done).toBeGreaterThan(0), {
        timeout: 60_000,
        interval: 20,
      });
      // Frozen first, so the row read is where A stopped: some payslips made, not all, no file.
      pause(0);
      const middle = await batchRow(batchId);
      expect(middle?.state).toBe('running');
      expect(middle?.done).toBeLessThan(workers.length);
      await kill(0, 'SIGKILL');
    } finally {
      resume(1);
    }

    // B's queue fails the silent job after its heartbeat and takes the retry; waited for, not timed.
    await vi.waitFor(async () => expect((await batchRow(batchId))?.state).toBe('done'), {
      timeout: 120_000,
      interval: 500,
    });
    expect(await batchRow(batchId)).toEqual({ state: 'done', done: workers.length, total: workers.length });
    const jobs = await rowsOf<{ retry_count: number; heartbeat_seconds: number }>(
      sql`select retry_count, heartbeat_seconds from ${sql.identifier(QUEUE_SCHEMA)}.job
          where name = ${DOCUMENT_BATCH_QUEUE} and (data->>'batchId')::int = ${batchId}`,
    );
    expect(jobs).toEqual([{ retry_count: 1, heartbeat_seconds: 10 }]);

    const down = await httpClient(b, token).post('/api/documents/batch/download', { batchId });
    expect(down.status).toBe(200);
    const zip = await JSZip.loadAsync(down.raw);
    expect(Object.keys(zip.files).sort()).toEqual(
      workers.map((w) => `${w.document_number}-2031-06.pdf`).sort(),
    );
  }, 240_000);

  // A is dead from here on (killed above, or here when run alone): keep it last.
  it('goes on answering through the balancer, from B alone, once A is killed', async () => {
    const { balancer, kill } = cluster.current;
    const api = httpClient(balancer.url, (await signIn(b, DEMO.admin)).accessToken);
    await kill(0, 'SIGKILL');
    const answers = [];
    for (let n = 0; n < 3; n++) answers.push(await api.post('/api/user/list', { page: 1, perPage: 5 }));
    expect(answers.map((r) => [r.status, r.servedBy])).toEqual([
      [200, 1],
      [200, 1],
      [200, 1],
    ]);
    expect(
      (await httpClient(a)
        .get('/api/health')
        .catch((err: Error) => err)) instanceof Error,
    ).toBe(true);
  });
});
