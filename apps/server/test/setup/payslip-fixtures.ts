import {
  type AttendanceInput,
  computePayslip,
  DEFAULT_PARAMETER_HISTORY,
  type PayslipLine,
  parametersAt,
  type Worker,
} from '@zerg/payroll-pe';
import type { TestContext } from './test-app.ts';

/**
 * Stored payroll runs and slips written straight into the test database, with lines computed by
 * the engine, so payslip documents and exports are tested without the run service.
 */

export type SlipFixture = {
  employeeId: number;
  worker?: Partial<Worker>;
  attendance?: AttendanceInput;
  /** Stored `days` extras (hours, overtime minutes). */
  days?: { hours?: number; overtimeMinutes?: number };
  discounts?: { amount: string }[];
  advances?: { amount: string }[];
};

export const insertRun = async (
  ctx: Pick<TestContext, 'database'>,
  run: {
    companyId?: number;
    year: number;
    month: number;
    state?: string;
    kind?: string;
    personalType?: string;
  },
): Promise<{ runId: number; companyId: number }> => {
  const companyId =
    run.companyId ??
    (await ctx.database.pool.query<{ id: number }>('select min(id) as id from companies')).rows[0]!.id;
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `insert into payroll_runs (company_id, year, month, kind, personal_type, state, job)
     values ($1, $2, $3, $4, $5, $6, 'done') returning id`,
    [
      companyId,
      run.year,
      run.month,
      run.kind ?? 'monthly',
      run.personalType ?? 'administrative',
      run.state ?? 'approved',
    ],
  );
  return { runId: rows[0]!.id, companyId };
};

export const insertSlip = async (
  ctx: Pick<TestContext, 'database'>,
  runId: number,
  period: { year: number; month: number },
  slip: SlipFixture,
): Promise<{ slipId: number; lines: readonly PayslipLine[]; net: string }> => {
  const job = (
    await ctx.database.pool.query<{ salary: string; start_date: string }>(
      `select salary::text, to_char(start_date, 'YYYY-MM-DD') as start_date from employee_jobs where employee_id = $1`,
      [slip.employeeId],
    )
  ).rows[0];
  const worker: Worker = {
    salary: job?.salary ?? '2500.00',
    regime: 'general',
    familyAllowance: true,
    hireDate: job?.start_date && job.start_date < '2020-01-01' ? job.start_date : '2020-01-01',
    pension: { system: 'afp', afp: 'integra', commission: 'flow' },
    ...slip.worker,
  };
  const result = computePayslip({
    period,
    // Periods far from today keep clear of the demo's own payrolls; the 2026 parameters serve them.
    parameters: parametersAt(DEFAULT_PARAMETER_HISTORY, '2026-01-01'),
    worker,
    attendance: slip.attendance,
    discounts: slip.discounts,
    advances: slip.advances,
  });
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `insert into payroll_slips (run_id, employee_id, worker, days, lines, bases, earnings, deductions, employer, net)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      runId,
      slip.employeeId,
      JSON.stringify({ salary: worker.salary }),
      JSON.stringify({ ...result.days, ...slip.days }),
      JSON.stringify(result.lines),
      JSON.stringify(result.bases),
      result.totals.earnings,
      result.totals.deductions,
      result.totals.employer,
      result.totals.net,
    ],
  );
  return { slipId: rows[0]!.id, lines: result.lines, net: result.totals.net };
};
