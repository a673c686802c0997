import { ROLE_IDS, SECTION_IDS, translateMessage } from '@zerg/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

// Issue 27: an export above EXPORT_JOB_ROWS rows is a document batch; at or under it, the file.
const ctx = useTestApp({ EXPORT_JOB_ROWS: '2' });

type Answer = Awaited<ReturnType<ReturnType<typeof client>['post']>>;

const speakingAs = async (
  sections: number[],
  options: { employeeId?: number; roleId?: number; lang?: string } = {},
) => {
  const user = await createTestUser(ctx, { sections, employeeId: options.employeeId ?? null });
  if (options.roleId)
    await ctx.database.pool.query('update users set role_id = $1 where id = $2', [options.roleId, user.id]);
  return client(ctx, await sessionToken(ctx, user), options.lang);
};

/** The sheet's header row and its data rows, each cell as text. */
const sheetOf = async (file: Answer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.raw as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return { header: rows[0] ?? [], data: rows.slice(1) };
};

const isFile = (res: Answer) => String(res.headers['content-type']).includes('spreadsheetml');

/** The whole list as the caller sees it: what the export must hold. */
const listed = async (as: ReturnType<typeof client>, body: Record<string, unknown> = {}) =>
  (await as.post('/api/rrhh/employee/list', { ...body, perPage: 100 })).body as {
    total: number;
    data: { personalCode: string; documentNumber: string; areaName: string | null }[];
  };

/** Starts the export, runs the queued batch as the worker would, answers the batch and its file. */
const exportAsJob = async (as: ReturnType<typeof client>, path: string, body: Record<string, unknown>) => {
  const started = await as.post(path, body);
  expect(started.status).toBe(200);
  expect(isFile(started)).toBe(false);
  const { batchId } = started.body as { batchId: number };
  expect(await ctx.app.documentBatches.runQueued()).toContain(batchId);
  const batch = (await as.post('/api/documents/batch/get', { batchId })).body as Record<string, unknown>;
  const file = await as.post('/api/documents/batch/download', { batchId });
  expect(file.status).toBe(200);
  expect(isFile(file)).toBe(true);
  return { batchId, batch, file };
};

let hr: ReturnType<typeof client>;
let chief: ReturnType<typeof client>;
let chiefArea: { id: number; name: string };

beforeAll(async () => {
  hr = await speakingAs([SECTION_IDS.EMPLOYEES, SECTION_IDS.AUDIT_LOG], { lang: 'de' });
  // The chief of the area with the most workers: more than the threshold, fewer than the staff.
  const { rows } = await ctx.database.pool.query<{ areaId: number; name: string; employeeId: number }>(
    `select j.area_id as "areaId", a.name, min(j.employee_id) as "employeeId"
     from employee_jobs j join employees e on e.id = j.employee_id and e.is_active
     join areas a on a.id = j.area_id and not a.is_hr
     group by j.area_id, a.name order by count(*) desc limit 1`,
  );
  const area = rows[0]!;
  chiefArea = { id: area.areaId, name: area.name };
  chief = await speakingAs([SECTION_IDS.EMPLOYEES], { employeeId: area.employeeId, roleId: ROLE_IDS.CHIEF });
});

describe('an export at or under the threshold', () => {
  it('answers the workbook itself, in the caller language', async () => {
    const one = (await listed(hr)).data[0]!;
    const res = await hr.post('/api/rrhh/employee/export', { q: one.documentNumber });
    expect(res.status).toBe(200);
    expect(isFile(res)).toBe(true);
    expect(String(res.headers['content-disposition'])).toContain('employees.xlsx');
    const { header, data } = await sheetOf(res);
    expect(header[1]).toBe(translateMessage('de', 'columns.fullName'));
    expect(data.map((r) => r[0])).toEqual([one.personalCode]);
    expect(await ctx.app.documentBatches.runQueued()).toEqual([]);
  });
});

describe('an export above the threshold', () => {
  it('starts a batch that builds the file with every row, the filters and the language', async () => {
    const all = await listed(hr);
    expect(all.total).toBeGreaterThan(2);
    const { batch, file } = await exportAsJob(hr, '/api/rrhh/employee/export', {});
    expect(batch).toMatchObject({ kind: 'export', state: 'done', fileName: 'employees.xlsx' });
    const { header, data } = await sheetOf(file);
    expect(header[1]).toBe(translateMessage('de', 'columns.fullName'));
    expect(data).toHaveLength(all.total);
    expect(data.map((r) => r[0])).toEqual(expect.arrayContaining(all.data.map((r) => r.personalCode)));

    const inArea = await listed(hr, { filters: { areaId: chiefArea.id } });
    const filtered = await exportAsJob(hr, '/api/rrhh/employee/export', {
      filters: { areaId: chiefArea.id },
    });
    expect((await sheetOf(filtered.file)).data).toHaveLength(inArea.total);
  });

  it('keeps an area chief to the rows of their area, as the list was when it started', async () => {
    const mine = await listed(chief);
    expect(mine.total).toBeGreaterThan(2);
    expect(mine.total).toBeLessThan((await listed(hr)).total);
    const { batchId, file } = await exportAsJob(chief, '/api/rrhh/employee/export', {});
    const { header, data } = await sheetOf(file);
    expect(header[1]).toBe(translateMessage('en', 'columns.fullName'));
    expect(data).toHaveLength(mine.total);
    expect(data.map((r) => r[0])).toEqual(expect.arrayContaining(mine.data.map((r) => r.personalCode)));
    expect(new Set(data.map((r) => r[3]))).toEqual(new Set([chiefArea.name]));
    // The chief's file is theirs: HR holds the section and sees everyone, so it may read it too.
    expect((await hr.post('/api/documents/batch/download', { batchId })).status).toBe(200);
    const other = await speakingAs([SECTION_IDS.AUDIT_LOG]);
    expect((await other.post('/api/documents/batch/download', { batchId })).status).toBe(404);
  });

  it('is the same mechanism for a list without row rules (the audit log)', async () => {
    const total = ((await hr.post('/api/setting/audit/list', { perPage: 1 })).body as { total: number })
      .total;
    expect(total).toBeGreaterThan(2);
    const { batch, file } = await exportAsJob(hr, '/api/setting/audit/export', {});
    expect(batch).toMatchObject({ kind: 'export', state: 'done', fileName: 'audit.xlsx' });
    expect((await sheetOf(file)).data.length).toBeGreaterThanOrEqual(total);
  });

  it('shows the batch in the starter "My documents"', async () => {
    const mine = (await chief.post('/api/documents/batch/mine')).body as { kind: string; fileName: string }[];
    expect(mine[0]).toMatchObject({ kind: 'export', fileName: 'employees.xlsx' });
  });

  it('keeps a receivables-only user to issued sales documents, as their list shows them', async () => {
    const billing = await speakingAs([SECTION_IDS.SALES_DOCUMENTS]);
    const collector = await speakingAs([SECTION_IDS.RECEIVABLES]);
    // A draft beside the demo's issued documents: the collector's file must leave it out.
    const { rows } = await ctx.database.pool.query<{ companyId: number; clientId: number; seriesId: number }>(
      `select company_id as "companyId", client_id as "clientId", series_id as "seriesId"
       from sales_documents where document_type = '01' order by id limit 1`,
    );
    const created = await billing.post('/api/billing/sales-document/create-draft', {
      ...rows[0],
      documentType: '01',
      currency: 'PEN',
      lines: [{ description: 'Transporte', quantity: '1', unitValue: '300.00', taxAffectation: '10' }],
    });
    expect(created.status).toBe(200);
    const path = '/api/billing/sales-document/list';
    const all = ((await billing.post(path, { perPage: 1 })).body as { total: number }).total;
    const issued = ((await collector.post(path, { perPage: 1 })).body as { total: number }).total;
    const drafts = await ctx.database.pool.query(`select 1 from sales_documents where state = 'draft'`);
    expect(drafts.rowCount).toBeGreaterThan(0);
    expect(issued).toBe(all - drafts.rowCount!);
    const { batch, file } = await exportAsJob(collector, '/api/billing/sales-document/export', {});
    expect(batch).toMatchObject({ kind: 'export', state: 'done', fileName: 'sales-documents.xlsx' });
    expect((await sheetOf(file)).data).toHaveLength(issued);
  });
});

describe('the ledger above the threshold', () => {
  it('builds the account ledger as a job: the opening row, then every line of the period', async () => {
    const books = await speakingAs([SECTION_IDS.BOOKKEEPING_TRANSACTIONS], { lang: 'de' });
    // The busiest account of the demo books: more lines than the threshold.
    const { rows } = await ctx.database.pool.query<{
      companyId: number;
      accountId: number;
      code: string;
      from: string;
      to: string;
    }>(
      `select e.company_id as "companyId", l.account_id as "accountId", a.code,
         to_char(min(e.entry_date), 'YYYY-MM') as "from", to_char(max(e.entry_date), 'YYYY-MM') as "to"
       from journal_lines l join journal_entries e on e.id = l.entry_id
       join accounting_accounts a on a.id = l.account_id
       group by e.company_id, l.account_id, a.code order by count(*) desc, l.account_id limit 1`,
    );
    const { code, ...query } = rows[0]!;
    const ledger = (await books.post('/api/bookkeeping/ledger', { ...query, perPage: 500 })).body as {
      total: number;
      movements: { number: string; balance: string }[];
    };
    expect(ledger.total).toBeGreaterThan(2);
    const { batch, file } = await exportAsJob(books, '/api/bookkeeping/ledger/export', query);
    expect(batch).toMatchObject({ kind: 'export', state: 'done', fileName: 'ledger.xlsx' });
    const { header, data } = await sheetOf(file);
    const t = (key: string) => translateMessage('de', `bookkeeping.columns.${key}`);
    expect(header[2]).toBe(t('description'));
    expect(data).toHaveLength(ledger.total + 1);
    expect(data[0]?.[2]).toBe(t('opening'));
    expect(data.slice(1).map((r) => r[0])).toEqual(ledger.movements.map((m) => m.number));
    expect(Number(data.at(-1)?.[5])).toBe(Number(ledger.movements.at(-1)?.balance));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.name).toBe(`${t('ledgerSheet')} ${code}`.slice(0, 31));
  });
});

describe('payroll discounts above the threshold', () => {
  type Listed = { total: number; data: { employeeName: string; areaName: string | null; origin: string }[] };
  const discounts = async (as: ReturnType<typeof client>, path: string) =>
    (await as.post(path, { perPage: 100 })).body as Listed;

  beforeAll(async () => {
    // A pending loan for every active worker: more discounts in the chief's area than the threshold.
    await ctx.database.pool.query(
      `insert into payroll_discounts (employee_id, type, amount, quotas, start_period, status)
       select e.id, 'loan', '100.00', 1, '2030-01-01', 'pending' from employees e where e.is_active`,
    );
  });

  it('keeps an area chief to the discounts of their area, of every origin', async () => {
    const path = '/api/rrhh/payroll/discount';
    const { rows } = await ctx.database.pool.query<{ employeeId: number }>(
      'select min(employee_id) as "employeeId" from employee_jobs where area_id = $1',
      [chiefArea.id],
    );
    const payrollChief = await speakingAs([SECTION_IDS.PAYROLL], {
      employeeId: rows[0]!.employeeId,
      roleId: ROLE_IDS.CHIEF,
    });
    const payrollHr = await speakingAs([SECTION_IDS.PAYROLL]);
    const mine = await discounts(payrollChief, `${path}/list`);
    expect(mine.total).toBeGreaterThan(2);
    expect(mine.total).toBeLessThan((await discounts(payrollHr, `${path}/list`)).total);
    const { batch, file } = await exportAsJob(payrollChief, `${path}/export`, {});
    expect(batch).toMatchObject({ kind: 'export', state: 'done', fileName: 'discounts.xlsx' });
    const { data } = await sheetOf(file);
    expect(data).toHaveLength(mine.total);
    expect(new Set(data.map((r) => r[1]))).toEqual(new Set([chiefArea.name]));
  });

  it('keeps the workshop to its own damage and shortages, of any worker', async () => {
    const workshop = await speakingAs([SECTION_IDS.WORKSHOP_DISCOUNTS]);
    const path = '/api/workshop/discount';
    const listedWorkshop = await discounts(workshop, `${path}/list`);
    // Three more of its own, so that the job makes the file; the loans above are not the workshop's.
    await ctx.database.pool.query(
      `insert into payroll_discounts (employee_id, origin, type, amount, quotas, start_period, status)
       select e.id, 'workshop', 'damage', '50.00', 1, '2030-01-01', 'pending'
       from employees e where e.is_active order by e.id limit 3`,
    );
    const all = await discounts(workshop, `${path}/list`);
    expect(all.total).toBe(listedWorkshop.total + 3);
    const { data } = await sheetOf((await exportAsJob(workshop, `${path}/export`, {})).file);
    expect(data).toHaveLength(all.total);
    expect(new Set(data.map((r) => r[2]))).toEqual(
      new Set([translateMessage('en', 'payrollItems.origin.workshop')]),
    );
  });
});
