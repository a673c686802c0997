/**
 * Electronic boletas of a 1,000-employee month (goal ≤ 60 s on the 2-core machine, issue #30): a
 * stored, approved run of SLIPS workers (default 1000), each with an e-mail, and the company's
 * signing certificate (the test fixture, sealed as Settings › Companies stores it). Then
 * `POST /rrhh/payroll/payslip/send` over real HTTP and the 'e-boletas' document batch on its queue
 * worker: every boleta rendered, signed (PAdES), stored, recorded and its mail queued in the outbox
 * (no SMTP here, so the mails stay queued). Prints the seconds and the ratio to the goal.
 * Run: node bench/e-boletas.ts [slips]   (BENCH_DATABASE_URL: a PostgreSQL server to use,
 * default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is made and dropped).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computePayslip, DEFAULT_PARAMETER_HISTORY, parametersAt } from '@zerg/payroll-pe';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { prepareDatabase } from '../apps/server/src/composition/prepare-database.ts';
import { seedDemo } from '../apps/server/src/composition/seed/seed-demo.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { createTokenSigner } from '../apps/server/src/platform/auth/tokens.ts';
import { seal } from '../apps/server/src/platform/crypto/secret-box.ts';
import { readCertificate } from '../apps/server/src/platform/pdf/pdf-sign.ts';

const SLIPS = Number(process.argv[2] ?? 1000);
const GOAL_SECONDS = 60;
const CERTIFICATE = join(
  import.meta.dirname,
  '..',
  'apps',
  'server',
  'test',
  'fixtures',
  'signing-certificate.p12',
);
const CERTIFICATE_PASSWORD = 'zerg-test-1';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `zerg_bench_eboletas_${process.pid}`;
const url = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();
const filesDir = await mkdtemp(join(tmpdir(), 'zerg-bench-eboletas-'));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const database = createDatabase(url, 10);
try {
  const prepStart = performance.now();
  await prepareDatabase(database.db);
  await seedDemo(database.db);
  const db = database.db;
  // As many employees as slips: copies of the first demo employee with a job, each with their own
  // document, surname and a copy of that job.
  const template = Number(
    (await db.execute<{ id: number }>(sql`select min(employee_id) as id from employee_jobs`)).rows[0]?.id,
  );
  const columnsOf = async (table: string, skip: string[]) =>
    (
      await db.execute<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = ${table} and is_generated = 'NEVER'`,
      )
    ).rows
      .map((r) => r.column_name)
      .filter((c) => !skip.includes(c))
      .map((c) => `"${c}"`);
  const employeeColumns = await columnsOf('employees', [
    'id',
    'personal_code',
    'document_number',
    'attendance_code',
    'paternal_surname',
  ]);
  const { rows: created } = await db.execute<{ id: number }>(
    sql.raw(`insert into employees (personal_code, document_number, paternal_surname, ${employeeColumns.join(', ')})
      select 'PS' || g, lpad((60000000 + g)::text, 8, '0'), 'Bench' || lpad(g::text, 4, '0'), ${employeeColumns.map((c) => `e.${c}`).join(', ')}
      from generate_series(1, ${SLIPS}) g cross join (select * from employees where id = ${template}) e
      returning id`),
  );
  const jobColumns = await columnsOf('employee_jobs', ['id', 'employee_id']);
  await db.execute(
    sql.raw(`insert into employee_jobs (employee_id, ${jobColumns.join(', ')})
      select e.id, ${jobColumns.map((c) => `j.${c}`).join(', ')}
      from employees e cross join (select * from employee_jobs where employee_id = ${template}) j
      where e.personal_code like 'PS%'`),
  );
  const { rows: runRows } = await db.execute<{ id: number }>(
    sql`insert into payroll_runs (company_id, year, month, kind, personal_type, state, job)
        values ((select min(id) from companies), 2030, 1, 'monthly', 'operations', 'approved', 'done') returning id`,
  );
  const runId = Number(runRows[0]?.id);
  const parameters = parametersAt(DEFAULT_PARAMETER_HISTORY, '2026-01-01');
  const values = created.map((e, i) => {
    const result = computePayslip({
      period: { year: 2030, month: 1 },
      parameters,
      worker: {
        salary: `${1800 + (i % 40) * 75}.00`,
        regime: 'general',
        familyAllowance: i % 2 === 0,
        hireDate: '2021-03-01',
        pension: i % 3 === 0 ? { system: 'onp' } : { system: 'afp', afp: 'integra', commission: 'flow' },
      },
      attendance: { absenceDays: i % 7 === 0 ? 1 : 0, tardinessMinutes: i % 5, overtimeHours25: i % 4 },
      discounts: i % 6 === 0 ? [{ amount: '85.50' }] : [],
    });
    return sql`(${runId}, ${e.id}, ${JSON.stringify({})}::jsonb, ${JSON.stringify(result.days)}::jsonb,
      ${JSON.stringify(result.lines)}::jsonb, ${JSON.stringify(result.bases)}::jsonb, ${result.totals.earnings},
      ${result.totals.deductions}, ${result.totals.employer}, ${result.totals.net})`;
  });
  for (let i = 0; i < values.length; i += 200)
    await db.execute(
      sql`insert into payroll_slips (run_id, employee_id, worker, days, lines, bases, earnings, deductions, employer, net)
          values ${sql.join(values.slice(i, i + 200), sql`, `)}`,
    );
  // Every worker reachable: the work address, so each slip is signed, stored and mailed.
  await db.execute(
    sql`update employees set work_email = 'bench' || id || '@zerg.pe' where personal_code like 'PS%'`,
  );
  const { rows: hrRow } = await db.execute<{ id: number }>(
    sql`insert into users (email, password_hash, full_name, role_id, campus_id)
        values ('bench-payroll@zerg.pe', 'no password', 'Payroll', (select min(id) from roles), (select min(id) from campuses)) returning id`,
  );
  const hrId = Number(hrRow[0]?.id);
  await db.execute(sql`insert into user_sections (user_id, section_id) values (${hrId}, 14)`);
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      FILES_DIR: filesDir,
      WEB_DIST_DIR: '/nonexistent',
    }),
    logLevel: 'silent',
  } as Parameters<typeof buildApp>[0]['config'];
  const signer = createTokenSigner(config.jwtSecret, config.accessTokenTtl);
  const { rows: session } = await db.execute<{ id: string }>(
    sql`insert into auth_sessions (user_id, expires_at) values (${hrId}, now() + interval '1 hour') returning id`,
  );
  const token = await signer.sign({ userId: hrId, sessionId: String(session[0]?.id) });
  // buildApp sets the secrets key: the certificate is sealed after it, as an upload would be.
  const app = await buildApp({ config, db, logger: false });
  const p12 = await readFile(CERTIFICATE);
  const info = readCertificate(p12, CERTIFICATE_PASSWORD);
  await db.execute(sql`insert into company_signing_certificates
      (company_id, p12_sealed, password_sealed, subject, issuer, serial_number, not_before, not_after)
    values ((select company_id from payroll_runs where id = ${runId}), ${seal(p12)},
      ${seal(Buffer.from(CERTIFICATE_PASSWORD))}, ${info.subject}, ${info.issuer}, ${info.serialNumber},
      ${info.notBefore}, ${info.notAfter})`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`prepared ${created.length} slips in ${((performance.now() - prepStart) / 1000).toFixed(1)} s`);

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const t0 = performance.now();
  const { batchId } = (await post('/rrhh/payroll/payslip/send', { runId })) as { batchId: number };
  let batch: Record<string, unknown> = {};
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    batch = await post('/documents/batch/get', { batchId });
  } while (batch.state === 'queued' || batch.state === 'running');
  const seconds = (performance.now() - t0) / 1000;
  const { rows: counted } = await db.execute<{ deliveries: number; mails: number }>(
    sql`select (select count(*)::int from payslip_deliveries where run_id = ${runId}) as deliveries,
      (select count(*)::int from mail_outbox where event = 'payslip.issued') as mails`,
  );
  if (batch.state !== 'done') throw new Error(`batch ${batch.state}: ${String(batch.error)}`);
  const projected = (seconds * 1000) / created.length;
  console.log(
    `e-boletas: ${counted[0]?.deliveries} signed and ${counted[0]?.mails} mails queued in ${seconds.toFixed(2)} s ` +
      `(${((seconds * 1000) / created.length).toFixed(1)} ms each); ${((seconds / GOAL_SECONDS) * 100).toFixed(0)} % of the ${GOAL_SECONDS} s goal` +
      (created.length === 1000
        ? ''
        : `; projected for 1,000: ${projected.toFixed(1)} s (${((projected / GOAL_SECONDS) * 100).toFixed(0)} %)`),
  );
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(filesDir, { recursive: true, force: true });
}
