import { centsToMoney, formatAmount, moneyToCents, ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCtsRun, loadCtsSlips } from '../src/modules/cts-deposits/cts-deposit.repository.ts';
import { renderStatement } from '../src/modules/cts-deposits/cts-statement-file.ts';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { pdfText } from './setup/pdf-text.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const base = '/api/rrhh/payroll';
type Api = ReturnType<typeof client>;
type Summary = {
  total: string;
  workers: number;
  banks: { bank: string; workers: number; total: string }[];
  missing: { employeeId: number; amount: string }[];
};

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let hr: Api;
let runId: number;
let monthlyRunId: number;
/** BCP (soles), Interbank (dollars), and one with no CTS account. */
let bcpWorker: number;
let interbankWorker: number;
let noAccountWorker: number;

const sum = (amounts: string[]) => centsToMoney(amounts.reduce((s, a) => s + moneyToCents(a), 0n));
const slipAmount = async (employeeId: number) =>
  (
    await rows<{ net: string }>(
      sql`select net::text from payroll_slips where run_id = ${runId} and employee_id = ${employeeId}`,
    )
  )[0]?.net as string;
const auditCount = async (action: string) =>
  Number(
    (await rows<{ n: string }>(sql`select count(*) as n from audit_log where action = ${action}`))[0]?.n,
  );

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc, address) values ('Transportes Prueba CTS S.A.C.', '20999888772', 'Av. Arequipa 1234, Lima') returning id`,
  );
  const workers = await rows<{ id: number }>(sql`
    update employee_jobs set company_id = ${company?.id}, personal_type = 'administrative'
    where employee_id in (
      select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active and j.start_date < '2025-01-01' and j.labor_regime = 'general' order by j.employee_id limit 3)
    returning employee_id as id`);
  [bcpWorker, interbankWorker, noAccountWorker] = workers.map((w) => w.id).sort((a, b) => a - b) as [
    number,
    number,
    number,
  ];
  // The demo's own CTS accounts of these workers step aside for the ones the test names.
  await ctx.database.db.execute(sql`
    update employee_bank_accounts set is_active = false
    where account_type = 'cts' and employee_id in (${bcpWorker}, ${interbankWorker}, ${noAccountWorker})`);
  await ctx.database.db.execute(sql`
    insert into employee_bank_accounts (employee_id, bank, account_type, account_number, cci, currency) values
      (${bcpWorker}, '002', 'cts', '194-99887766-0-12', '00219419988776601255', 'PEN'),
      (${interbankWorker}, '003', 'cts', '898-3001234567', '00389801300123456742', 'USD')`);
  const created = await hr.post(`${base}/run/create`, {
    companyId: company?.id,
    year: 2026,
    month: 5,
    kind: 'cts',
    personalType: 'administrative',
  });
  expect(created.status).toBe(200);
  runId = (created.body as { id: number }).id;
  await computeRun(ctx.database.db, runId);
  monthlyRunId = (
    await rows<{ id: number }>(sql`select id from payroll_runs where kind = 'monthly' order by id limit 1`)
  )[0]?.id as number;
});

describe('before the CTS run is approved', () => {
  it('answers 409 naming the run for statements, the batch and the bank files', async () => {
    for (const [path, body] of [
      ['cts/statement/pdf', { runId, employeeId: bcpWorker }],
      ['cts/statement/batch', { runId }],
      ['cts/bank-file', { runId, bank: '002', layout: 'generic' }],
    ] as const) {
      const res = await hr.post(`${base}/${path}`, body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CTS_RUN_NOT_APPROVED' });
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['runId']);
    }
  });

  it('refuses a run that is not a CTS deposit with 400', async () => {
    const res = await hr.post(`${base}/cts/statement/pdf`, { runId: monthlyRunId, employeeId: bcpWorker });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'NOT_A_CTS_RUN' });
  });
});

describe('an approved CTS run', () => {
  beforeAll(async () => {
    expect((await hr.post(`${base}/run/approve`, { id: runId })).status).toBe(200);
  });

  it('sums by bank, lists who has no CTS account, and the parts equal the run', async () => {
    const res = await hr.post(`${base}/cts/summary`, { runId });
    expect(res.status).toBe(200);
    const summary = res.body as Summary;
    const [run] = await rows<{ net: string }>(sql`select net::text from payroll_runs where id = ${runId}`);
    expect(summary.total).toBe(run?.net);
    expect(summary.workers).toBe(3);
    expect(summary.banks.map((b) => b.bank)).toEqual(['002', '003']);
    expect(summary.missing.map((m) => m.employeeId)).toEqual([noAccountWorker]);
    expect(sum([...summary.banks.map((b) => b.total), ...summary.missing.map((m) => m.amount)])).toBe(
      run?.net,
    );
  });

  it("prints a statement whose amount is the run's slip and whose items add up to the computable pay", async () => {
    const db = ctx.database.db;
    const run = await findCtsRun(db, runId);
    for (const worker of [bcpWorker, interbankWorker]) {
      const [slip] = await loadCtsSlips(db, runId, worker);
      const { statement } = await renderStatement(db, run!, slip!);
      expect(statement.amount).toBe(await slipAmount(worker));
      expect(sum(statement.items.map((i) => i.amount))).toBe(statement.computable);
      expect(statement.computable).toBe(slip!.bases.base);
      expect(statement.months * 30 + statement.days).toBe(slip!.days.worked);
    }
    const before = await auditCount('cts-statement.generate');
    const res = await hr.post(`${base}/cts/statement/pdf`, { runId, employeeId: bcpWorker });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.raw);
    expect(text).toContain('Liquidación de depósito de CTS');
    expect(text).toContain(`S/ ${formatAmount(await slipAmount(bcpWorker))}`);
    expect(text).toContain('194-99887766-0-12');
    expect(await auditCount('cts-statement.generate')).toBe(before + 1);
  });

  it('notes the exchange for an account in dollars', async () => {
    const res = await hr.post(`${base}/cts/statement/pdf`, { runId, employeeId: interbankWorker });
    expect(await pdfText(res.raw)).toContain('dólares');
  });

  it('answers 409 for a worker with no CTS account and 404 for one not in the run', async () => {
    const res = await hr.post(`${base}/cts/statement/pdf`, { runId, employeeId: noAccountWorker });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CTS_ACCOUNT_MISSING' });
    expect((await hr.post(`${base}/cts/statement/pdf`, { runId, employeeId: 999999 })).status).toBe(404);
  });

  it("makes the whole run's statements as a batch and lists the worker without an account", async () => {
    const res = await hr.post(`${base}/cts/statement/batch`, { runId });
    expect(res.status).toBe(200);
    const { batchId } = res.body as { batchId: number };
    await ctx.app.documentBatches.runQueued();
    const batch = (await hr.post('/api/documents/batch/get', { batchId })).body as {
      state: string;
      total: number;
      failures: { key: string; reason: string }[];
    };
    expect(batch).toMatchObject({ state: 'done', total: 3 });
    expect(batch.failures).toEqual([
      expect.objectContaining({ key: String(noAccountWorker), reason: 'CTS_ACCOUNT_MISSING' }),
    ]);
    const zip = await hr.post('/api/documents/batch/download', { batchId });
    const files = Object.keys((await JSZip.loadAsync(zip.raw)).files);
    expect(files).toHaveLength(2);
    expect(await auditCount('cts-statement.batch')).toBe(1);
  });

  it("writes each bank's file with the run's amounts", async () => {
    const bcpAmount = await slipAmount(bcpWorker);
    const generic = await hr.post(`${base}/cts/bank-file`, { runId, bank: '002', layout: 'generic' });
    expect(generic.status).toBe(200);
    const lines = generic.raw
      .toString()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.split(',').at(-1)).toBe(bcpAmount);
    expect(lines[1]).toContain('194-99887766-0-12');

    const bcp = (
      await hr.post(`${base}/cts/bank-file`, { runId, bank: '002', layout: 'bcp' })
    ).raw.toString();
    const [head, detail] = bcp.trim().split('\r\n');
    expect(head).toBe(`C;20999888772;202605;1;${bcpAmount}`);
    expect(detail?.split(';').slice(4, 7)).toEqual(['19499887766012', 'PEN', bcpAmount]);

    const ib = (
      await hr.post(`${base}/cts/bank-file`, { runId, bank: '003', layout: 'interbank' })
    ).raw.toString();
    const ibLines = ib.trim().split('\r\n');
    expect(ibLines.at(-1)).toBe(`T;1;${await slipAmount(interbankWorker)}`);
    expect(ibLines[0]?.split(';').slice(5, 10)).toEqual([
      '8983001234567',
      'USD',
      await slipAmount(interbankWorker),
      '05',
      '2026',
    ]);
    expect(await auditCount('cts-bank-file.generate')).toBe(3);
  });

  it('refuses a layout of another bank (400) and a bank nobody deposits to (404)', async () => {
    const wrong = await hr.post(`${base}/cts/bank-file`, { runId, bank: '003', layout: 'bcp' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'CTS_LAYOUT_BANK', errors: { layout: expect.any(Array) } });
    expect((await hr.post(`${base}/cts/bank-file`, { runId, bank: '011', layout: 'generic' })).status).toBe(
      404,
    );
  });

  it('lets a worker read their own statement and nobody else’s', async () => {
    const me = client(
      ctx,
      await sessionToken(ctx, await createTestUser(ctx, { sections: [], employeeId: bcpWorker })),
    );
    const list = await me.post(`${base}/cts/own/list`, {});
    expect(list.body).toEqual([{ runId, year: 2026, month: 5, amount: await slipAmount(bcpWorker) }]);
    expect((await me.post(`${base}/cts/own/pdf`, { runId })).status).toBe(200);
    expect((await me.post(`${base}/cts/statement/pdf`, { runId, employeeId: interbankWorker })).status).toBe(
      403,
    );
    const other = client(
      ctx,
      await sessionToken(ctx, await createTestUser(ctx, { sections: [], employeeId: 5 })),
    );
    expect((await other.post(`${base}/cts/own/pdf`, { runId })).status).toBe(404);
    const hrOnly = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
    expect(
      (await client(ctx, await sessionToken(ctx, hrOnly)).post(`${base}/cts/own/list`, {})).body,
    ).toEqual([]);
  });

  it("limits an area chief holding section 14 to their area's workers", async () => {
    // The chief is the BCP worker; the Interbank worker moves to another area.
    const [own] = await rows<{ area_id: number; other: number }>(sql`
      select j.area_id, (select min(id) from areas where id <> j.area_id) as other
      from employee_jobs j where j.employee_id = ${bcpWorker}`);
    await ctx.database.db.execute(
      sql`update employee_jobs set area_id = ${own?.other} where employee_id = ${interbankWorker}`,
    );
    const chiefUser = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], employeeId: bcpWorker });
    await ctx.database.db.execute(
      sql`update users set role_id = ${ROLE_IDS.CHIEF} where id = ${chiefUser.id}`,
    );
    const chief = client(ctx, await sessionToken(ctx, chiefUser));
    const [{ n } = { n: '0' }] = await rows<{ n: string }>(sql`
      select count(*) as n from payroll_slips s join employee_jobs j on j.employee_id = s.employee_id
      where s.run_id = ${runId} and j.area_id = ${own?.area_id}`);
    const summary = (await chief.post(`${base}/cts/summary`, { runId })).body as Summary;
    expect(summary.workers).toBe(Number(n));
    expect(summary.banks.map((b) => b.bank)).not.toContain('003');
    const outside = await chief.post(`${base}/cts/statement/pdf`, { runId, employeeId: interbankWorker });
    expect(outside.status).toBe(404);
    expect((await chief.post(`${base}/cts/statement/pdf`, { runId, employeeId: bcpWorker })).status).toBe(
      200,
    );
  });
});
