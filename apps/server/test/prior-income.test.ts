import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENING_COLUMNS } from '../src/modules/employees/opening-balance-import.ts';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { multipart } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/*
 * Income before this company: a previous employer's certificate and the opening balances of a
 * company that starts its payroll mid-year, through the API and into the runs (quinta categoría,
 * Reglamento LIR art. 40 and 45). Every figure below is worked out by hand in its comment.
 */

const ctx = useTestApp();
type Api = ReturnType<typeof client>;
type Line = { concept: string; code: string; amount: string };

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

let hr: Api;
let hrToken: string;
let companyId: number;
/** Hired 2020-01-01: SUNAT's caso práctico I worker, whose employer starts the system in May 2023. */
let sunat: number;
/** Hired 2023-07-01, bringing the certificate of the employer of January to June. */
let hired: number;
let sunatDoc: { type: string; number: string };

const runOf = async (kind: string, year: number, month: number) => {
  const res = await hr.post('/api/rrhh/payroll/run/create', {
    companyId,
    kind,
    personalType: 'administrative',
    year,
    month,
    overrideWarnings: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = (res.body as { id: number }).id;
  await computeRun(ctx.database.db, id);
  return id;
};

const slipOf = async (runId: number, employeeId: number) => {
  const list = await hr.post('/api/rrhh/payroll/slip/list', { filters: { runId }, page: 1, pageSize: 50 });
  expect(list.status).toBe(200);
  const slip = (list.body as { data: { id: number; employeeId: number }[] }).data.find(
    (s) => s.employeeId === employeeId,
  );
  expect(slip).toBeDefined();
  const detail = await hr.post('/api/rrhh/payroll/slip/get', { id: slip?.id });
  expect(detail.status).toBe(200);
  return detail.body as { lines: Line[]; warnings: string[]; bases: Record<string, string> };
};

const amountOf = (lines: Line[], concept: string) => lines.find((l) => l.concept === concept)?.amount ?? null;

beforeAll(async () => {
  hrToken = (await login(ctx, DEMO.hrChief)).accessToken;
  hr = client(ctx, hrToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Saldos Iniciales S.A.C.', '20999888772') returning id`,
  );
  companyId = company?.id as number;
  const moved = await rows<{ id: number }>(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'administrative', has_eps = false,
      salary = 4000, labor_regime = 'general', pension_system = 'onp'
    where employee_id in (
      select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active order by j.employee_id limit 2)
    returning employee_id as id`);
  [sunat, hired] = moved.map((w) => w.id).sort((a, b) => a - b) as [number, number];
  await exec(sql`update employee_jobs set start_date = '2020-01-01' where employee_id = ${sunat}`);
  await exec(sql`update employee_jobs set start_date = '2023-07-01' where employee_id = ${hired}`);
  const ids = sql.param([sunat, hired]);
  await exec(sql`delete from employee_children where employee_id = any(${ids}::int[])`);
  for (const table of [
    'payroll_bonus_grants',
    'payroll_advances',
    'additional_work_requests',
    'justifications',
  ])
    await exec(sql`delete from ${sql.identifier(table)} where employee_id = any(${ids}::int[])`);
  // Days with no computed attendance are paid as worked: every month pays the whole salary.
  await exec(sql`delete from attendance_days where employee_id = any(${ids}::int[])`);
  await exec(sql`
    delete from payroll_discount_quotas where discount_id in (
      select id from payroll_discounts where employee_id = any(${ids}::int[]))`);
  const [doc] = await rows<{ document_type: string; document_number: string }>(
    sql`select document_type, document_number from employees where id = ${sunat}`,
  );
  sunatDoc = { type: doc?.document_type as string, number: doc?.document_number as string };
});

describe("SUNAT's caso práctico I (2023): a company that starts the system in May", () => {
  it('counts January to April from the opening balances: May withholds 99.75', async () => {
    // SUNAT's case: salary 4,000; January 4,100 (overtime 150, absences 50), February 3,950,
    // March 4,150, April 4,050 (= 16,250), 930 withheld January to April (SUNAT gives only the
    // total; it is entered here as 232.50 a month, and May subtracts the four together).
    const months = [
      ['4100.00', '232.50'],
      ['3950.00', '232.50'],
      ['4150.00', '232.50'],
      ['4050.00', '232.50'],
    ];
    for (const [i, [income, withheld]] of months.entries()) {
      const res = await hr.post('/api/rrhh/employee/opening-balance/create', {
        employee_id: sunat,
        year: 2023,
        month: i + 1,
        income,
        quintaWithheld: withheld,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const runId = await runOf('monthly', 2023, 5);
    const slip = await slipOf(runId, sunat);
    // Step 1: paid January–May 16,250 + 4,000 = 20,250; June–December 7 × 4,000 = 28,000;
    //         two gratificaciones 2 × 4,000 = 8,000 (without the bonificación): 56,250.
    // Step 2: 56,250 − 7 UIT (7 × 4,950 = 34,650) = 21,600.
    // Step 3: 21,600 × 8 % (first bracket, up to 5 UIT = 24,750) = 1,728.
    // Step 4: (1,728 − 930) / 8 = 99.75.
    expect(amountOf(slip.lines, 'quinta')).toBe('99.75');
    // Without the opening balances the year would be 4,000 × 8 + 8,000 = 40,000 → (40,000 − 34,650) × 8 % / 8 = 53.50.
    const list = await hr.post('/api/rrhh/employee/opening-balance/list', { employee_id: sunat });
    expect((list.body as { data: unknown[] }).data).toHaveLength(4);
    const audit = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'employee_opening_balance' and action = 'create'`,
    );
    expect(audit[0]?.n).toBe(4);

    // The boleta and PLAME read the stored slip: approve it and read the .rem (E18) line 0605.
    const approved = await hr.post('/api/rrhh/payroll/run/approve', { id: runId });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const plame = await hr.post('/api/rrhh/payroll/plame/export', { runId, file: 'rem' });
    expect(plame.status).toBe(200);
    expect(plame.raw.toString('utf8')).toContain(`${sunatDoc.type}|${sunatDoc.number}|0605|99.75|99.75|`);
  });

  it('refuses an opening balance for a month whose monthly run is approved: 409 naming the month', async () => {
    // May 2023 was approved just above.
    const res = await hr.post('/api/rrhh/employee/opening-balance/create', {
      employee_id: sunat,
      year: 2023,
      month: 5,
      income: '4000.00',
      quintaWithheld: '99.75',
    });
    expect(res.status).toBe(409);
    expect((res.body as { errors: Record<string, string[]> }).errors.month?.[0]).toContain('May 2023');
    // Moving April into May is refused as well, and nothing changes.
    const [april] = await rows<{ id: number }>(
      sql`select id from employee_opening_balances where employee_id = ${sunat} and month = 4`,
    );
    const moved = await hr.post('/api/rrhh/employee/opening-balance/update', {
      id: april?.id,
      year: 2023,
      month: 5,
      income: '4050.00',
      quintaWithheld: '232.50',
    });
    expect(moved.status).toBe(409);
    const [still] = await rows<{ month: number }>(
      sql`select month from employee_opening_balances where id = ${april?.id}`,
    );
    expect(still?.month).toBe(4);
  });

  it('refuses a second balance for the same month (409), negative amounts and a month before the start (400)', async () => {
    const dup = await hr.post('/api/rrhh/employee/opening-balance/create', {
      employee_id: sunat,
      year: 2023,
      month: 2,
      income: '1.00',
      quintaWithheld: '0',
    });
    expect(dup.status).toBe(409);
    expect((dup.body as { errors: Record<string, string[]> }).errors.month).toBeDefined();
    const negative = await hr.post('/api/rrhh/employee/opening-balance/create', {
      employee_id: sunat,
      year: 2023,
      month: 3,
      income: '-4150.00',
      quintaWithheld: '-1',
    });
    expect(negative.status).toBe(400);
    const fields = (negative.body as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(fields).sort()).toEqual(['income', 'quintaWithheld']);
    const early = await hr.post('/api/rrhh/employee/opening-balance/create', {
      employee_id: hired,
      year: 2023,
      month: 6,
      income: '4000.00',
      quintaWithheld: '0',
    });
    expect(early.status).toBe(400);
    expect((early.body as { errors: Record<string, string[]> }).errors.month).toBeDefined();
  });
});

describe("a hire with a previous employer's certificate", () => {
  it('counts the income and withholding of January to June in the July withholding', async () => {
    const res = await hr.post('/api/rrhh/employee/income-certificate/create', {
      employee_id: hired,
      year: 2023,
      employerRuc: '20100070970',
      employerName: 'Transportes Anteriores S.A.',
      income: '24000.00',
      withheld: '800.00',
      issuedOn: '2023-06-30',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const runId = await runOf('monthly', 2023, 7);
    const slip = await slipOf(runId, hired);
    // Paid before: 24,000 (certificate). July 4,000; August–December 5 × 4,000 = 20,000;
    // gratificaciones: July 0 (no whole month in January–June), December 6/6 × 4,000 = 4,000.
    // Year: 24,000 + 4,000 + 20,000 + 4,000 = 52,000 − 34,650 = 17,350 × 8 % = 1,388.00.
    // July: (1,388 − withheld January–April, the certificate's 800 included) / 8 = 588 / 8 = 73.50.
    // Without the certificate: 28,000 < 7 UIT, nothing withheld.
    expect(amountOf(slip.lines, 'quinta')).toBe('73.50');
  });

  it('refuses another year than the hire year (400), a duplicate (409) and a bad RUC (400)', async () => {
    const body = {
      employee_id: hired,
      year: 2023,
      employerRuc: '20100070970',
      income: '100.00',
      withheld: '0',
    };
    const year = await hr.post('/api/rrhh/employee/income-certificate/create', { ...body, year: 2022 });
    expect(year.status).toBe(400);
    expect((year.body as { errors: Record<string, string[]> }).errors.year?.[0]).toContain('2023');
    const dup = await hr.post('/api/rrhh/employee/income-certificate/create', body);
    expect(dup.status).toBe(409);
    expect((dup.body as { errors: Record<string, string[]> }).errors.employerRuc).toBeDefined();
    // 20100070971: the check digit of 2010007097 is 0.
    const ruc = await hr.post('/api/rrhh/employee/income-certificate/create', {
      ...body,
      employerRuc: '20100070971',
    });
    expect(ruc.status).toBe(400);
    expect((ruc.body as { errors: Record<string, string[]> }).errors.employerRuc).toBeDefined();
    const short = await hr.post('/api/rrhh/employee/income-certificate/create', {
      ...body,
      employerRuc: '2010007097',
      withheld: '-5',
    });
    expect(short.status).toBe(400);
    expect(Object.keys((short.body as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'employerRuc',
      'withheld',
    ]);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from employee_income_certificates where employee_id = ${hired}`,
    );
    expect(n?.n).toBe(1);
  });

  it('edits and deletes a certificate, each with its audit entry', async () => {
    const list = await hr.post('/api/rrhh/employee/income-certificate/list', { employee_id: hired });
    const [cert] = (list.body as { data: { id: number }[] }).data;
    const updated = await hr.post('/api/rrhh/employee/income-certificate/update', {
      id: cert?.id,
      year: 2023,
      employerRuc: '20100070970',
      income: '24500.00',
      withheld: '810.00',
    });
    expect(updated.status).toBe(200);
    expect((updated.body as { income: string }).income).toBe('24500.00');
    const deleted = await hr.post('/api/rrhh/employee/income-certificate/delete', { id: cert?.id });
    expect(deleted.status).toBe(200);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'employee_income_certificate' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});

describe('a liquidación counts the certificate', () => {
  it('settles the year with the income and withholding of the previous employer', async () => {
    const cert = await hr.post('/api/rrhh/employee/income-certificate/create', {
      employee_id: hired,
      year: 2023,
      employerRuc: '20100070970',
      income: '60000.00',
      withheld: '1000.00',
    });
    expect(cert.status, JSON.stringify(cert.body)).toBe(200);
    await exec(
      sql`update employees set is_active = false, inactive_since = '2023-07-31' where id = ${hired}`,
    );
    const res = await hr.post('/api/rrhh/payroll/run/create', {
      companyId,
      kind: 'liquidacion',
      personalType: 'administrative',
      year: 2023,
      month: 7,
      employeeId: hired,
      overrideWarnings: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await computeRun(ctx.database.db, (res.body as { id: number }).id);
    const slip = await slipOf((res.body as { id: number }).id, hired);
    // Hired 2023-07-01, out 2023-07-31 (July itself paid by the monthly run). Taxable in the
    // liquidación: gratificación trunca 4,000 × 1/6 = 666.67, its bonificación 9 % = 60.00,
    // vacaciones truncas 4,000 × 1/12 = 333.33 (the CTS is not income: TUO LIR art. 18 c).
    // Year: 60,000 (certificate) + 666.67 + 60.00 + 333.33 = 61,060.00; − 34,650 = 26,410.
    // Tax: 24,750 × 8 % = 1,980 + (26,410 − 24,750) × 14 % = 232.40 → 2,212.40.
    // Last month settles the year: 2,212.40 − 1,000 withheld by the previous employer = 1,212.40.
    const quinta = slip.lines.find((l) => l.concept === 'quinta') as Line & { base: string };
    expect(quinta.base).toBe('61060.00');
    expect(quinta.amount).toBe('1212.40');
    await exec(sql`update employees set is_active = true, inactive_since = null where id = ${hired}`);
  });
});

describe('what else the opening balance carries', () => {
  it("gives the CTS run the gratificación paid before the system, and spends the worker's vacation days", async () => {
    // December 2023 paid before the system: a gratificación of 3,000 and 10 vacation days.
    const res = await hr.post('/api/rrhh/employee/opening-balance/create', {
      employee_id: sunat,
      year: 2023,
      month: 12,
      income: '4000.00',
      quintaWithheld: '0',
      gratificacion: '3000.00',
      vacationDays: 10,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const runId = await runOf('cts', 2024, 5);
    const slip = await slipOf(runId, sunat);
    // The sixth of the gratificación paid: 3,000 / 6 = 500.00, not projected.
    expect(slip.bases.gratificacionSixth).toBe('500.00');
    expect(slip.warnings).not.toContain('cts_gratificacion_projected');
    const vacations = await hr.post('/api/rrhh/employee/get-employee-vacations', { employee_id: sunat });
    const balances = (vacations.body as { balances: { serviceYear: number; taken: number }[] }).balances;
    // Service year 4 runs 2023-01-01 to 2023-12-31: December's 10 days are taken from it.
    const [demoTaken] = await rows<{ days: number }>(sql`
      select coalesce(sum(days), 0)::int as days from employee_vacations
      where employee_id = ${sunat} and service_year = 4 and canceled_at is null`);
    expect(balances.find((b) => b.serviceYear === 4)?.taken).toBe((demoTaken?.days ?? 0) + 10);
  });
});

const file = async (data: (string | number)[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('opening');
  sheet.addRow([...OPENING_COLUMNS]);
  for (const r of data) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
};

const upload = async (data: Buffer, token = hrToken) => {
  const body = await multipart(
    {},
    { name: 'opening.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/rrhh/employee/opening-balance/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
};

describe('the opening-balance import', () => {
  it('writes nothing when a row is wrong, and names each row and column', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from employee_opening_balances`);
    const res = await upload(
      await file([
        [sunatDoc.type, sunatDoc.number, 2024, 1, '4000.00', '100.00', '0', '0', 0],
        [sunatDoc.type, sunatDoc.number, 2024, 13, '-4000', '100.00', '0', '0', 0],
        ['01', '00000000', 2024, 2, '4000.00', '100.00', '0', '0', 0],
        [sunatDoc.type, sunatDoc.number, 2024, 1, '4000.00', '100.00', '0', '0', 0],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(0);
    const refused = res.body.refused as { row: number; errors: Record<string, string[]> }[];
    expect(refused.map((r) => r.row)).toEqual([3, 4, 5]);
    expect(Object.keys(refused[0]?.errors ?? {}).sort()).toEqual(['income', 'month']);
    expect(Object.keys(refused[1]?.errors ?? {})).toEqual(['document_number']);
    expect(Object.keys(refused[2]?.errors ?? {})).toEqual(['month']);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from employee_opening_balances`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('writes a good file in one transaction with its audit entry, replacing a month already held', async () => {
    const res = await upload(
      await file([
        [sunatDoc.type, sunatDoc.number, 2024, 1, '4000.00', '100.00', '0', '0', 2],
        [sunatDoc.type, sunatDoc.number, 2024, 2, '4000.00', '100.00', '0', '0', 0],
        [sunatDoc.type, sunatDoc.number, 2023, 12, '4000.00', '0', '3600.00', '0', 10],
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ total: 3, created: 3, refused: [] });
    const held = await rows<{ year: number; month: number; gratificacion: string }>(sql`
      select year, month, gratificacion::text from employee_opening_balances
      where employee_id = ${sunat} and (year = 2024 or month = 12) order by year, month`);
    expect(held).toEqual([
      { year: 2023, month: 12, gratificacion: '3600.00' },
      { year: 2024, month: 1, gratificacion: '0.00' },
      { year: 2024, month: 2, gratificacion: '0.00' },
    ]);
    const [audit] = await rows<{ after: { written: number[]; replaced: unknown[] } }>(
      sql`select after from audit_log where entity = 'employee_opening_balance' and action = 'import'`,
    );
    expect(audit?.after.written).toHaveLength(3);
    expect(audit?.after.replaced).toHaveLength(1);
  });

  it('refuses a month already run and an empty file', async () => {
    const res = await upload(
      await file([[sunatDoc.type, sunatDoc.number, 2023, 5, '4000.00', '0', '0', '0', 0]]),
    );
    expect(res.body.created).toBe(0);
    expect(Object.keys(res.body.refused[0].errors)).toEqual(['month']);
    expect((await upload(await file([]))).status).toBe(400);
  });

  it('serves the template with the columns the import reads', async () => {
    const res = await hr.get('/api/rrhh/employee/opening-balance/import-template');
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet).toBeDefined();
    const header = ((sheet?.getRow(1).values ?? []) as string[]).slice(1);
    expect(header).toEqual([...OPENING_COLUMNS]);
  });

  it('is refused without the employees section', async () => {
    const user = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
    const res = await upload(await file([]), await sessionToken(ctx, user));
    expect(res.status).toBe(403);
  });
});
