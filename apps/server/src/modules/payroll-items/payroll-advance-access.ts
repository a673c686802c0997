import { ADVANCE_TRANSITIONS, type AdvanceState, canChange, SECTION_IDS } from '@zerg/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import { retryTransaction } from '../../platform/db/retry-transaction.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { scopeOf } from '../employees/index.ts';
import { assertDecidesRequest, companyWideDecisions, decidersWithSection } from '../notifications/index.ts';
import { findAdvance, findAdvanceItem } from './payroll-advance.repository.ts';
import { payrollAdvances as a } from './payroll-item.table.ts';

// HR decides (payroll holders who see everyone); a requested or approved advance can be refused.
export const advanceDecisions = (db: DbOrTx) =>
  companyWideDecisions(db, SECTION_IDS.PAYROLL, ['requested', 'approved']);

/** The advance as the user's scope reads it, with what they may decide on it; else 404. */
export const answerAdvance = async (db: Db, user: CurrentUser, id: number) => {
  const item = await findAdvanceItem(db, await scopeOf(db, user), id);
  if (!item) throw notFound();
  const [decorated] = await advanceDecisions(db).decorate(user, [item]);
  return decorated as NonNullable<typeof decorated>;
};

const loadAdvance = async (db: Db, user: CurrentUser, id: number) => {
  await answerAdvance(db, user, id);
  const row = await findAdvance(db, id);
  if (!row) throw notFound();
  return row;
};

const move = async (
  tx: DbOrTx,
  row: { id: number; status: AdvanceState },
  to: AdvanceState,
  extra: Partial<typeof a.$inferInsert>,
) => {
  if (!canChange(ADVANCE_TRANSITIONS, row.status, to)) throw conflict('INVALID_CHANGE');
  const [changed] = await tx
    .update(a)
    .set({ ...extra, status: to, updatedAt: new Date() })
    .where(and(eq(a.id, row.id), eq(a.status, row.status)))
    .returning({ id: a.id });
  if (!changed) throw conflict('INVALID_CHANGE');
};

/** Moves an advance to `to` with its audit entry, then runs `after` in the same transaction. */
export const changeAdvance = async (
  db: Db,
  actor: Actor,
  id: number,
  to: AdvanceState,
  extra: Partial<typeof a.$inferInsert>,
  after: (tx: DbOrTx, row: typeof a.$inferSelect) => Promise<void> = async () => {},
) => {
  const row = await loadAdvance(db, actor.user, id);
  // Approving or refusing is HR's decision (payroll holders who see everyone), never its
  // requester's nor the worker's (one level up then).
  if (to === 'approved' || to === 'rejected')
    await assertDecidesRequest(
      db,
      actor.user,
      { requestedBy: row.createdBy, employeeId: row.employeeId },
      await decidersWithSection(db, SECTION_IDS.PAYROLL),
      SECTION_IDS.PAYROLL,
    );
  if (!canChange(ADVANCE_TRANSITIONS, row.status, to)) throw conflict('INVALID_CHANGE');
  // The advance's row first (the update), then its treasury movement: the order processing keeps.
  await retryTransaction(db, async (tx) => {
    await move(tx, row, to, extra);
    await recordAudit(tx, actor, {
      action: to,
      entity: 'payroll_advance',
      entityId: id,
      before: { status: row.status },
      after: { status: to, ...extra },
    });
    await after(tx, row);
  });
  return answerAdvance(db, actor.user, id);
};
