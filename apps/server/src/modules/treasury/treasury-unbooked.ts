import type { TUnbookedPayment, TUnbookedQuery, UnbookedSource } from '@zerg/shared';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { journalEntries } from '../bookkeeping/index.ts';
import { employeeFullName, employeeJobs, employees } from '../employees/index.ts';
import { payrollRuns, payrollSlips } from '../payroll/index.ts';
import { payrollAdvances } from '../payroll-items/index.ts';
import { viatics } from '../viatics/index.ts';
import { treasuryTransactions as txs } from './treasury.table.ts';

/*
 * What is recorded as paid with no journal entry for its payment (issue 23, point 5): a payment
 * is booked when treasury processed a movement for the source (its entry is the movement's), or
 * when bookkeeping posted the payment by hand (an entry whose `source_kind` is `<source>_payment`).
 * Each source is one reader below; a module that starts paying something adds its own.
 */

/** A booked payment of `kind` for the row whose id is `id`. */
const booked = (kind: UnbookedSource, id: SQL | unknown) => sql`(
  exists (select 1 from ${txs} t where t.source_kind = ${kind} and t.source_id = ${id}
    and t.state = 'processed' and t.journal_entry_id is not null)
  or exists (select 1 from ${journalEntries} e where e.source_kind = ${`${kind}_payment`} and e.source_id = ${id}))`;

type Reader = (db: DbOrTx, query: TUnbookedQuery) => Promise<TUnbookedPayment[]>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const workerCompany = sql<
  number | null
>`(select j.company_id from ${employeeJobs} j where j.employee_id = ${employees.id} limit 1)`;

const READERS: Record<UnbookedSource, Reader> = {
  payroll_run: async (db, query) => {
    const rows = await db
      .select({
        id: payrollRuns.id,
        companyId: payrollRuns.companyId,
        kind: payrollRuns.kind,
        year: payrollRuns.year,
        month: payrollRuns.month,
        paidAt: payrollRuns.paidAt,
        reference: payrollRuns.paymentReference,
        amount: sql<string>`(select coalesce(sum(${payrollSlips.net}), 0)::numeric(14,2)::text from ${payrollSlips}
          where ${payrollSlips.runId} = ${payrollRuns.id} and ${payrollSlips.net} > 0)`,
      })
      .from(payrollRuns)
      .where(
        and(
          eq(payrollRuns.state, 'paid'),
          query.companyId ? eq(payrollRuns.companyId, query.companyId) : undefined,
          sql`not ${booked('payroll_run', payrollRuns.id)}`,
        ),
      )
      .orderBy(payrollRuns.paidAt, payrollRuns.id);
    return rows.map((r) => ({
      source: 'payroll_run' as const,
      sourceId: r.id,
      companyId: r.companyId,
      runKind: r.kind,
      employeeName: null,
      period: `${r.year}-${String(r.month).padStart(2, '0')}`,
      day: null,
      amount: r.amount,
      paidAt: iso(r.paidAt),
      reference: r.reference,
    }));
  },
  payroll_advance: async (db, query) => {
    const rows = await db
      .select({
        id: payrollAdvances.id,
        companyId: workerCompany,
        name: employeeFullName,
        period: payrollAdvances.period,
        amount: payrollAdvances.amount,
        paidAt: payrollAdvances.paidAt,
        reference: payrollAdvances.paymentReference,
      })
      .from(payrollAdvances)
      .innerJoin(employees, eq(employees.id, payrollAdvances.employeeId))
      .where(
        and(
          inArray(payrollAdvances.status, ['paid', 'deducted']),
          isNotNull(payrollAdvances.paidAt),
          query.companyId ? sql`${workerCompany} = ${query.companyId}` : undefined,
          sql`not ${booked('payroll_advance', payrollAdvances.id)}`,
        ),
      )
      .orderBy(payrollAdvances.paidAt, payrollAdvances.id);
    return rows.map((r) => ({
      source: 'payroll_advance' as const,
      sourceId: r.id,
      companyId: r.companyId,
      runKind: null,
      employeeName: r.name,
      period: r.period.slice(0, 7),
      day: null,
      amount: r.amount,
      paidAt: iso(r.paidAt),
      reference: r.reference,
    }));
  },
  viatic: async (db, query) => {
    const rows = await db
      .select({
        id: viatics.id,
        companyId: workerCompany,
        name: employeeFullName,
        startDate: viatics.startDate,
        amount: viatics.total,
        paidAt: viatics.paidAt,
        reference: viatics.paymentReference,
      })
      .from(viatics)
      .innerJoin(employees, eq(employees.id, viatics.employeeId))
      .where(
        and(
          isNotNull(viatics.paidAt),
          query.companyId ? sql`${workerCompany} = ${query.companyId}` : undefined,
          sql`not ${booked('viatic', viatics.id)}`,
        ),
      )
      .orderBy(viatics.paidAt, viatics.id);
    return rows.map((r) => ({
      source: 'viatic' as const,
      sourceId: r.id,
      companyId: r.companyId,
      runKind: null,
      employeeName: r.name,
      period: null,
      day: r.startDate,
      amount: r.amount,
      paidAt: iso(r.paidAt),
      reference: r.reference,
    }));
  },
};

export const createTreasuryUnbookedService = ({ db }: Deps) => ({
  /** Every source's payments without an entry, oldest first within each source. */
  list: async (query: TUnbookedQuery): Promise<{ data: TUnbookedPayment[] }> => {
    const data: TUnbookedPayment[] = [];
    for (const read of Object.values(READERS)) data.push(...(await read(db, query)));
    return { data };
  },
});

export type TreasuryUnbookedService = ReturnType<typeof createTreasuryUnbookedService>;
