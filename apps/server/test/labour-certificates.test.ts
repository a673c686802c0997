import { writeFile } from 'node:fs/promises';
import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { pdfText } from './setup/pdf-text.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/*
 * A worker of a company of their own: 2025 paid by monthly slips of 6,000 (an absence of 100 in
 * March), gratificaciones of 6,000 with their 9 % bonificación in July and December, a CTS deposit
 * (exempt), and a previous employer's certificate of 10,000 income and 500 withheld. UIT 2025 is
 * 5,350 (DS 260-2024-EF): 7 UIT = 37,450.
 */

const ctx = useTestApp();
// Set to keep the PDFs for a look (screenshots of the documents); tests never depend on it.
const SCREENS = process.env.SCREENS_DIR;
const keep = async (name: string, raw: Buffer) => {
  if (SCREENS) await writeFile(`${SCREENS}/${name}`, raw);
};
const base = '/api/rrhh/payroll/certificates';
type Api = ReturnType<typeof client>;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let hr: Api;
let companyId: number;
let worker: number;
let colleague: number;

const line = (concept: string, kind: string, amount: string) => ({
  code: '0000',
  concept,
  kind,
  base: amount,
  amount,
});

const insertRun = async (month: number, kind: string, state: string, lines: ReturnType<typeof line>[]) => {
  const [run] = await rows<{ id: number }>(sql`
    insert into payroll_runs (company_id, year, month, kind, personal_type, state, job)
    values (${companyId}, 2025, ${month}, ${kind}, 'administrative', ${state}, 'done') returning id`);
  await ctx.database.db.execute(sql`
    insert into payroll_slips (run_id, employee_id, worker, days, lines, bases, earnings, deductions, employer, net)
    values (${run?.id}, ${worker}, '{}', '{"worked":30,"vacation":0,"absence":0}', ${JSON.stringify(lines)}::jsonb,
      '{}', '0', '0', '0', '0')`);
};

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc, address) values ('Certificados S.A.C.', '20999888774', 'Av. Arequipa 123, Lima') returning id`,
  );
  companyId = company?.id as number;
  const moved = await rows<{ id: number }>(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'administrative', has_eps = false,
      salary = 6000, start_date = '2023-03-10', labor_regime = 'general'
    where employee_id in (
      select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active and not exists (select 1 from users u where u.employee_id = e.id)
      order by j.employee_id limit 2)
    returning employee_id as id`);
  [worker, colleague] = moved.map((m) => m.id).sort((a, b) => a - b) as [number, number];
  for (let month = 1; month <= 12; month++) {
    const lines = [
      line('basic', 'earning', '6000.00'),
      line('quinta', 'deduction', month < 7 ? '400.00' : '520.50'),
    ];
    if (month === 3) lines.push(line('absence', 'deduction', '100.00'));
    if (month === 5 || month === 11) lines.push(line('cts', 'earning', '3000.00'));
    await insertRun(month, 'monthly', month === 12 ? 'approved' : 'paid', lines);
  }
  for (const month of [7, 12])
    await insertRun(month, 'gratificacion', 'paid', [
      line('gratificacion', 'earning', '6000.00'),
      line('bonificacion_extraordinaria', 'earning', '540.00'),
      line('quinta', 'deduction', '300.00'),
    ]);
  // A draft counts for nothing.
  await insertRun(11, 'gratificacion', 'registered', [
    line('basic', 'earning', '9999.00'),
    line('quinta', 'deduction', '999.00'),
  ]);
  await ctx.database.db.execute(sql`
    insert into employee_income_certificates (employee_id, year, employer_ruc, employer_name, income, withheld)
    values (${worker}, 2025, '20100000001', 'Empleador Anterior S.A.', 10000, 500)`);
});

describe('the quinta certificate', () => {
  it('prints the year from the stored slips: income by group, the prior employer, 7 UIT, the tax, the withholdings', async () => {
    const res = await hr.post(`${base}/quinta/pdf`, { employeeId: worker, year: 2025 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.raw);
    // Remuneration 12 × 6,000 = 72,000; absences −100; gratificaciones 12,000; bonificación 1,080.
    for (const figure of ['72,000.00', '-100.00', '12,000.00', '1,080.00', '84,980.00'])
      expect(text).toContain(figure);
    // Plus the prior employer's 10,000: 94,980; less 7 × 5,350 = 37,450: 57,530 taxable.
    for (const figure of ['10,000.00', '94,980.00', '37,450.00', '57,530.00']) expect(text).toContain(figure);
    // 8 % of 5 UIT (26,750) = 2,140 + 14 % of 30,780 = 4,309.20: 6,449.20.
    expect(text).toContain('6,449.20');
    // CTS (3,000 twice) is exempt and the draft's 9,999 is not a slip of the year.
    expect(text).not.toContain('9,999.00');
    expect(text).toContain('CERTIFICADO DE RENTAS Y RETENCIONES');
    await keep('quinta-prior-employer-es.pdf', res.raw);
  });

  it('states as withheld exactly the sum of the withholdings on the year’s released slips, plus the prior employer', async () => {
    const [sum] = await rows<{ total: string }>(sql`
      select to_char(sum((l->>'amount')::numeric), 'FM999,999,990.00') as total
      from payroll_slips s join payroll_runs r on r.id = s.run_id, jsonb_array_elements(s.lines) l
      where s.employee_id = ${worker} and r.year = 2025 and r.state in ('approved', 'paid') and l->>'concept' = 'quinta'`);
    // 6 × 400 + 6 × 520.50 + 2 × 300 = 6,123.00
    expect(sum?.total).toBe('6,123.00');
    const text = await pdfText((await hr.post(`${base}/quinta/pdf`, { employeeId: worker, year: 2025 })).raw);
    expect(text).toContain('6,123.00');
    expect(text).toContain('6,623.00');
    const audit = await rows<{ n: number }>(sql`
      select count(*)::int as n from audit_log where action = 'labour_certificate.quinta' and entity_id = ${String(worker)}`);
    expect(audit[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it('counts a month paid before the system (its opening balance) that no released monthly slip holds', async () => {
    // January's run goes back to draft; January's opening balance (6,000, 400 withheld, as the slip
    // had) takes its place. Not counted, the certificate would say 78,980 and 6,223.00.
    await ctx.database.db.execute(sql`
      update payroll_runs set state = 'registered'
      where company_id = ${companyId} and year = 2025 and month = 1 and kind = 'monthly'`);
    await ctx.database.db.execute(sql`
      insert into employee_opening_balances (employee_id, year, month, income, quinta_withheld)
      values (${worker}, 2025, 1, 6000, 400)`);
    try {
      const text = await pdfText(
        (await hr.post(`${base}/quinta/pdf`, { employeeId: worker, year: 2025 })).raw,
      );
      for (const figure of ['72,000.00', '84,980.00', '6,123.00', '6,623.00']) expect(text).toContain(figure);
    } finally {
      await ctx.database.db.execute(sql`
        update payroll_runs set state = 'paid'
        where company_id = ${companyId} and year = 2025 and month = 1 and kind = 'monthly'`);
      await ctx.database.db.execute(
        sql`delete from employee_opening_balances where employee_id = ${worker} and year = 2025`,
      );
    }
  });

  it('answers 409 naming the year when it has no slips', async () => {
    const res = await hr.post(`${base}/quinta/pdf`, { employeeId: worker, year: 2019 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'NO_SLIPS_IN_YEAR' });
    expect(JSON.stringify(res.body)).toContain('year');
  });

  it('issues the whole staff as a batch: a zip of PDFs, a worker without slips listed as not produced', async () => {
    const started = await hr.post(`${base}/quinta/batch`, { companyId, year: 2025 });
    expect(started.status).toBe(200);
    const { batchId } = started.body as { batchId: number };
    await ctx.app.documentBatches.runQueued();
    const batch = await hr.post('/api/documents/batch/get', { batchId });
    expect(batch.body).toMatchObject({ state: 'done', total: 2, done: 2 });
    const failures = (batch.body as { failures: { key: string; reason: string }[] }).failures;
    expect(failures).toEqual([
      expect.objectContaining({ key: String(colleague), reason: 'NO_SLIPS_IN_YEAR' }),
    ]);
    const download = await hr.post('/api/documents/batch/download', { batchId });
    expect(download.status).toBe(200);
    const zip = await JSZip.loadAsync(download.raw);
    expect(Object.keys(zip.files)).toHaveLength(1);
  });
});

describe('the certificado de trabajo', () => {
  it('answers 409 for a worker still active, naming the cessation date', async () => {
    const res = await hr.post(`${base}/work/pdf`, { employeeId: worker });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMPLOYEE_STILL_ACTIVE' });
    expect(JSON.stringify(res.body)).toContain('inactiveSince');
  });

  it('prints employer, worker, position and dates of a ceased worker, in their language', async () => {
    await ctx.database.db.execute(
      sql`update employees set is_active = false, inactive_since = '2025-12-31' where id = ${worker}`,
    );
    const res = await hr.post(`${base}/work/pdf`, { employeeId: worker });
    expect(res.status).toBe(200);
    const text = await pdfText(res.raw);
    expect(text).toContain('CERTIFICADO DE TRABAJO');
    expect(text).toContain('Certificados S.A.C.');
    expect(text).toContain('20999888774');
    expect(text).toContain('10/03/2023');
    expect(text).toContain('31/12/2025');
    // 10 Mar 2023 – 31 Dec 2025: 2 years, 9 months, 21 days.
    expect(text).toContain('2 años, 9 meses, 21 días');
    await keep('work-certificate-api-es.pdf', res.raw);
    const me = await createTestUser(ctx, { sections: [], employeeId: worker });
    await ctx.database.db.execute(sql`update users set language = 'en' where id = ${me.id}`);
    const own = client(ctx, await sessionToken(ctx, me));
    const mine = await own.post(`${base}/work/pdf`, { employeeId: worker });
    expect(mine.status).toBe(200);
    expect(await pdfText(mine.raw)).toContain('WORK CERTIFICATE');
    await keep('work-certificate-en.pdf', mine.raw);
    const quinta = await own.post(`${base}/quinta/pdf`, { employeeId: worker, year: 2025 });
    expect(quinta.status).toBe(200);
    const english = await pdfText(quinta.raw);
    expect(english).toContain('CERTIFICATE OF FIFTH-CATEGORY INCOME AND WITHHOLDINGS');
    expect(english).toContain('6,449.20');
    await keep('quinta-prior-employer-en.pdf', quinta.raw);
    const list = await own.post(`${base}/list`, {});
    expect(list.body).toMatchObject({ employeeId: worker, ceasedOn: '2025-12-31' });
    expect((list.body as { quintaYears: number[] }).quintaYears).toContain(2025);
  });
});

describe('a liquidación approved', () => {
  it('mails the worker the hoja de liquidación, the certificado de trabajo and the year’s quinta certificate', async () => {
    await ctx.database.db.execute(sql`
      update employees set is_active = false, inactive_since = '2026-09-20', personal_email = 'cesado@example.pe'
      where id = ${colleague}`);
    const created = await hr.post('/api/rrhh/payroll/run/create', {
      companyId,
      year: 2026,
      month: 9,
      kind: 'liquidacion',
      personalType: 'administrative',
      employeeId: colleague,
    });
    expect(created.status).toBe(200);
    const runId = (created.body as { id: number }).id;
    await computeRun(ctx.database.db, runId);
    expect((await hr.post('/api/rrhh/payroll/run/approve', { id: runId })).status).toBe(200);
    const mails = await rows<{ to: string; attachments: { fileName: string }[] }>(sql`
      select "to", attachments from mail_outbox where event = 'liquidacion.documents'`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('cesado@example.pe');
    const names = mails[0]?.attachments.map((a) => a.fileName) ?? [];
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^liquidacion-/);
    expect(names[1]).toMatch(/^certificado-trabajo-/);
    expect(names[2]).toMatch(/^quinta-2026-/);
    const audit = await rows<{ n: number }>(sql`
      select count(*)::int as n from audit_log
      where action = 'labour_certificate.liquidacion_mail' and entity_id = ${String(colleague)}`);
    expect(audit[0]?.n).toBe(1);
  });
});

describe('access', () => {
  it('is 404 to another worker and to a chief of another area, 403 for the batch without section 14', async () => {
    const other = await createTestUser(ctx, { sections: [], employeeId: colleague });
    const otherApi = client(ctx, await sessionToken(ctx, other));
    expect((await otherApi.post(`${base}/quinta/pdf`, { employeeId: worker, year: 2025 })).status).toBe(404);
    expect((await otherApi.post(`${base}/work/pdf`, { employeeId: worker })).status).toBe(404);
    expect((await otherApi.post(`${base}/list`, { employeeId: worker })).status).toBe(404);
    expect((await otherApi.post(`${base}/quinta/batch`, { companyId, year: 2025 })).status).toBe(403);
    const [away] = await rows<{ id: number }>(sql`
      select j.employee_id as id from employee_jobs j
      join employee_jobs w on w.employee_id = ${worker} and w.area_id <> j.area_id
      join areas a on a.id = j.area_id and not a.is_hr
      order by j.employee_id limit 1`);
    const chief = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], employeeId: away?.id });
    await ctx.database.db.execute(sql`update users set role_id = ${ROLE_IDS.CHIEF} where id = ${chief.id}`);
    const chiefApi = client(ctx, await sessionToken(ctx, chief));
    expect((await chiefApi.post(`${base}/quinta/pdf`, { employeeId: worker, year: 2025 })).status).toBe(404);
  });
});

describe('the year’s UIT', () => {
  it('takes the 7 UIT from the uit parameter in force that year, as stored', async () => {
    await ctx.database.db.execute(sql`
      update payroll_parameters set value = '"5400.00"'::jsonb
      where parameter = 'uit' and valid_from = '2025-01-01'`);
    const text = await pdfText((await hr.post(`${base}/quinta/pdf`, { employeeId: worker, year: 2025 })).raw);
    // 7 × 5,400 = 37,800; 94,980 − 37,800 = 57,180; 8 % of 27,000 + 14 % of 30,180 = 2,160 + 4,225.20.
    for (const figure of ['5,400.00', '37,800.00', '57,180.00', '6,385.20']) expect(text).toContain(figure);
  });
});
