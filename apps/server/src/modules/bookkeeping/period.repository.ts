import type { TAccountingPeriod, TAccountingYear } from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { accountingPeriods, accountingYears } from './accounting-period.table.ts';

const closer = alias(actors, 'closer');
const reopener = alias(actors, 'reopener');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The twelve months of a company's year (a month never closed is open) and the year's own state. */
export const yearOf = async (db: DbOrTx, companyId: number, year: number): Promise<TAccountingYear> => {
  const months = await db
    .select({
      month: accountingPeriods.month,
      closed: accountingPeriods.closed,
      closedByName: closer.fullName,
      closedAt: accountingPeriods.closedAt,
      reopenedByName: reopener.fullName,
      reopenedAt: accountingPeriods.reopenedAt,
      reopenReason: accountingPeriods.reopenReason,
    })
    .from(accountingPeriods)
    .leftJoin(closer, eq(closer.id, accountingPeriods.closedBy))
    .leftJoin(reopener, eq(reopener.id, accountingPeriods.reopenedBy))
    .where(and(eq(accountingPeriods.companyId, companyId), eq(accountingPeriods.year, year)));
  const counts = await db.execute(sql`
    select extract(month from entry_date)::int as month, count(*)::int as n
    from journal_entries
    where company_id = ${companyId} and entry_date >= ${`${year}-01-01`}::date
      and entry_date < ${`${year + 1}-01-01`}::date
    group by 1`);
  const entries = new Map((counts.rows as { month: number; n: number }[]).map((r) => [r.month, r.n]));
  const [y] = await db
    .select({
      closed: accountingYears.closed,
      closedByName: closer.fullName,
      closedAt: accountingYears.closedAt,
      reopenedByName: reopener.fullName,
      reopenedAt: accountingYears.reopenedAt,
      reopenReason: accountingYears.reopenReason,
    })
    .from(accountingYears)
    .leftJoin(closer, eq(closer.id, accountingYears.closedBy))
    .leftJoin(reopener, eq(reopener.id, accountingYears.reopenedBy))
    .where(and(eq(accountingYears.companyId, companyId), eq(accountingYears.year, year)));
  const list: TAccountingPeriod[] = Array.from({ length: 12 }, (_, i) => {
    const m = months.find((r) => r.month === i + 1);
    return {
      year,
      month: i + 1,
      period: `${year}-${String(i + 1).padStart(2, '0')}`,
      closed: m?.closed ?? false,
      closedByName: m?.closedByName ?? null,
      closedAt: iso(m?.closedAt ?? null),
      reopenedByName: m?.reopenedByName ?? null,
      reopenedAt: iso(m?.reopenedAt ?? null),
      reopenReason: m?.reopenReason ?? null,
      entries: entries.get(i + 1) ?? 0,
    };
  });
  return {
    companyId,
    year,
    closed: y?.closed ?? false,
    closedByName: y?.closedByName ?? null,
    closedAt: iso(y?.closedAt ?? null),
    reopenedByName: y?.reopenedByName ?? null,
    reopenedAt: iso(y?.reopenedAt ?? null),
    reopenReason: y?.reopenReason ?? null,
    months: list,
  };
};

/** Closes a month (the row is created the first time). */
export const storeMonthClosed = async (
  tx: DbOrTx,
  key: { companyId: number; year: number; month: number },
  actorId: number,
): Promise<void> => {
  await tx
    .insert(accountingPeriods)
    .values({ ...key, closed: true, closedBy: actorId, closedAt: new Date() })
    .onConflictDoUpdate({
      target: [accountingPeriods.companyId, accountingPeriods.year, accountingPeriods.month],
      set: { closed: true, closedBy: actorId, closedAt: new Date() },
    });
};

export const storeMonthReopened = async (
  tx: DbOrTx,
  key: { companyId: number; year: number; month: number },
  actorId: number,
  reason: string,
): Promise<void> => {
  await tx
    .update(accountingPeriods)
    .set({ closed: false, reopenedBy: actorId, reopenedAt: new Date(), reopenReason: reason })
    .where(
      and(
        eq(accountingPeriods.companyId, key.companyId),
        eq(accountingPeriods.year, key.year),
        eq(accountingPeriods.month, key.month),
      ),
    );
};

export const findYear = async (tx: DbOrTx, companyId: number, year: number) => {
  const [row] = await tx
    .select()
    .from(accountingYears)
    .where(and(eq(accountingYears.companyId, companyId), eq(accountingYears.year, year)));
  return row ?? null;
};

/** The earliest year before `year` with entries and not closed, if any. */
export const openYearBefore = async (tx: DbOrTx, companyId: number, year: number): Promise<number | null> => {
  const result = await tx.execute(sql`
    select distinct e.year::int as year from journal_entries e
    where e.company_id = ${companyId} and e.year < ${year}
      and not exists (select 1 from accounting_years y
        where y.company_id = e.company_id and y.year = e.year and y.closed)
    order by 1 limit 1`);
  return (result.rows[0] as { year: number } | undefined)?.year ?? null;
};
