/**
 * All payslip PDFs of a 1,000-employee month (goal ≤ 30 s): a stored, approved run of SLIPS workers
 * (default 1000), each slip computed by the payroll engine, then `POST /rrhh/payroll/payslip/zip`
 * over real HTTP — one PDF per worker in a zip — and `payslip/all-pdf` (every slip in one PDF).
 * Prints the seconds of each and their ratio to the goal.
 * Run: node bench/payslip-pdf.ts [slips]   (BENCH_DATABASE_URL: a PostgreSQL server to use,
 * default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is made and dropped).
 */
import { randomBytes } from 'node:crypto';
import { computePayslip, DEFAULT_PARAMETER_HISTORY, parametersAt } from '@zerg/payroll-pe';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { prepareDatabase } from '../apps/server/src/composition/prepare-database.ts';
import { seedDemo } from '../apps/server/src/composition/seed/seed-demo.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { createTokenSigner } from '../apps/server/src/platform/auth/tokens.ts';

const SLIPS = Number(process.argv[2] ?? 1000);
const GOAL_SECONDS = 30;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `zerg_bench_payslips_${process.pid}`;
const url = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();

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
  const { rows: hrRow } = await db.execute<{ id: number }>(
    sql`insert into users (email, password_hash, full_name, role_id, campus_id)
        values ('bench-payroll@zerg.pe', 'no password', 'Payroll', (select min(id) from roles), (select min(id) from campuses)) returning id`,
  );
  const hrId = Number(hrRow[0]?.id);
  await db.execute(sql`insert into user_sections (user_id, section_id) values (${hrId}, 14)`);
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      SECRETS_KEY: randomBytes(32).toString('hex'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: '/nonexistent',
    }),
    logLevel: 'silent',
  } as Parameters<typeof buildApp>[0]['config'];
  const signer = createTokenSigner(config.jwtSecret, config.accessTokenTtl);
  const { rows: session } = await db.execute<{ id: string }>(
    sql`insert into auth_sessions (user_id, expires_at) values (${hrId}, now() + interval '1 hour') returning id`,
  );
  const token = await signer.sign({ userId: hrId, sessionId: String(session[0]?.id) });
  const app = await buildApp({ config, db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`prepared ${created.length} slips in ${((performance.now() - prepStart) / 1000).toFixed(1)} s`);

  const timed = async (path: string) => {
    const t0 = performance.now();
    const res = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ runId }),
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    const seconds = (performance.now() - t0) / 1000;
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    const projected = (seconds * 1000) / created.length;
    console.log(
      `${path}: ${created.length} payslips in ${seconds.toFixed(2)} s (${(bytes / 1024 / 1024).toFixed(1)} MB); ` +
        `${((seconds / GOAL_SECONDS) * 100).toFixed(0)} % of the ${GOAL_SECONDS} s goal` +
        (created.length === 1000
          ? ''
          : `; projected for 1,000: ${projected.toFixed(1)} s (${((projected / GOAL_SECONDS) * 100).toFixed(0)} %)`),
    );
  };
  await timed('/rrhh/payroll/payslip/zip');
  await timed('/rrhh/payroll/payslip/all-pdf');
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
