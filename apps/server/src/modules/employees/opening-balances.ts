import type { TOpeningBalanceCreateBody, TOpeningBalanceUpdateBody } from '@zerg/shared';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { employeeOpeningBalances } from './employee-prior-income.table.ts';
import { assertCanSee } from './employee-scope.ts';
import {
  checkOpeningMonth,
  duplicateMonth,
  jobOf,
  type OpeningRow,
  openingById,
  openingOut,
  refuse,
} from './prior-income-rules.ts';

/** What this company paid before its payroll ran in the system, month by month. */
export const listOpeningBalances =
  ({ db }: Deps) =>
  async (actor: Actor, employeeId: number) => {
    await assertCanSee(db, actor.user, employeeId);
    const rows = await db
      .select()
      .from(employeeOpeningBalances)
      .where(eq(employeeOpeningBalances.employeeId, employeeId))
      .orderBy(asc(employeeOpeningBalances.year), asc(employeeOpeningBalances.month));
    return { data: rows.map(openingOut) };
  };

export const createOpeningBalance =
  ({ db }: Deps) =>
  async (actor: Actor, body: TOpeningBalanceCreateBody) => {
    await assertCanSee(db, actor.user, body.employee_id);
    const { employee_id, ...fields } = body;
    try {
      return await db.transaction(async (tx) => {
        const problem = await checkOpeningMonth(tx, await jobOf(tx, employee_id), fields.year, fields.month);
        if (problem) throw refuse(problem);
        const [row] = await tx
          .insert(employeeOpeningBalances)
          .values({ employeeId: employee_id, ...fields, createdBy: actor.user.id })
          .returning();
        const out = openingOut(row as OpeningRow);
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'employee_opening_balance',
          entityId: out.id,
          after: out,
        });
        return out;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateMonth();
      throw err;
    }
  };

export const updateOpeningBalance =
  ({ db }: Deps) =>
  async (actor: Actor, body: TOpeningBalanceUpdateBody) => {
    const before = await openingById(db, body.id);
    await assertCanSee(db, actor.user, before.employeeId);
    const { id, ...fields } = body;
    try {
      return await db.transaction(async (tx) => {
        const job = await jobOf(tx, before.employeeId);
        // Neither the month it leaves nor the month it moves to may be a month already run.
        for (const [year, month] of [
          [before.year, before.month],
          [fields.year, fields.month],
        ] as const) {
          const problem = await checkOpeningMonth(tx, job, year, month);
          if (problem && !(problem.status === 400 && year === before.year && month === before.month))
            throw refuse(problem);
        }
        const [row] = await tx
          .update(employeeOpeningBalances)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(employeeOpeningBalances.id, id))
          .returning();
        const out = openingOut(row as OpeningRow);
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'employee_opening_balance',
          entityId: id,
          before: openingOut(before),
          after: out,
        });
        return out;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateMonth();
      throw err;
    }
  };

export const deleteOpeningBalance =
  ({ db }: Deps) =>
  async (actor: Actor, id: number) => {
    const before = await openingById(db, id);
    await assertCanSee(db, actor.user, before.employeeId);
    await db.transaction(async (tx) => {
      const problem = await checkOpeningMonth(
        tx,
        await jobOf(tx, before.employeeId),
        before.year,
        before.month,
      );
      if (problem?.status === 409) throw refuse(problem);
      await tx.delete(employeeOpeningBalances).where(eq(employeeOpeningBalances.id, id));
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: 'employee_opening_balance',
        entityId: id,
        before: openingOut(before),
      });
    });
    return { id };
  };
