import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_IDS, SECTION_IDS, type TPayslipDelivery, type TPayslipDeliverySummary } from '@zerg/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFSIG } from '../../../scripts/ensure-pdfsig.ts';
import { seal } from '../src/platform/crypto/secret-box.ts';
import { readCertificate } from '../src/platform/pdf/pdf-sign.ts';
import { client } from './setup/http.ts';
import { insertRun, insertSlip } from './setup/payslip-fixtures.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/** The signing tests' fixtures: self-signed RSA-2048 certificates made with OpenSSL, one long expired. */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const PASSWORD = 'zerg-test-1';

const ctx = useTestApp();
const dir = mkdtempSync(join(tmpdir(), 'zerg-eboleta-'));
type Api = ReturnType<typeof client>;

const DRIVER = 5;
const PERIOD = { year: 2033, month: 6 };
let hr: Api;
let worker: Api;
let anonymous: Api;
let runId: number;
let companyId: number;
let unreachable: number;
let colleague: number;

/** Stores a company's certificate the way Settings › Companies does: sealed, its facts in the clear. */
const storeCertificate = async (file: string) => {
  const p12 = fixture(file);
  const info = readCertificate(p12, PASSWORD);
  await ctx.database.pool.query('delete from company_signing_certificates where company_id = $1', [
    companyId,
  ]);
  await ctx.database.pool.query(
    `insert into company_signing_certificates
       (company_id, p12_sealed, password_sealed, subject, issuer, serial_number, not_before, not_after)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      companyId,
      seal(p12),
      seal(Buffer.from(PASSWORD)),
      info.subject,
      info.issuer,
      info.serialNumber,
      info.notBefore,
      info.notAfter,
    ],
  );
};

const deliveries = async (filters: Record<string, unknown> = {}) => {
  const res = await hr.post('/api/rrhh/payroll/payslip/deliveries', {
    perPage: 50,
    filters: { runId, ...filters },
  });
  expect(res.status).toBe(200);
  return res.body as { data: TPayslipDelivery[]; total: number };
};

const outbox = async () =>
  (
    await ctx.database.pool.query<{
      id: number;
      to: string;
      html: string | null;
      attachments: { fileName: string; storageKey: string }[];
    }>(`select id, "to", html, attachments from mail_outbox where event = 'payslip.issued' order by id`)
  ).rows;

beforeAll(async () => {
  const pool = ctx.database.pool;
  hr = client(ctx, await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] })));
  worker = client(
    ctx,
    await sessionToken(ctx, await createTestUser(ctx, { sections: [], employeeId: DRIVER })),
  );
  anonymous = client(ctx);
  const others = (
    await pool.query<{ id: number }>(
      'select employee_id as id from employee_jobs where employee_id <> $1 order by employee_id limit 2',
      [DRIVER],
    )
  ).rows.map((r) => r.id);
  [unreachable, colleague] = others as [number, number];
  await pool.query(`update employees set work_email = 'driver.work@zerg.pe' where id = $1`, [DRIVER]);
  await pool.query('update employees set work_email = null, personal_email = null where id = $1', [
    unreachable,
  ]);
  await pool.query(
    `update employees set work_email = null, personal_email = 'colleague@mail.pe' where id = $1`,
    [colleague],
  );
  const run = await insertRun(ctx, { ...PERIOD, state: 'approved' });
  runId = run.runId;
  companyId = run.companyId;
  for (const employeeId of [DRIVER, unreachable, colleague])
    await insertSlip(ctx, runId, PERIOD, { employeeId });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sending a run’s signed boletas', () => {
  it('answers 409 CERTIFICATE_MISSING when the company has no certificate, and starts nothing', async () => {
    const res = await hr.post('/api/rrhh/payroll/payslip/send', { runId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CERTIFICATE_MISSING' });
    expect((await ctx.database.pool.query('select 1 from document_batches')).rowCount).toBe(0);
  });

  it('answers 409 CERTIFICATE_EXPIRED with an expired certificate', async () => {
    await storeCertificate('signing-certificate-expired.p12');
    const res = await hr.post('/api/rrhh/payroll/payslip/send', { runId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CERTIFICATE_EXPIRED' });
  });

  it('answers 409 for a draft run, 404 for none, 403 without the payroll section', async () => {
    await storeCertificate('signing-certificate.p12');
    const draft = await insertRun(ctx, { year: 2033, month: 7, state: 'registered' });
    const res = await hr.post('/api/rrhh/payroll/payslip/send', { runId: draft.runId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PAYROLL_NOT_RELEASED' });
    expect((await hr.post('/api/rrhh/payroll/payslip/send', { runId: 999999 })).status).toBe(404);
    expect((await worker.post('/api/rrhh/payroll/payslip/send', { runId })).status).toBe(403);
  });

  it('signs, records and mails each slip; a worker without e-mail is listed and the run completes', async () => {
    const res = await hr.post('/api/rrhh/payroll/payslip/send', { runId });
    expect(res.status).toBe(200);
    const { batchId } = res.body as { batchId: number };
    const audit = await ctx.database.pool.query(
      `select 1 from audit_log where action = 'payslip.send' and entity_id = $1`,
      [String(runId)],
    );
    expect(audit.rowCount).toBe(1);
    expect(await ctx.app.documentBatches.runQueued()).toEqual([batchId]);
    const batch = (await hr.post('/api/documents/batch/get', { batchId })).body as {
      state: string;
      total: number;
      done: number;
      failures: { key: string; reason: string }[];
      fileName: string | null;
    };
    expect(batch).toMatchObject({ state: 'done', total: 3, done: 3 });
    expect(batch.failures).toHaveLength(1);
    expect(batch.failures[0]!.reason).toBe('EMPLOYEE_EMAIL_MISSING');
    expect(batch.fileName).toBe(`boletas-firmadas-${runId}.zip`);

    const list = await deliveries();
    expect(list.total).toBe(3);
    const byEmployee = new Map(list.data.map((d) => [d.employeeId, d]));
    expect(byEmployee.get(DRIVER)).toMatchObject({ state: 'queued', sentTo: 'driver.work@zerg.pe' });
    expect(byEmployee.get(colleague)).toMatchObject({ state: 'queued', sentTo: 'colleague@mail.pe' });
    expect(byEmployee.get(unreachable)).toMatchObject({ state: 'no_email', sentTo: null });
    expect((await deliveries({ state: 'no_email' })).total).toBe(1);

    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(['colleague@mail.pe', 'driver.work@zerg.pe']);
    for (const m of mails) {
      expect(m.attachments).toHaveLength(1);
      expect(m.attachments[0]!.fileName).toMatch(/^boleta-.+-2033-06-firmada\.pdf$/);
      expect(m.html).toMatch(/<img src="http[^"]+\/api\/public\/mail\/open\/[A-Za-z0-9_-]{32}\.gif"/);
    }
  });

  it('does not mail a slip twice when the run is sent again; a resend of one worker does', async () => {
    const before = (await outbox()).length;
    const { batchId } = (await hr.post('/api/rrhh/payroll/payslip/send', { runId })).body as {
      batchId: number;
    };
    await ctx.app.documentBatches.runQueued();
    expect((await hr.post('/api/documents/batch/get', { batchId })).body).toMatchObject({ state: 'done' });
    expect((await outbox()).length).toBe(before);

    const driver = (await deliveries()).data.find((d) => d.employeeId === DRIVER)!;
    expect((await hr.post('/api/rrhh/payroll/payslip/resend', { deliveryId: driver.id })).status).toBe(200);
    expect((await outbox()).length).toBe(before + 1);
    const none = (await deliveries()).data.find((d) => d.employeeId === unreachable)!;
    const refused = await hr.post('/api/rrhh/payroll/payslip/resend', { deliveryId: none.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'EMPLOYEE_EMAIL_MISSING' });
  });

  it('stores a boleta whose signature pdfsig verifies, and that fails after one changed byte', async () => {
    const own = (await worker.post('/api/rrhh/payroll/employee/get-payroll-signed', {}))
      .body as TPayslipDelivery[];
    const pdf = await worker.post('/api/rrhh/payroll/employee/get-payroll-signed-pdf', {
      deliveryId: own[0]!.id,
    });
    expect(pdf.status).toBe(200);
    const file = join(dir, 'boleta.pdf');
    writeFileSync(file, pdf.raw);
    const report = spawnSync(PDFSIG, [file], { encoding: 'utf8' });
    expect(`${report.stdout}${report.stderr}`).toContain('Signature Validation: Signature is Valid.');
    expect(report.stdout).toContain('Total document signed');
    const tampered = Buffer.from(pdf.raw);
    const at = Math.floor(Number(/\/ByteRange \[(\d+) (\d+)/.exec(pdf.raw.toString('latin1'))?.[2]) / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    writeFileSync(file, tampered);
    const bad = spawnSync(PDFSIG, [file], { encoding: 'utf8' });
    expect(`${bad.stdout}${bad.stderr}`).not.toContain('Signature is Valid.');
  });
});

describe('the worker’s signed boletas', () => {
  it('lists only their own, and another worker’s file is 404', async () => {
    const own = (await worker.post('/api/rrhh/payroll/employee/get-payroll-signed', {}))
      .body as TPayslipDelivery[];
    expect(own.map((d) => d.employeeId)).toEqual([DRIVER]);
    const theirs = (await deliveries()).data.find((d) => d.employeeId === colleague)!;
    const res = await worker.post('/api/rrhh/payroll/employee/get-payroll-signed-pdf', {
      deliveryId: theirs.id,
    });
    expect(res.status).toBe(404);
    const list = await worker.post('/api/rrhh/payroll/employee/get-payroll-signed', {
      employeeId: colleague,
    });
    expect(list.status).toBe(404);
    const hrView = await hr.post('/api/rrhh/payroll/employee/get-payroll-signed', { employeeId: colleague });
    expect((hrView.body as TPayslipDelivery[]).map((d) => d.employeeId)).toEqual([colleague]);
  });
});

describe('the open-tracking image', () => {
  it('answers a GIF to anyone, and marks the delivery opened the first time', async () => {
    const [mail] = (await outbox()).filter((m) => m.to === 'colleague@mail.pe');
    const path = /\/api\/public\/mail\/open\/[^"]+\.gif/.exec(mail!.html ?? '')?.[0];
    const first = await anonymous.get(path!);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    const opened = (await deliveries()).data.find((d) => d.employeeId === colleague)!;
    expect(opened.state).toBe('opened');
    await anonymous.get(path!);
    const again = (await deliveries()).data.find((d) => d.employeeId === colleague)!;
    expect(again.openedAt).toBe(opened.openedAt);
    const unknown = await anonymous.get('/api/public/mail/open/not-a-token.gif');
    expect(unknown.status).toBe(200);
    expect(unknown.headers['content-type']).toBe('image/gif');
  });
});

describe('the run’s delivery summary', () => {
  it('gives the due date three business days after the payment', async () => {
    const unpaid = (await hr.post('/api/rrhh/payroll/payslip/delivery-summary', { runId })).body;
    expect(unpaid).toMatchObject({ dueDate: null, slips: expect.any(Number) });
    // Paid Friday 2033-07-01 at 10:00 in Lima: Mon 4, Tue 5, Wed 6.
    await ctx.database.pool.query(
      `update payroll_runs set state = 'paid', paid_at = '2033-07-01T15:00:00Z' where id = $1`,
      [runId],
    );
    const paid = (await hr.post('/api/rrhh/payroll/payslip/delivery-summary', { runId }))
      .body as TPayslipDeliverySummary;
    expect(paid).toMatchObject({ dueDate: '2033-07-06' });
    expect(paid.counts).toMatchObject({ no_email: 1, opened: 1 });
    expect(paid.certificate).toMatchObject({ expired: false });
  });

  it("counts for an area chief holding section 14 only their area's slips and deliveries", async () => {
    const { rows: slips } = await ctx.database.pool.query<{ employee_id: number; area_id: number }>(
      `select s.employee_id, j.area_id from payroll_slips s join employee_jobs j on j.employee_id = s.employee_id
       where s.run_id = $1 order by s.employee_id limit 1`,
      [runId],
    );
    const [first] = slips;
    if (!first) throw new Error('the run has no slips');
    const chiefUser = await createTestUser(ctx, {
      sections: [SECTION_IDS.PAYROLL],
      employeeId: first.employee_id,
    });
    await ctx.database.pool.query('update users set role_id = $1 where id = $2', [
      ROLE_IDS.CHIEF,
      chiefUser.id,
    ]);
    const chief = client(ctx, await sessionToken(ctx, chiefUser));
    const { rows: expected } = await ctx.database.pool.query<{ slips: number; deliveries: number }>(
      `select count(distinct s.id)::int as slips, count(distinct d.id)::int as deliveries
       from payroll_slips s join employee_jobs j on j.employee_id = s.employee_id
       left join payslip_deliveries d on d.slip_id = s.id
       where s.run_id = $1 and j.area_id = $2`,
      [runId, first.area_id],
    );
    const all = (await hr.post('/api/rrhh/payroll/payslip/delivery-summary', { runId }))
      .body as TPayslipDeliverySummary;
    const mine = (await chief.post('/api/rrhh/payroll/payslip/delivery-summary', { runId }))
      .body as TPayslipDeliverySummary;
    expect(mine.slips).toBe(expected[0]?.slips);
    expect(Object.values(mine.counts).reduce((a, b) => a + b, 0)).toBe(expected[0]?.deliveries);
    expect(mine.slips).toBeLessThan(all.slips);
  });
});
