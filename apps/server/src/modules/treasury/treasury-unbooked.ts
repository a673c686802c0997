import type { TUnbookedPayment, TUnbookedQuery, UnbookedSource } from '@zerg/shared';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { entryExistsFor } from '../bookkeeping/index.ts';
import { employeeCompanyIdOf, employeeFullNameOf } from '../employees/index.ts';
import { runRows as runs } from '../payroll/index.ts';
import { advanceRows as advances } from '../payroll-items/index.ts';
import { viaticRows as viatics } from '../viatics/index.ts';
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
  or ${entryExistsFor(`${kind}_payment`, sql`${id}`)})`;

type Reader = (db: DbOrTx, query: TUnbookedQuery) => Promise<TUnbookedPayment[]>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const READERS: Record<UnbookedSource, Reader> = {
  payroll_run: async (db, query) => {
    const rows = await db
      .select({
        id: runs.id,
        companyId: runs.companyId,
        kind: runs.kind,
        year: runs.year,
        month: runs.month,
        paidAt: runs.paidAt,
        reference: runs.reference,
        amount: runs.amount,
      })
      .from(runs)
      .where(
        and(
          eq(runs.state, 'paid'),
          query.companyId ? eq(runs.companyId, query.companyId) : undefined,
          sql`not ${booked('payroll_run', runs.id)}`,
        ),
      )
      .orderBy(runs.paidAt, runs.id);
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
        id: advances.id,
        companyId: employeeCompanyIdOf(advances.employeeId),
        name: employeeFullNameOf(advances.employeeId),
        period: advances.period,
        amount: advances.amount,
        paidAt: advances.paidAt,
        reference: advances.reference,
      })
      .from(advances)
      .where(
        and(
          inArray(advances.status, ['paid', 'deducted']),
          isNotNull(advances.paidAt),
          query.companyId ? sql`${employeeCompanyIdOf(advances.employeeId)} = ${query.companyId}` : undefined,
          sql`not ${booked('payroll_advance', advances.id)}`,
        ),
      )
      .orderBy(advances.paidAt, advances.id);
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
        companyId: employeeCompanyIdOf(viatics.employeeId),
        name: employeeFullNameOf(viatics.employeeId),
        startDate: viatics.startDate,
        amount: viatics.total,
        paidAt: viatics.paidAt,
        reference: viatics.reference,
      })
      .from(viatics)
      .where(
        and(
          isNotNull(viatics.paidAt),
          query.companyId ? sql`${employeeCompanyIdOf(viatics.employeeId)} = ${query.companyId}` : undefined,
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
