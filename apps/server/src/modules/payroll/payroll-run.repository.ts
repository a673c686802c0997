import type { PayslipLine } from '@zerg/payroll-pe';
import type {
  TPayrollRunListParsed,
  TPayrollSlip,
  TPayrollSlipListParsed,
  TPayrollSlipListResponse,
} from '@zerg/shared';
import { laboredDays } from '@zerg/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { companyNameOf } from '../references/index.ts';
import { payrollRuns, payrollSlips } from './payroll-run.table.ts';

const runSelect = (db: DbOrTx) =>
  db
    .select({
      id: payrollRuns.id,
      companyId: payrollRuns.companyId,
      companyName: companyNameOf(payrollRuns.companyId),
      year: payrollRuns.year,
      month: payrollRuns.month,
      kind: payrollRuns.kind,
      personalType: payrollRuns.personalType,
      employeeId: payrollRuns.employeeId,
      state: payrollRuns.state,
      job: payrollRuns.job,
      progress: payrollRuns.progress,
      total: payrollRuns.total,
      error: payrollRuns.error,
      runWarnings: payrollRuns.runWarnings,
      employeeCount: payrollRuns.employeeCount,
      earnings: payrollRuns.earnings,
      deductions: payrollRuns.deductions,
      employer: payrollRuns.employer,
      net: payrollRuns.net,
      warningCount: payrollRuns.warningCount,
      computedAt: payrollRuns.computedAt,
      approvedAt: payrollRuns.approvedAt,
      paidAt: payrollRuns.paidAt,
      paymentReference: payrollRuns.paymentReference,
      canceledAt: payrollRuns.canceledAt,
      createdAt: payrollRuns.createdAt,
    })
    .from(payrollRuns);

export type RunRow = Awaited<ReturnType<typeof runSelect>>[number];

export const runRow = async (db: DbOrTx, id: number): Promise<RunRow | undefined> =>
  (await runSelect(db).where(eq(payrollRuns.id, id)))[0];

export const listRuns = (
  db: DbOrTx,
  query: TPayrollRunListParsed,
  options: { payableOnly?: boolean; scope?: SQL } = {},
) => {
  const f = query.filters ?? {};
  const where = and(
    options.scope,
    f.companyId ? eq(payrollRuns.companyId, f.companyId) : undefined,
    f.year ? eq(payrollRuns.year, f.year) : undefined,
    f.month ? eq(payrollRuns.month, f.month) : undefined,
    f.kind ? eq(payrollRuns.kind, f.kind) : undefined,
    f.state ? eq(payrollRuns.state, f.state) : undefined,
    f.personalType ? eq(payrollRuns.personalType, f.personalType) : undefined,
    options.payableOnly ? inArray(payrollRuns.state, ['approved', 'paid']) : undefined,
    query.q ? sql`${companyNameOf(payrollRuns.companyId)} ilike ${containsPattern(query.q)}` : undefined,
  );
  const sortBy = query.sortBy ?? 'period';
  const desc = query.sortBy ? query.sortDesc : true;
  const order: SQL[] =
    sortBy === 'period'
      ? [ordered(payrollRuns.year, desc), ordered(payrollRuns.month, desc)]
      : sortBy === 'net'
        ? [ordered(payrollRuns.net, desc)]
        : sortBy === 'state'
          ? [ordered(payrollRuns.state, desc)]
          : [ordered(payrollRuns.createdAt, desc)];
  return pagedList(
    query,
    runSelect(db)
      .where(where)
      .orderBy(...order, ordered(payrollRuns.id, desc))
      .$dynamic(),
    db.select({ n: countRows }).from(payrollRuns).where(where),
  );
};

const slipName = sql<string>`${payrollSlips.worker}->>'name'`;

const slipSelect = (db: DbOrTx) =>
  db
    .select({
      id: payrollSlips.id,
      runId: payrollSlips.runId,
      employeeId: payrollSlips.employeeId,
      worker: payrollSlips.worker,
      days: payrollSlips.days,
      earnings: payrollSlips.earnings,
      deductions: payrollSlips.deductions,
      employer: payrollSlips.employer,
      net: payrollSlips.net,
      warnings: payrollSlips.warnings,
    })
    .from(payrollSlips);

type SlipBase = Awaited<ReturnType<typeof slipSelect>>[number];

const toSlip = (r: SlipBase): TPayrollSlip => ({
  id: r.id,
  runId: r.runId,
  employeeId: r.employeeId,
  name: String(r.worker.name ?? ''),
  document: String(r.worker.documentNumber ?? ''),
  position: (r.worker.position as string | null) ?? null,
  // Días laborados always answered: a slip stored before the figure derives the same number.
  days: { ...r.days, labored: laboredDays(r.days) },
  earnings: r.earnings,
  deductions: r.deductions,
  employer: r.employer,
  net: r.net,
  warnings: r.warnings,
});

export const listSlips = async (
  db: DbOrTx,
  query: TPayrollSlipListParsed,
  scope?: SQL,
): Promise<TPayrollSlipListResponse> => {
  const where = and(
    eq(payrollSlips.runId, query.filters.runId),
    scope,
    query.filters.withWarnings ? sql`jsonb_array_length(${payrollSlips.warnings}) > 0` : undefined,
    query.q
      ? sql`(${slipName} ilike ${containsPattern(query.q)} or ${payrollSlips.worker}->>'documentNumber' ilike ${containsPattern(query.q)})`
      : undefined,
  );
  const column =
    query.sortBy === 'net'
      ? payrollSlips.net
      : query.sortBy === 'earnings'
        ? payrollSlips.earnings
        : slipName;
  const page = await pagedList(
    query,
    slipSelect(db)
      .where(where)
      .orderBy(ordered(column, query.sortDesc), ordered(payrollSlips.id, query.sortDesc))
      .$dynamic(),
    db.select({ n: countRows }).from(payrollSlips).where(where),
  );
  return { data: page.data.map(toSlip), total: page.total };
};

export const slipRow = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      base: payrollSlips,
    })
    .from(payrollSlips)
    .where(eq(payrollSlips.id, id));
  if (!row) return undefined;
  const s = row.base;
  return {
    ...toSlip(s),
    worker: s.worker,
    lines: s.lines as PayslipLine[],
    bases: s.bases,
    carryOver: s.carryOver as unknown as Record<string, unknown>[],
    detail: s.detail ?? null,
  };
};
