import { join } from 'node:path';
import { computePayslip, DEFAULT_PARAMETER_HISTORY, parametersAt } from '@zerg/payroll-pe';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { prepareDatabase } from '../apps/server/src/composition/prepare-database.ts';
import { seedDemo } from '../apps/server/src/composition/seed/seed-demo.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { computeRun, payrollRuns, payslipInputOf } from '../apps/server/src/modules/payroll/index.ts';
import { machine, ROOT } from './support/processes.ts';

/**
 * One month's payroll run for 10,000 employees (issue #15: ≤ 5 s read from attendance, computed and
 * stored with every line; Frappe HR needs about 92 ms per salary slip, 920 s for 10,000), and the
 * engine alone per payslip (< 0.1 ms). A fresh database on BENCH_DATABASE_URL / TEST_DATABASE_URL or
 * an embedded one under data/bench-payroll. Run: node bench/payroll-run.ts [employees]
 */
const EMPLOYEES = Number(process.argv[2] ?? 10_000);
const FRAPPE_MS_PER_SLIP = 92;
const machineBeforeRun = machine();

let embedded: EmbeddedDatabase | null = null;
let adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  embedded = await startEmbeddedPostgres(join(ROOT, 'data', 'bench-payroll'), 54413, 'postgres');
  adminUrl = embedded.url;
}
const name = `zerg_bench_payroll_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name}`);
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = createDatabase(url.toString(), 8);

try {
  await prepareDatabase(database.db);
  await seedDemo(database.db, EMPLOYEES);
  // One company's administrative staff: every employee, March 2026 with absences, lateness and overtime.
  const { rows: companyRows } = await database.db.execute<{ id: number }>(
    sql`select min(id) as id from companies`,
  );
  const companyId = Number(companyRows[0]?.id);
  await database.db.execute(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'administrative',
      start_date = least(start_date, '2025-01-01')`);
  await database.db.execute(
    sql`delete from attendance_days where work_date between '2026-03-01' and '2026-03-31'`,
  );
  await database.db.execute(sql`
    insert into attendance_days (employee_id, work_date, status, late_minutes, worked_minutes,
      scheduled_minutes, overtime_25_minutes, overtime_35_minutes)
    select e.id, d::date,
           case when extract(isodow from d) = 7 then 'not_working'
                when (e.id + extract(day from d)::int) % 23 = 0 then 'unmarked'
                else 'marked' end,
           case when (e.id + extract(day from d)::int) % 5 = 0 then (e.id % 20) + 1 else 0 end,
           480, 480,
           case when (e.id + extract(day from d)::int) % 6 = 0 then 60 else 0 end,
           case when (e.id + extract(day from d)::int) % 13 = 0 then 30 else 0 end
      from employees e
     cross join generate_series('2026-03-01'::date, '2026-03-31'::date, interval '1 day') as d`);
  await database.db.execute(sql`delete from justifications`);
  await database.db.execute(sql`analyze`);
  const [run] = await database.db
    .insert(payrollRuns)
    .values({ companyId, year: 2026, month: 3, kind: 'monthly', personalType: 'administrative' })
    .returning({ id: payrollRuns.id });
  console.log(machineBeforeRun);

  const started = performance.now();
  await computeRun(database.db, Number(run?.id));
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await database.db.execute<{
    slips: number;
    lines: number;
    job: string;
    error: string | null;
  }>(sql`
    select (select count(*)::int from payroll_slips where run_id = ${run?.id}) as slips,
      (select coalesce(sum(jsonb_array_length(lines)), 0)::int from payroll_slips where run_id = ${run?.id}) as lines,
      job, error from payroll_runs where id = ${run?.id}`);
  const slips = Number(rows[0]?.slips);
  const frappe = (slips * FRAPPE_MS_PER_SLIP) / 1000;
  console.log(
    `run: ${rows[0]?.job}${rows[0]?.error ? ` (${rows[0]?.error})` : ''}, ${slips} slips, ${rows[0]?.lines} lines`,
  );
  console.log(
    `payroll run: ${seconds.toFixed(2)} s  (${((seconds * 1000) / slips).toFixed(3)} ms per slip; goal ≤ 5 s for 10,000)`,
  );
  console.log(
    `Frappe HR at ${FRAPPE_MS_PER_SLIP} ms per slip: ${frappe.toFixed(0)} s; ratio ${(frappe / seconds).toFixed(0)}×`,
  );

  // The engine alone, on one worker's input repeated: no database, no allocation of the run's rows.
  const parameters = parametersAt(DEFAULT_PARAMETER_HISTORY, '2026-03-31');
  const input = payslipInputOf(
    { kind: 'monthly', year: 2026, month: 3, parameters },
    {
      facts: {
        employeeId: 1,
        name: 'Bench',
        documentType: 'DNI',
        documentNumber: '00000000',
        personalCode: 'B1',
        position: null,
        salary: '2850.00',
        laborRegime: 'general',
        pensionSystem: 'prima',
        afpCommissionType: 'flow',
        cuspp: null,
        hasEps: false,
        hireDate: '2024-02-01',
        terminationDate: null,
        cessationReason: null,
        contractType: 'indefinite',
        contractEndDate: null,
        familyAllowance: true,
        bankAccount: null,
      },
      attendance: null,
      items: null,
      additionalWork: [],
      quintaHistory: [],
    },
  );
  const n = 20_000;
  for (let i = 0; i < 1000; i++) computePayslip(input);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) computePayslip(input);
  const us = ((performance.now() - t0) * 1000) / n;
  console.log(`engine alone: ${us.toFixed(1)} µs per payslip (goal < 100 µs)`);
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
  await embedded?.stop();
}
