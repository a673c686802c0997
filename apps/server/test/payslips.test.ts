import { SECTION_IDS } from '@zerg/shared';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { insertRun, insertSlip } from './setup/payslip-fixtures.ts';
import { pdfPages } from './setup/pdf-text.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
type Api = ReturnType<typeof client>;

const DRIVER = 5;
const PERIOD = { year: 2031, month: 3 };
let hr: Api;
let worker: Api;
let other: number;
let approvedRun: number;
let draftRun: number;
let driverSlip: { slipId: number; net: string };
let otherSlip: { slipId: number; net: string };
let draftSlip: number;
let driverDoc: string;
let otherDoc: string;
let ruc: string;

const pdfText = async (raw: Buffer) => {
  const pages = await pdfPages(raw);
  return { pages, text: pages.join('\n') };
};

const grouped = (net: string) => {
  const [int, dec] = net.split('.');
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
};

const sheetRows = async (raw: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** Starts a run's batch through its route, makes it as the queue's worker would, downloads it. */
const batchFile = async (route: string, runId: number) => {
  const started = await hr.post(route, { runId });
  expect(started.status).toBe(200);
  const { batchId } = started.body as { batchId: number };
  expect(await ctx.app.documentBatches.runQueued()).toEqual([batchId]);
  const batch = await hr.post('/api/documents/batch/get', { batchId });
  expect(batch.body).toMatchObject({ state: 'done', done: 2, total: 2, failures: [] });
  return hr.post('/api/documents/batch/download', { batchId });
};

beforeAll(async () => {
  const pool = ctx.database.pool;
  const hrUser = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
  hr = client(ctx, await sessionToken(ctx, hrUser));
  const me = await createTestUser(ctx, { sections: [], employeeId: DRIVER });
  worker = client(ctx, await sessionToken(ctx, me));
  other = (
    await pool.query<{ id: number }>(
      'select employee_id as id from employee_jobs where employee_id <> $1 order by employee_id limit 1',
      [DRIVER],
    )
  ).rows[0]!.id;
  const docs = await pool.query<{ id: number; document_number: string }>(
    'select id, document_number from employees where id = any($1)',
    [[DRIVER, other]],
  );
  driverDoc = docs.rows.find((r) => r.id === DRIVER)!.document_number;
  otherDoc = docs.rows.find((r) => r.id === other)!.document_number;
  const run = await insertRun(ctx, { ...PERIOD, state: 'approved' });
  approvedRun = run.runId;
  ruc = (await pool.query<{ ruc: string }>('select ruc from companies where id = $1', [run.companyId]))
    .rows[0]!.ruc;
  driverSlip = await insertSlip(ctx, approvedRun, PERIOD, {
    employeeId: DRIVER,
    attendance: { absenceDays: 1, tardinessMinutes: 25, overtimeHours25: 4 },
  });
  otherSlip = await insertSlip(ctx, approvedRun, PERIOD, {
    employeeId: other,
    worker: { pension: { system: 'onp' } },
  });
  draftRun = (await insertRun(ctx, { year: 2031, month: 4, state: 'registered' })).runId;
  draftSlip = (await insertSlip(ctx, draftRun, { year: 2031, month: 4 }, { employeeId: DRIVER })).slipId;
});

describe('the payslip PDF', () => {
  it('prints the employer, the worker, every line with its code and the net', async () => {
    const res = await hr.post('/api/rrhh/payroll/payslip/pdf', { slipId: driverSlip.slipId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toContain(`${driverDoc}-2031-03.pdf`);
    const { text } = await pdfText(res.raw);
    expect(text).toContain('BOLETA DE PAGO');
    expect(text).toContain(ruc);
    expect(text).toContain(driverDoc);
    expect(text).toContain(grouped(driverSlip.net));
    for (const code of ['0121', '0201', '0105', '0608', '0704', '0705', '0804']) expect(text).toContain(code);
    expect(text).not.toContain('BORRADOR');
  });

  it("speaks the worker's own language", async () => {
    await ctx.database.pool.query(`update users set language = 'en' where employee_id = $1`, [other]);
    const res = await hr.post('/api/rrhh/payroll/payslip/pdf', { slipId: otherSlip.slipId });
    const { text } = await pdfText(res.raw);
    expect(text).toContain('PAYSLIP');
    expect(text).toContain('NET PAY');
    expect(text).toContain(grouped(otherSlip.net));
    await ctx.database.pool.query(`update users set language = 'es' where employee_id = $1`, [other]);
  });

  it('marks a payroll not yet approved as a draft', async () => {
    const res = await hr.post('/api/rrhh/payroll/payslip/pdf', { slipId: draftSlip });
    expect(res.status).toBe(200);
    expect((await pdfText(res.raw)).text).toContain('BORRADOR / DRAFT');
  });

  it('prints the whole run in one PDF, a page per worker, as a document batch', async () => {
    const res = await batchFile('/api/rrhh/payroll/payslip/all-pdf', approvedRun);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('boletas-2031-03-');
    const { pages } = await pdfText(res.raw);
    expect(pages).toHaveLength(2);
    expect(pages.some((p) => p.includes(driverDoc))).toBe(true);
    expect(pages.some((p) => p.includes(otherDoc))).toBe(true);
  });

  it('zips one PDF per worker named after the document and the period, as a document batch', async () => {
    const res = await batchFile('/api/rrhh/payroll/payslip/zip', approvedRun);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.raw);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([`${driverDoc}-2031-03.pdf`, `${otherDoc}-2031-03.pdf`].sort());
    const one = await zip.file(`${driverDoc}-2031-03.pdf`)!.async('nodebuffer');
    expect((await pdfText(one)).text).toContain(grouped(driverSlip.net));
  });

  it('answers 404 for an unknown slip or run', async () => {
    expect((await hr.post('/api/rrhh/payroll/payslip/pdf', { slipId: 999999 })).status).toBe(404);
    expect((await hr.post('/api/rrhh/payroll/payslip/zip', { runId: 999999 })).status).toBe(404);
    expect((await hr.post('/api/rrhh/payroll/run/export', { runId: 999999 })).status).toBe(404);
  });
});

describe('the worker sees only their own payslips', () => {
  it('lists their approved payslips, never a draft', async () => {
    const res = await worker.post('/api/rrhh/payroll/employee/get-payroll-dates', {});
    expect(res.status).toBe(200);
    const list = res.body as { slipId: number; year: number; month: number; net: string; state: string }[];
    expect(list.map((s) => s.slipId)).toContain(driverSlip.slipId);
    expect(list.map((s) => s.slipId)).not.toContain(draftSlip);
    expect(list.find((s) => s.slipId === driverSlip.slipId)).toMatchObject({
      year: 2031,
      month: 3,
      net: driverSlip.net,
    });
    const same = await worker.post('/api/rrhh/payroll/employee/get-payroll-dates', { employeeId: DRIVER });
    expect(same.body).toEqual(res.body);
  });

  it("answers 404 for another worker's list or payslip, and for their own draft", async () => {
    expect(
      (await worker.post('/api/rrhh/payroll/employee/get-payroll-dates', { employeeId: other })).status,
    ).toBe(404);
    expect(
      (await worker.post('/api/rrhh/payroll/employee/get-payroll-pdf', { slipId: otherSlip.slipId })).status,
    ).toBe(404);
    expect(
      (await worker.post('/api/rrhh/payroll/employee/get-payroll-pdf', { slipId: draftSlip })).status,
    ).toBe(404);
  });

  it('downloads their own payslip', async () => {
    const res = await worker.post('/api/rrhh/payroll/employee/get-payroll-pdf', {
      slipId: driverSlip.slipId,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(res.raw)).text).toContain(grouped(driverSlip.net));
  });

  it('a user with no employee has no payslips', async () => {
    const nobody = await createTestUser(ctx, { sections: [] });
    const api = client(ctx, await sessionToken(ctx, nobody));
    const res = await api.post('/api/rrhh/payroll/employee/get-payroll-dates', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('HR reads any worker, drafts included', async () => {
    const res = await hr.post('/api/rrhh/payroll/employee/get-payroll-dates', { employeeId: DRIVER });
    const ids = (res.body as { slipId: number }[]).map((s) => s.slipId);
    expect(ids).toEqual(expect.arrayContaining([driverSlip.slipId, draftSlip]));
    expect(
      (await hr.post('/api/rrhh/payroll/employee/get-payroll-pdf', { slipId: otherSlip.slipId })).status,
    ).toBe(200);
  });
});

describe('nobody outside payroll reaches its files', () => {
  const routes: [string, Record<string, unknown>][] = [
    ['/api/rrhh/payroll/payslip/pdf', { slipId: 1 }],
    ['/api/rrhh/payroll/payslip/all-pdf', { runId: 1 }],
    ['/api/rrhh/payroll/payslip/zip', { runId: 1 }],
    ['/api/rrhh/payroll/plame/export', { runId: 1 }],
    ['/api/rrhh/payroll/afpnet/export', { runId: 1 }],
    ['/api/rrhh/payroll/run/export', { runId: 1 }],
    ['/api/rrhh/payroll/payment/bank-file', { runId: 1 }],
  ];
  it.each([
    ['treasury', DEMO.treasury],
    ['operations', DEMO.operations],
    ['driver', DEMO.driver],
  ])('%s gets 403 on every HR payroll route', async (_, who) => {
    const api = client(ctx, (await login(ctx, who)).accessToken);
    for (const [url, body] of routes) expect((await api.post(url, body)).status, url).toBe(403);
    // …and sees no other worker's payslip through the profile routes.
    expect(
      (await api.post('/api/rrhh/payroll/employee/get-payroll-pdf', { slipId: otherSlip.slipId })).status,
    ).toBe(404);
  });
});

describe('the Excel files', () => {
  it('the month: a row per worker, a column per concept, a totals row', async () => {
    const res = await hr.post('/api/rrhh/payroll/run/export', { runId: approvedRun });
    expect(res.status).toBe(200);
    const rows = await sheetRows(res.raw);
    const header = rows[0] as string[];
    expect(header.some((h) => h.startsWith('0121 '))).toBe(true);
    expect(header.some((h) => h.startsWith('0607 '))).toBe(true);
    expect(rows).toHaveLength(4);
    const total = rows[3]!;
    expect(total[0]).toBe('TOTAL');
    const netCol = header.indexOf('Neto');
    expect(total[netCol]).toBeCloseTo(Number(driverSlip.net) + Number(otherSlip.net), 2);
  });

  it('AFPnet: only AFP affiliates, with their insurable remuneration', async () => {
    const res = await hr.post('/api/rrhh/payroll/afpnet/export', { runId: approvedRun });
    const rows = await sheetRows(res.raw);
    const header = rows[0] as string[];
    // AFPnet reads the columns by position: the template's sixteen, in its order, and nothing after.
    expect(header).toEqual([
      'Número de secuencia',
      'CUSPP',
      'Tipo de documento de identidad',
      'Número de documento de identidad',
      'Apellido paterno',
      'Apellido materno',
      'Nombres',
      'Relación laboral',
      'Inicio de relación laboral',
      'Cese de relación laboral',
      'Excepción de aportar',
      'Remuneración asegurable',
      'Aporte voluntario del afiliado con fin previsional',
      'Aporte voluntario del afiliado sin fin previsional',
      'Aporte voluntario del empleador',
      'Tipo de trabajo o rubro',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]![3]).toBe(driverDoc);
    expect(Number(rows[1]![header.indexOf('Remuneración asegurable')])).toBeGreaterThan(0);
  });

  it('the bank list: worker, document, account and net', async () => {
    const res = await hr.post('/api/rrhh/payroll/payment/bank-file', { runId: approvedRun });
    const rows = await sheetRows(res.raw);
    expect(rows[0]).toEqual([
      'Trabajador',
      'Tipo de documento',
      'Documento',
      'Banco',
      'Cuenta',
      'CCI',
      'Moneda',
      'Neto a pagar',
    ]);
    const mine = rows.find((r) => r[2] === driverDoc)!;
    expect(mine[7]).toBeCloseTo(Number(driverSlip.net), 2);
  });
});
