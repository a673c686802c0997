import { asc, eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { payrollAdvances, payrollDiscountQuotas, payrollDiscounts } from './payroll-item.table.ts';

/*
 * The reads other modules make of discounts and advances: the books post a worker's charge, a loan
 * or an advance from them, treasury pays what was approved and lists what was paid unbooked.
 */

export type Discount = typeof payrollDiscounts.$inferSelect;
export type Advance = typeof payrollAdvances.$inferSelect;

/** The discount, whole; undefined when there is none with that id. */
export const discountById = async (db: DbOrTx, id: number): Promise<Discount | undefined> =>
  (await db.select().from(payrollDiscounts).where(eq(payrollDiscounts.id, id)))[0];

/** The discounts in `status`, whole, by id. */
export const discountsInStatus = (db: DbOrTx, status: Discount['status']): Promise<Discount[]> =>
  db
    .select()
    .from(payrollDiscounts)
    .where(eq(payrollDiscounts.status, status))
    .orderBy(asc(payrollDiscounts.id));

/** The type of the discount each of these quotas belongs to, by quota id; unknown ids are missing. */
export const discountTypesOfQuotas = async (
  db: DbOrTx,
  quotaIds: readonly number[],
): Promise<Map<number, Discount['type']>> => {
  if (!quotaIds.length) return new Map();
  const rows = await db
    .select({ quotaId: payrollDiscountQuotas.id, type: payrollDiscounts.type })
    .from(payrollDiscountQuotas)
    .innerJoin(payrollDiscounts, eq(payrollDiscounts.id, payrollDiscountQuotas.discountId))
    .where(inArray(payrollDiscountQuotas.id, [...quotaIds]));
  return new Map(rows.map((r) => [r.quotaId, r.type]));
};

/** The advance, whole; undefined when there is none with that id. */
export const advanceById = async (db: DbOrTx, id: number): Promise<Advance | undefined> =>
  (await db.select().from(payrollAdvances).where(eq(payrollAdvances.id, id)))[0];

/** The advances in any of `statuses`, whole, by id. */
export const advancesInStatus = (db: DbOrTx, statuses: readonly Advance['status'][]): Promise<Advance[]> =>
  db
    .select()
    .from(payrollAdvances)
    .where(inArray(payrollAdvances.status, [...statuses]))
    .orderBy(asc(payrollAdvances.id));

/** Every advance, as a subquery a list of another module (treasury's payments without an entry) selects from. */
export const advanceRows = new QueryBuilder()
  .select({
    id: payrollAdvances.id,
    employeeId: payrollAdvances.employeeId,
    status: payrollAdvances.status,
    period: payrollAdvances.period,
    amount: payrollAdvances.amount,
    paidAt: payrollAdvances.paidAt,
    reference: payrollAdvances.paymentReference,
  })
  .from(payrollAdvances)
  .as('advance');
