import {
  canChange,
  DISCOUNT_TRANSITIONS,
  type DiscountOrigin,
  type DiscountState,
  monthsBetween,
  msg,
  SECTION_IDS,
  type TDiscountBody,
  WORKSHOP_DISCOUNT_TYPES,
} from '@zerg/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { EmployeeFacts } from '../employees/index.ts';
import { scopeOf } from '../employees/index.ts';
import { assertDecidesRequest, companyWideDecisions, decidersWithSection } from '../notifications/index.ts';
import { type DiscountVisibility, findDiscount, findDiscountItem } from './payroll-discount.repository.ts';
import { payrollDiscounts as d } from './payroll-item.table.ts';
import { assertOpenPeriod } from './payroll-item-rules.ts';

/**
 * The rules of a discount's fields beyond their shape: an active worker, a month not yet paid, and
 * no more quotas than months left in a fixed-term contract (a quota after the contract ends could
 * never be taken).
 */
export const assertDiscountFits = async (
  db: DbOrTx,
  facts: EmployeeFacts,
  body: TDiscountBody,
  origin: DiscountOrigin,
) => {
  if (origin === 'workshop' && !(WORKSHOP_DISCOUNT_TYPES as readonly string[]).includes(body.type))
    throw badRequest('VALIDATION_ERROR', { type: [msg('validation.invalid')] });
  await assertOpenPeriod(db, facts, 'startPeriod', body.startPeriod);
  if (facts.contractEndDate) {
    const left = monthsBetween(body.startPeriod, facts.contractEndDate);
    if (left < 1) throw badRequest('VALIDATION_ERROR', { startPeriod: [msg('validation.contractEnded')] });
    if (body.quotas > left)
      throw badRequest('VALIDATION_ERROR', { quotas: [msg('validation.quotasOverContract', { max: left })] });
  }
};

/**
 * `origin` is the screen asking: 'payroll' sees every discount of its scope; 'workshop' sees only
 * the workshop's damage and shortages, for any worker.
 */
export const discountVisibility = async (
  db: Db,
  user: CurrentUser,
  origin: DiscountOrigin,
): Promise<DiscountVisibility> =>
  origin === 'workshop'
    ? { scope: { all: true }, origin: 'workshop' }
    : { scope: await scopeOf(db, user), origin: null };

// HR decides (payroll holders who see everyone) while it is pending or approved.
export const discountDecisions = (db: DbOrTx) =>
  companyWideDecisions(db, SECTION_IDS.PAYROLL, ['pending', 'approved']);

/** The discount as the screen asking reads it, with what the user may decide on it; else 404. */
export const answerDiscount = async (db: Db, user: CurrentUser, origin: DiscountOrigin, id: number) => {
  const item = await findDiscountItem(db, await discountVisibility(db, user, origin), id);
  if (!item) throw notFound();
  const [decorated] = await discountDecisions(db).decorate(user, [item]);
  return decorated as NonNullable<typeof decorated>;
};

export const loadDiscount = async (db: Db, user: CurrentUser, origin: DiscountOrigin, id: number) => {
  await answerDiscount(db, user, origin, id);
  const row = await findDiscount(db, id);
  if (!row) throw notFound();
  return row;
};

/** Moves `id` from one of `from` to `to`, only if still there: of two racing changes one wins. */
export const moveDiscount = async (
  tx: DbOrTx,
  id: number,
  from: readonly DiscountState[],
  to: DiscountState,
  extra: Partial<typeof d.$inferInsert>,
) => {
  const [changed] = await tx
    .update(d)
    .set({ ...extra, status: to, updatedAt: new Date() })
    .where(and(eq(d.id, id), inArray(d.status, [...from])))
    .returning({ id: d.id });
  if (!changed) throw conflict('INVALID_CHANGE');
};

/**
 * Approving, annulling or leaving a discount untaken is HR's decision (payroll holders who see
 * everyone), never its requester's nor the worker's (one level up then).
 */
export const assertDiscountDecider = async (
  db: Db,
  user: CurrentUser,
  row: { createdBy: number | null; employeeId: number },
) =>
  assertDecidesRequest(
    db,
    user,
    { requestedBy: row.createdBy, employeeId: row.employeeId },
    await decidersWithSection(db, SECTION_IDS.PAYROLL),
    SECTION_IDS.PAYROLL,
  );

export const assertDiscountCan = (from: DiscountState, to: DiscountState) => {
  if (!canChange(DISCOUNT_TRANSITIONS, from, to)) throw conflict('INVALID_CHANGE');
};
