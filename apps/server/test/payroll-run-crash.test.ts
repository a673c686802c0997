import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeRun, createPayrollRunQueue, requeueStrandedRuns } from '../src/modules/payroll/index.ts';
import { PAYROLL_RUN_QUEUE, QUEUE_SCHEMA } from '../src/platform/jobs/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const base = '/api/rrhh/payroll';
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let companyId: number;
let hr: ReturnType<typeof client>;

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Transportes Caída S.A.C.', '20999888772') returning id`,
  );
  companyId = company?.id as number;
  await ctx.database.db.execute(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'operations'
    where employee_id in (select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active and j.start_date < '2025-01-01' order by j.employee_id desc limit 4)`);
});

describe('a run killed while it stores', () => {
  it('leaves the previous draft, and running it again finishes it', async () => {
    const body = {
      companyId,
      year: 2026,
      month: 1,
      kind: 'monthly',
      personalType: 'operations',
      overrideWarnings: true,
    };
    const runId = ((await hr.post(`${base}/run/create`, body)).body as { id: number }).id;
    await computeRun(ctx.database.db, runId);
    const before = await rows<{ id: number }>(
      sql`select id from payroll_slips where run_id = ${runId} order by id`,
    );
    const [totalsBefore] = await rows<{ net: string; computed_at: string }>(
      sql`select net::text, computed_at::text from payroll_runs where id = ${runId}`,
    );
    expect(before).toHaveLength(4);
    // Re-run: the job is queued again; a child process computes it and is killed inside the transaction.
    expect((await hr.post(`${base}/run/create`, body)).status).toBe(200);
    const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL('./payroll-crash-child.ts', import.meta.url)), url, String(runId)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('written')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    // Inside its transaction the new slips exist; from outside nothing changed yet.
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const after = await rows<{ id: number }>(
      sql`select id from payroll_slips where run_id = ${runId} order by id`,
    );
    expect(after).toEqual(before);
    const [totalsAfter] = await rows<{ net: string; computed_at: string; job: string }>(
      sql`select net::text, computed_at::text, job from payroll_runs where id = ${runId}`,
    );
    expect(totalsAfter).toMatchObject(totalsBefore as object);
    expect(totalsAfter?.job).toBe('running');
    // The server's start queues again a run left running without a live job; a live one is left to pg-boss.
    const queued: number[] = [];
    const fake = {
      enqueue: async (_db: unknown, job: { runId: number }) => {
        queued.push(job.runId);
        return 'queued';
      },
    };
    expect(await requeueStrandedRuns(ctx.database.db, fake)).toEqual([runId]);
    expect(queued).toEqual([runId]);
    await ctx.database.db.execute(sql`
      insert into ${sql.identifier(QUEUE_SCHEMA)}.job (name, data, state)
      values (${PAYROLL_RUN_QUEUE}, ${JSON.stringify({ runId })}::jsonb, 'active')`);
    expect(await requeueStrandedRuns(ctx.database.db, fake)).toEqual([]);
    // The job started again finishes the run.
    await computeRun(ctx.database.db, runId);
    const finished = await rows<{ id: number }>(sql`select id from payroll_slips where run_id = ${runId}`);
    expect(finished).toHaveLength(4);
    expect(finished.some((s) => before.some((b) => b.id === s.id))).toBe(false);
    const [run] = await rows<{ job: string }>(sql`select job from payroll_runs where id = ${runId}`);
    expect(run?.job).toBe('done');
    await ctx.database.db.execute(
      sql`delete from ${sql.identifier(QUEUE_SCHEMA)}.job where name = ${PAYROLL_RUN_QUEUE}`,
    );
    expect(await requeueStrandedRuns(ctx.database.db, fake)).toEqual([]);
  });
});

describe('the payroll queue', () => {
  it('fails and retries a job whose worker went silent, well before pg-boss default expiry', async () => {
    const errors: unknown[] = [];
    const queue = createPayrollRunQueue({
      db: ctx.database.db,
      log: { error: (e: unknown) => errors.push(e) } as never,
    });
    await queue.start(async () => {});
    try {
      const [q] = await rows<{ q: Record<string, unknown> }>(
        sql`select to_jsonb(q) as q from ${sql.identifier(QUEUE_SCHEMA)}.queue q where q.name = ${PAYROLL_RUN_QUEUE}`,
      );
      const settings = JSON.stringify(q?.q);
      expect(settings).toMatch(/"expire_?[a-z_]*":600/i);
      expect(settings).toMatch(/"heartbeat_?[a-z_]*":30/i);
    } finally {
      await queue.stop();
    }
    expect(errors).toEqual([]);
  });
});
