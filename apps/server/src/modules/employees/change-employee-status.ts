import type { TStatusChangeBody } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { attendanceInputsChanged, OPEN_END } from '../../platform/events/attendance-inputs.ts';
import { employees } from './employee.table.ts';
import { employeeBankAccounts } from './employee-bank-account.table.ts';
import { checkCessation } from './employee-cessation.ts';
import { employeeStatusHistory } from './employee-job.table.ts';
import { assertCanSee } from './employee-scope.ts';

export const changeEmployeeStatus =
  ({ db }: Deps) =>
  async (
    actor: Actor,
    body: TStatusChangeBody | (Omit<TStatusChangeBody, 'reason' | 'cessationReason'> & { reason?: string }),
    active: boolean,
  ) => {
    const id = body.employee_id;
    await assertCanSee(db, actor.user, id);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ isActive: employees.isActive })
        .from(employees)
        .where(eq(employees.id, id))
        .for('update');
      if (!row || row.isActive === active) throw conflict('INVALID_CHANGE');
      const cessationReason = !active && 'cessationReason' in body ? body.cessationReason : null;
      if (!active) await checkCessation(tx, id, body.date, cessationReason);
      await tx
        .update(employees)
        .set(
          active
            ? {
                isActive: true,
                inactiveSince: null,
                inactiveReason: null,
                cessationReason: null,
                updatedAt: new Date(),
              }
            : {
                isActive: false,
                inactiveSince: body.date,
                inactiveReason: body.reason ?? null,
                cessationReason,
                updatedAt: new Date(),
              },
        )
        .where(eq(employees.id, id));
      await tx.insert(employeeStatusHistory).values({
        employeeId: id,
        action: active ? 'activated' : 'inactivated',
        date: body.date,
        reason: body.reason ?? null,
        cessationReason,
        changedBy: actor.user.id,
      });
      await recordAudit(tx, actor, {
        action: active ? 'activate' : 'inactivate',
        entity: 'employee',
        entityId: id,
        before: { isActive: row.isActive },
        after: { isActive: active, date: body.date, reason: body.reason ?? null, cessationReason },
      });
      await attendanceInputsChanged(tx, { employeeIds: [id], from: body.date, to: OPEN_END });
    });
  };

export const toggleBankAccount =
  ({ db }: Deps) =>
  async (actor: Actor, accountId: number) => {
    const [account] = await db
      .select()
      .from(employeeBankAccounts)
      .where(eq(employeeBankAccounts.id, accountId));
    if (!account) throw notFound();
    await assertCanSee(db, actor.user, account.employeeId);
    await db.transaction(async (tx) => {
      await tx
        .update(employeeBankAccounts)
        .set({ isActive: !account.isActive, updatedAt: new Date() })
        .where(eq(employeeBankAccounts.id, accountId));
      await recordAudit(tx, actor, {
        action: account.isActive ? 'deactivate' : 'activate',
        entity: 'employee_bank_account',
        entityId: accountId,
        before: { isActive: account.isActive },
        after: { isActive: !account.isActive },
      });
    });
    return { id: accountId, isActive: !account.isActive };
  };
