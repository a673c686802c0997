import type { BonusKind } from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents } from '@zerg/shared';
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { bonusTypesById } from '../payroll-settings/index.ts';
import {
  payrollAdvanceDeductions,
  payrollAdvances,
  payrollBonusGrants,
  payrollDiscountQuotas,
  payrollDiscounts,
} from './payroll-item.table.ts';

/*
 * What the payroll run reads from and writes back to the payroll items. Items reach the engine as
 * AmountItems whose `reference` names their row (`quota:12`, `advance:7`, `grant:3`), so a line of a
 * payslip and a carry-over lead back to the item they came from.
 */

export type DueItems = {
  quotas: { quotaId: number; discountId: number; amount: string; reference: string }[];
  advances: { advanceId: number; amount: string; reference: string }[];
  bonuses: {
    grantId: number;
    name: string;
    kind: BonusKind;
    code: string | null;
    amount: string;
    reference: string;
  }[];
};

const emptyItems = (): DueItems => ({ quotas: [], advances: [], bonuses: [] });

/** `period` is the first day of the month ('YYYY-MM-01'). */
export const dueItemsOf = async (
  db: DbOrTx,
  query: { period: string; employeeIds: readonly number[] },
): Promise<Map<number, DueItems>> => {
  const byEmployee = new Map<number, DueItems>();
  const of = (id: number) => {
    const items = byEmployee.get(id) ?? emptyItems();
    byEmployee.set(id, items);
    return items;
  };
  if (!query.employeeIds.length) return byEmployee;
  const ids = [...query.employeeIds];
  const quotas = await db
    .select({
      id: payrollDiscountQuotas.id,
      discountId: payrollDiscounts.id,
      employeeId: payrollDiscounts.employeeId,
      amount: payrollDiscountQuotas.amount,
    })
    .from(payrollDiscountQuotas)
    .innerJoin(payrollDiscounts, eq(payrollDiscounts.id, payrollDiscountQuotas.discountId))
    .where(
      and(
        eq(payrollDiscountQuotas.period, query.period),
        eq(payrollDiscountQuotas.status, 'due'),
        eq(payrollDiscounts.status, 'approved'),
        inArray(payrollDiscounts.employeeId, ids),
      ),
    )
    // Oldest debt first: per discount, a carried part before the later quotas.
    .orderBy(payrollDiscountQuotas.discountId, payrollDiscountQuotas.number, payrollDiscountQuotas.id);
  for (const q of quotas)
    of(q.employeeId).quotas.push({
      quotaId: q.id,
      discountId: q.discountId,
      amount: q.amount,
      reference: `quota:${q.id}`,
    });
  // A paid advance is due from its month on until the runs have taken all of it: what a month's
  // net could not hold is deducted by the next run.
  const deducted = db
    .select({
      advanceId: payrollAdvanceDeductions.advanceId,
      amount: sql<string>`sum(${payrollAdvanceDeductions.amount})`.as('deducted'),
    })
    .from(payrollAdvanceDeductions)
    .groupBy(payrollAdvanceDeductions.advanceId)
    .as('deducted');
  const advances = await db
    .select({
      id: payrollAdvances.id,
      employeeId: payrollAdvances.employeeId,
      rest: sql<string>`(${payrollAdvances.amount} - coalesce(${deducted.amount}, 0))::numeric(12, 2)::text`,
    })
    .from(payrollAdvances)
    .leftJoin(deducted, eq(deducted.advanceId, payrollAdvances.id))
    .where(
      and(
        lte(payrollAdvances.period, query.period),
        eq(payrollAdvances.status, 'paid'),
        inArray(payrollAdvances.employeeId, ids),
      ),
    )
    .orderBy(payrollAdvances.period, payrollAdvances.id);
  for (const a of advances)
    if (moneyToCents(a.rest) > 0n)
      of(a.employeeId).advances.push({ advanceId: a.id, amount: a.rest, reference: `advance:${a.id}` });
  const grants = await db
    .select({
      id: payrollBonusGrants.id,
      employeeId: payrollBonusGrants.employeeId,
      amount: payrollBonusGrants.amount,
      bonusTypeId: payrollBonusGrants.bonusTypeId,
    })
    .from(payrollBonusGrants)
    .where(
      and(
        inArray(payrollBonusGrants.employeeId, ids),
        lte(payrollBonusGrants.fromPeriod, query.period),
        or(isNull(payrollBonusGrants.toPeriod), gte(payrollBonusGrants.toPeriod, query.period)),
      ),
    )
    .orderBy(payrollBonusGrants.id);
  const types = await bonusTypesById(
    db,
    grants.map((g) => g.bonusTypeId),
  );
  for (const g of grants) {
    const type = types.get(g.bonusTypeId);
    // A bonus type HR deactivated is no longer paid, whatever grants it still has.
    if (!type?.isActive) continue;
    of(g.employeeId).bonuses.push({
      grantId: g.id,
      name: type.name,
      kind: type.kind,
      code: type.plameCode,
      amount: g.amount,
      reference: `grant:${g.id}`,
    });
  }
  return byEmployee;
};

const nextPeriod = (period: string): string => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * Called in the transaction that approves a run: each quota records what the run took; the part
 * that did not fit becomes a quota of the next month; a discount with nothing left due is
 * discounted; each advance records what the run took of it (zero when nothing fitted), and one with
 * nothing left is deducted, else its remainder is due the next month.
 */
export const settleRunItems = async (
  tx: Tx,
  settle: {
    runId: number;
    period: string;
    taken: readonly { quotaId: number; amount: string }[];
    advances: readonly { advanceId: number; amount: string }[];
  },
): Promise<void> => {
  for (const item of settle.taken) {
    const [quota] = await tx
      .select()
      .from(payrollDiscountQuotas)
      .where(eq(payrollDiscountQuotas.id, item.quotaId))
      .for('update');
    if (quota?.status !== 'due') continue;
    const rest = moneyToCents(quota.amount) - moneyToCents(item.amount);
    await tx
      .update(payrollDiscountQuotas)
      .set({ takenAmount: item.amount, runId: settle.runId, status: rest > 0n ? 'carried' : 'taken' })
      .where(eq(payrollDiscountQuotas.id, quota.id));
    if (rest > 0n) {
      await tx.insert(payrollDiscountQuotas).values({
        discountId: quota.discountId,
        number: quota.number,
        period: nextPeriod(quota.period),
        amount: centsToMoney(rest),
        carriedFrom: quota.id,
      });
    }
  }
  const quotaIds = settle.taken.map((t) => t.quotaId);
  const touched = quotaIds.length
    ? await tx
        .selectDistinct({ id: payrollDiscountQuotas.discountId })
        .from(payrollDiscountQuotas)
        .where(inArray(payrollDiscountQuotas.id, quotaIds))
    : [];
  for (const { id } of touched) {
    const [open] = await tx
      .select({ id: payrollDiscountQuotas.id })
      .from(payrollDiscountQuotas)
      .where(and(eq(payrollDiscountQuotas.discountId, id), eq(payrollDiscountQuotas.status, 'due')))
      .limit(1);
    if (!open) {
      await tx
        .update(payrollDiscounts)
        .set({ status: 'discounted', updatedAt: new Date() })
        .where(and(eq(payrollDiscounts.id, id), eq(payrollDiscounts.status, 'approved')));
    }
  }
  // Set-based: a month with a quincena settles an advance for nearly every worker of the run.
  const advanceIds = settle.advances.map((item) => item.advanceId);
  if (advanceIds.length === 0) return;
  const paid = await tx
    .select({ id: payrollAdvances.id })
    .from(payrollAdvances)
    .where(and(inArray(payrollAdvances.id, advanceIds), eq(payrollAdvances.status, 'paid')))
    .orderBy(payrollAdvances.id)
    .for('update');
  const paidIds = new Set(paid.map((a) => a.id));
  if (paidIds.size === 0) return;
  const taken = settle.advances.filter(
    (item) => paidIds.has(item.advanceId) && moneyToCents(item.amount) > 0n,
  );
  if (taken.length)
    await tx.insert(payrollAdvanceDeductions).values(
      taken.map((item) => ({
        advanceId: item.advanceId,
        runId: settle.runId,
        period: settle.period,
        amount: item.amount,
      })),
    );
  await tx
    .update(payrollAdvances)
    .set({ status: 'deducted', deductedRunId: settle.runId, updatedAt: new Date() })
    .where(
      and(
        inArray(payrollAdvances.id, [...paidIds]),
        // Qualified by hand: inside the subquery a bare "id" or "amount" would read the deduction's.
        sql`(select coalesce(sum(d.amount), 0) from payroll_advance_deductions d
          where d.advance_id = payroll_advances.id) >= payroll_advances.amount`,
      ),
    );
};

/** Cancel of an approved run: what it took of the advances is due again. */
export const undoRunAdvances = async (tx: Tx, runId: number): Promise<void> => {
  await tx.delete(payrollAdvanceDeductions).where(eq(payrollAdvanceDeductions.runId, runId));
  await tx
    .update(payrollAdvances)
    .set({ status: 'paid', deductedRunId: null, updatedAt: new Date() })
    .where(and(eq(payrollAdvances.deductedRunId, runId), eq(payrollAdvances.status, 'deducted')));
};

/** Cancel of an approved run: the quotas it took are due again, and what it carried over goes. */
export const undoRunDiscounts = async (tx: Tx, runId: number): Promise<void> => {
  const quotas = await tx
    .select({ id: payrollDiscountQuotas.id, discountId: payrollDiscountQuotas.discountId })
    .from(payrollDiscountQuotas)
    .where(eq(payrollDiscountQuotas.runId, runId));
  if (quotas.length === 0) return;
  const ids = quotas.map((q) => q.id);
  await tx
    .delete(payrollDiscountQuotas)
    .where(and(inArray(payrollDiscountQuotas.carriedFrom, ids), eq(payrollDiscountQuotas.status, 'due')));
  await tx
    .update(payrollDiscountQuotas)
    .set({ status: 'due', takenAmount: null, runId: null })
    .where(inArray(payrollDiscountQuotas.id, ids));
  await tx
    .update(payrollDiscounts)
    .set({ status: 'approved', updatedAt: new Date() })
    .where(
      and(
        inArray(
          payrollDiscounts.id,
          quotas.map((q) => q.discountId),
        ),
        eq(payrollDiscounts.status, 'discounted'),
      ),
    );
};
