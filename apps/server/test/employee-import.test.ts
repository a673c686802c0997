import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '../src/modules/employees/employee-import.ts';
import { DEMO, login } from './setup/http.ts';
import { multipart } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let token: string;

const row = (over: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>) => {
  const base: Record<string, string> = {
    document_type: 'DNI',
    document_number: '71000001',
    first_names: 'Rosa María',
    paternal_surname: 'Apaza',
    maternal_surname: 'Condori',
    gender: 'F',
    birth_date: '1994-08-20',
    marital_status: 'single',
    nationality: 'PE',
    mobile_phone: '(+51)955111222',
    personal_email: 'rosa.apaza@correo.pe',
    address: 'Jr. Lampa 450',
    district_ubigeo: '150101',
    campus: 'Sede Central Lima',
    area: 'Operaciones',
    position: 'Despachador',
    personal_type: 'operations',
    labor_regime: 'general',
    start_date: '2026-11-02',
    contract_type: 'fixed_term',
    contract_end_date: '2027-05-01',
    salary: '2100',
    pension_system: 'onp',
    bank: '002',
    account_number: '19455566677',
    cci: '',
  };
  return IMPORT_COLUMNS.map((c) => over[c] ?? base[c] ?? '');
};

const xlsx = async (rows: string[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('employees');
  sheet.addRow([...IMPORT_COLUMNS]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
};

/**
 * Sends the file; the route answers the job's batch id, and the job (run here, as tests start no
 * worker) leaves the report on the batch. A refused upload answers its 4xx at once.
 */
const send = async (data: Buffer, name: string, type: string, as = token) => {
  const body = await multipart({}, { name, type, data });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/rrhh/employee/insert-news-employees',
    headers: { authorization: `Bearer ${as}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  if (res.statusCode !== 200) return { status: res.statusCode, body: res.json() };
  const { batchId } = res.json() as { batchId: number };
  await ctx.app.documentBatches.runQueued();
  const batch = await ctx.app.inject({
    method: 'POST',
    url: '/api/documents/batch/get',
    headers: { authorization: `Bearer ${as}` },
    payload: { batchId },
  });
  const answer = batch.json() as { state: string; result: unknown };
  expect(answer.state).toBe('done');
  return { status: res.statusCode, body: answer.result, batchId };
};

const count = async () => {
  const [r] = (await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from employees`))
    .rows;
  return r?.n ?? 0;
};

beforeAll(async () => {
  token = (await login(ctx, DEMO.hrChief)).accessToken;
});

describe('insert-news-employees', () => {
  it('creates the good rows and reports each refused row with its reasons', async () => {
    const before = await count();
    const file = await xlsx([
      row({ cci: '' }).map((v, i) => (IMPORT_COLUMNS[i] === 'cci' ? '' : v)),
      row({ document_number: '71000002', first_names: 'Juan', gender: 'M', bank: '', account_number: '' }),
      row({ document_number: '123', first_names: 'Malo' }),
      row({ document_number: '71000002', first_names: 'Repetido', bank: '', account_number: '' }),
      row({ document_number: '71000003', position: 'Contador General', bank: '', account_number: '' }),
      row({ document_number: '41234567', bank: '', account_number: '' }),
    ]);
    const res = await send(
      file,
      'nuevos.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.status).toBe(200);
    const report = res.body as {
      total: number;
      created: number;
      refused: { row: number; errors: Record<string, string[]> }[];
    };
    expect(report.total).toBe(6);
    expect(report.created).toBe(1);
    expect(report.refused).toEqual([
      { row: 2, errors: { 'bankAccounts.0.cci': ['The CCI must have 20 digits'] } },
      {
        row: 4,
        errors: {
          'bankAccounts.0.cci': ['The CCI must have 20 digits'],
          documentNumber: ['The DNI must have 8 digits'],
        },
      },
      { row: 5, errors: { documentNumber: ['Document repeated in the file'] } },
      { row: 6, errors: { 'job.positionId': ['Does not exist'] } },
      { row: 7, errors: { documentNumber: ['Document number is already registered'] } },
    ]);
    expect(await count()).toBe(before + 1);
    const [juan] = (
      await ctx.database.db.execute<{ personal_code: string }>(
        sql`select personal_code from employees where document_number = '71000002'`,
      )
    ).rows;
    expect(juan?.personal_code).toMatch(/^EMP-\d{6}$/);
    // The job writes the audit entry as the request did: the sender, the file, what it made.
    const [audit] = (
      await ctx.database.db.execute<{ after: { file: string; created: number[]; refusedRows: number[] } }>(
        sql`select after from audit_log where entity = 'employee' and action = 'import' order by id desc limit 1`,
      )
    ).rows;
    expect(audit?.after).toMatchObject({ file: 'nuevos.xlsx', refusedRows: [2, 4, 5, 6, 7] });
    expect(audit?.after.created).toHaveLength(1);
  });

  it('reads CSV with semicolons too, and imports nothing when no row is good', async () => {
    const before = await count();
    const lines = [
      IMPORT_COLUMNS.join(';'),
      row({ document_number: '71000002', bank: '', account_number: '' }).join(';'),
    ];
    const res = await send(Buffer.from(lines.join('\n')), 'nuevos.csv', 'text/csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, created: 0 });
    expect(await count()).toBe(before);
  });

  it("refuses an area chief's rows of another area, and writes their own area's", async () => {
    const { rows } = await ctx.database.pool.query<{ employee_id: number; area: string }>(
      `select j.employee_id, a.name as area from employee_jobs j join areas a on a.id = j.area_id
       where not a.is_hr and a.name <> 'Operaciones' order by j.employee_id limit 1`,
    );
    const own = rows[0]!;
    const chief = await createTestUser(ctx, {
      sections: [SECTION_IDS.EMPLOYEES],
      employeeId: own.employee_id,
    });
    await ctx.database.pool.query('update users set role_id = $1 where id = $2', [ROLE_IDS.CHIEF, chief.id]);
    const { rows: positions } = await ctx.database.pool.query<{ name: string }>(
      `select p.name from positions p join areas a on a.id = p.area_id where a.name = $1 limit 1`,
      [own.area],
    );
    const file = await xlsx([
      row({ document_number: '71000011', bank: '', account_number: '' }),
      row({
        document_number: '71000012',
        area: own.area,
        position: positions[0]!.name,
        bank: '',
        account_number: '',
      }),
    ]);
    const res = await send(file, 'area.xlsx', XLSX, await sessionToken(ctx, chief));
    expect(res.body).toEqual({
      total: 2,
      created: 1,
      refused: [{ row: 2, errors: { 'job.areaId': ['You are not authorized to see this record'] } }],
    });
  });

  it('refuses a file without the key columns, and a user without the section', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['first_names', 'paternal_surname']);
    book.worksheets[0]!.addRow(['Ana', 'Ríos']);
    const bad = await send(Buffer.from(await book.xlsx.writeBuffer()), 'x.xlsx', XLSX);
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string[]> }).errors.file).toEqual([
      "The file lacks the template's columns: document_type, document_number",
    ]);
    const other = await createTestUser(ctx, { sections: [SECTION_IDS.CLIENTS] });
    const refused = await send(await xlsx([row({})]), 'n.xlsx', XLSX, await sessionToken(ctx, other));
    expect(refused.status).toBe(403);
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const res = await send(
      Buffer.from('%PDF-1.4 not a sheet'),
      'nuevos.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.status).toBe(400);
    expect((res.body as { code: string }).code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('offers the template with every column', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/rrhh/employee/import-template',
      headers: { authorization: `Bearer ${token}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = ((book.worksheets[0]?.getRow(1).values ?? []) as string[]).slice(1);
    expect(header).toEqual([...IMPORT_COLUMNS]);
  });
});
