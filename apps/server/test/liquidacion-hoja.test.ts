import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { pdfText } from './setup/pdf-text.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/*
 * A liquidación run stores the engine's breakdown with the slip, and its PDF is the hoja de
 * liquidación de beneficios sociales printed from it. The worker: salary 3,000, hired 10 March
 * 2023, ceased 20 September 2026, no children, ESSALUD; overtime in 4 of the last 6 months.
 */

const ctx = useTestApp();
const base = '/api/rrhh/payroll';
type Api = ReturnType<typeof client>;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let hr: Api;
let companyId: number;
let worker: number;
let runId: number;
let slipId: number;

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Liquidaciones S.A.C.', '20999888773') returning id`,
  );
  companyId = company?.id as number;
  const [moved] = await rows<{ id: number }>(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'administrative', has_eps = false,
      salary = 3000, start_date = '2023-03-10', labor_regime = 'general'
    where employee_id = (
      select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active and j.pension_system <> 'onp'
        and not exists (select 1 from users u where u.employee_id = e.id)
      order by j.employee_id limit 1)
    returning employee_id as id`);
  worker = moved?.id as number;
  await ctx.database.db.execute(sql`delete from employee_children where employee_id = ${worker}`);
  await ctx.database.db.execute(
    sql`update employees set is_active = false, inactive_since = '2026-09-20' where id = ${worker}`,
  );
  // Approved monthly slips April-September 2026: overtime in April, June, July and September
  // (4 of 6: regular), a commission in May and August only (2 of 6: not regular).
  const variable: Record<number, [string, string][]> = {
    4: [['overtime_25', '300.00']],
    5: [['commission', '500.00']],
    6: [
      ['overtime_25', '200.00'],
      ['overtime_35', '100.00'],
    ],
    7: [['overtime_25', '300.00']],
    8: [['commission', '500.00']],
    9: [['overtime_35', '300.00']],
  };
  for (const [month, lines] of Object.entries(variable)) {
    const [run] = await rows<{ id: number }>(sql`
      insert into payroll_runs (company_id, year, month, kind, personal_type, state, job)
      values (${companyId}, 2026, ${Number(month)}, 'monthly', 'administrative', 'approved', 'done') returning id`);
    const json = JSON.stringify(
      lines.map(([concept, amount]) => ({ code: '0105', concept, kind: 'earning', base: amount, amount })),
    );
    await ctx.database.db.execute(sql`
      insert into payroll_slips (run_id, employee_id, worker, days, lines, bases, earnings, deductions, employer, net)
      values (${run?.id}, ${worker}, '{}', '{"worked":30,"vacation":0,"absence":0}', ${json}::jsonb, '{}',
        '3300.00', '0', '0', '3300.00')`);
  }
  const res = await hr.post(`${base}/run/create`, {
    companyId,
    year: 2026,
    month: 9,
    kind: 'liquidacion',
    personalType: 'administrative',
    employeeId: worker,
  });
  expect(res.status).toBe(200);
  runId = (res.body as { id: number }).id;
  await computeRun(ctx.database.db, runId);
  const [slip] = await rows<{ id: number }>(sql`select id from payroll_slips where run_id = ${runId}`);
  slipId = slip?.id as number;
  // The cessation reason reaches the slip's snapshot with the worker's record (T-Registro 01).
  await ctx.database.db.execute(
    sql`update payroll_slips set worker = worker || '{"cessationReason":"01"}'::jsonb where id = ${slipId}`,
  );
});

describe('a liquidación run', () => {
  it('stores the breakdown per benefit with the slip, the regular overtime in the computable', async () => {
    const res = await hr.post(`${base}/slip/get`, { id: slipId });
    expect(res.status).toBe(200);
    const { detail, lines } = res.body as {
      detail: Record<string, Record<string, unknown>> & { computable: string; supplements: unknown[] };
      lines: { concept: string; amount: string }[];
    };
    // Service 10 Mar 2023 - 20 Sep 2026: 3 years 6 months 11 days.
    expect(detail.service).toEqual({ years: 3, months: 6, days: 11 });
    // Overtime 300 + 0 + 300 + 300 + 0 + 300 = 1,200 in 4 of 6 months: 1,200 / 6 = 200 a month.
    expect(detail.computableParts).toEqual({
      salary: '3000.00',
      familyAllowance: '0.00',
      supplements: '200.00',
    });
    expect(detail.computable).toBe('3200.00');
    expect(detail.supplements).toEqual([
      { concept: 'commission', amounts: ['0.00', '500.00', '0.00', '0.00', '500.00', '0.00'] },
      { concept: 'overtime', amounts: ['300.00', '0.00', '300.00', '300.00', '0.00', '300.00'] },
    ]);
    // CTS 1 May - 20 Sep: 4 months 20 days (140 days); base 3,200 + July's 3,200 / 6 = 3,733.33;
    // 3,733.33 × 140 / 360 = (3,200 × 6 + 3,200) × 140 / 2,160 = 1,451.85
    expect(detail.cts).toEqual({
      from: '2026-05-01',
      to: '2026-09-20',
      gratificacion: '3200.00',
      gratificacionSixth: '533.33',
      months: 4,
      days: 20,
      base: '3733.33',
      amount: '1451.85',
    });
    // Gratificación trunca July and August: 3,200 × 2 / 6 = 1,066.67, bonificación 9 % = 96.00
    expect(detail.gratificacion).toEqual({
      from: '2026-07-01',
      to: '2026-09-20',
      months: 2,
      amount: '1066.67',
      bonificacion: '96.00',
    });
    // Vacaciones truncas since the 10 March anniversary: 191 days: 3,200 × 191 / 360 = 1,697.78
    expect(detail.vacation).toMatchObject({
      from: '2026-03-10',
      truncatedMonths: 6,
      truncatedDays: 11,
      truncated: '1697.78',
    });
    expect(lines.find((l) => l.concept === 'cts')?.amount).toBe('1451.85');
  });

  it('prints the hoja de liquidación from the run, in the worker’s language, with the stored figures', async () => {
    const res = await hr.post(`${base}/payslip/pdf`, { slipId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.raw);
    expect(text).toContain('HOJA DE LIQUIDACIÓN DE BENEFICIOS SOCIALES');
    expect(text).not.toContain('BOLETA DE PAGO');
    for (const figure of ['1,451.85', '1,066.67', '96.00', '1,697.78', '3,733.33', '3,200.00', '533.33'])
      expect(text).toContain(figure);
    expect(text).toContain('CTS trunca');
    expect(text).toContain('01/05/2026 – 20/09/2026');
    expect(text).toContain('3 años, 6 meses, 11 días');
    expect(text).toContain('Renuncia');
    expect(text).toContain('Horas extras (regular)');
    expect(text).toContain('Comisiones (no regular)');
    expect(text).toContain('BORRADOR / DRAFT');
    const [slip] = await rows<{ net: string }>(
      sql`select to_char(net, 'FM999,999,990.00') as net from payroll_slips where id = ${slipId}`,
    );
    expect(text).toContain(`S/ ${slip?.net}`);
  });

  it('prints it in English for a worker who reads English, and from the employee record', async () => {
    const me = await createTestUser(ctx, { sections: [], employeeId: worker });
    await ctx.database.db.execute(sql`update users set language = 'en' where id = ${me.id}`);
    const res = await hr.post(`${base}/employee/get-payroll-pdf`, { slipId });
    expect(res.status).toBe(200);
    const text = await pdfText(res.raw);
    expect(text).toContain('FINAL SETTLEMENT OF SOCIAL BENEFITS');
    expect(text).toContain('Resignation');
    expect(text).toContain('3 years, 6 months, 11 days');
    // The worker does not see a draft; once approved, their own hoja.
    const own = client(ctx, await sessionToken(ctx, me));
    expect((await own.post(`${base}/employee/get-payroll-pdf`, { slipId })).status).toBe(404);
    expect((await hr.post(`${base}/run/approve`, { id: runId })).status).toBe(200);
    const released = await own.post(`${base}/employee/get-payroll-pdf`, { slipId });
    expect(released.status).toBe(200);
    expect(await pdfText(released.raw)).toContain('FINAL SETTLEMENT OF SOCIAL BENEFITS');
  });

  it('answers 404 to an area chief of another area and to a user without the section', async () => {
    const [other] = await rows<{ id: number }>(sql`
      select j.employee_id as id from employee_jobs j
      join employee_jobs w on w.employee_id = ${worker} and w.area_id <> j.area_id
      join areas a on a.id = j.area_id and not a.is_hr
      order by j.employee_id limit 1`);
    const chief = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], employeeId: other?.id });
    await ctx.database.db.execute(sql`update users set role_id = ${ROLE_IDS.CHIEF} where id = ${chief.id}`);
    const chiefApi = client(ctx, await sessionToken(ctx, chief));
    expect((await chiefApi.post(`${base}/payslip/pdf`, { slipId })).status).toBe(404);
    expect((await chiefApi.post(`${base}/employee/get-payroll-pdf`, { slipId })).status).toBe(404);
    const nobody = await createTestUser(ctx, { sections: [] });
    const nobodyApi = client(ctx, await sessionToken(ctx, nobody));
    expect((await nobodyApi.post(`${base}/payslip/pdf`, { slipId })).status).toBe(403);
    expect((await nobodyApi.post(`${base}/employee/get-payroll-pdf`, { slipId })).status).toBe(404);
  });
});
