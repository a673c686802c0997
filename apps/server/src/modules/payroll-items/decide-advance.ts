import type { TAdvancePayBody, TReasonBody } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { payableApproved, payableWithdrawn } from '../../platform/events/payables.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { notifyInTheirLanguage, userOfEmployee } from '../notifications/index.ts';
import { changeAdvance } from './payroll-advance-access.ts';

export const approveAdvance =
  ({ db }: Pick<Deps, 'db'>) =>
  (actor: Actor, id: number) =>
    changeAdvance(
      db,
      actor,
      id,
      'approved',
      { approvedBy: actor.user.id, approvedAt: new Date() },
      async (tx, row) => {
        await payableApproved(tx, {
          source: { kind: 'payroll_advance', id },
          requestedBy: actor.user.id,
          companyId: null,
          direction: 'expense',
          date: limaToday(),
          concept: `Adelanto de sueldo ${row.period.slice(0, 7)}`,
          codedConcept: { code: 'salary_advance', params: { period: row.period.slice(0, 7) } },
          payees: [{ employeeId: row.employeeId, amount: row.amount }],
        });
        await notifyInTheirLanguage(tx, [await userOfEmployee(tx, row.employeeId)], {
          type: 'payroll_advance.approved',
          key: 'payrollItems.notify.advanceApproved',
          params: { amount: row.amount, period: row.period.slice(0, 7) },
          link: '/profile',
        });
      },
    );

export const rejectAdvance =
  ({ db }: Pick<Deps, 'db'>) =>
  (actor: Actor, body: TReasonBody) =>
    changeAdvance(db, actor, body.id, 'rejected', { rejectedReason: body.reason }, async (tx, row) => {
      if (row.status === 'approved')
        await payableWithdrawn(tx, {
          source: { kind: 'payroll_advance', id: body.id },
          reason: 'canceled',
        });
    });

/**
 * Paid by hand (cash, outside treasury): the pending treasury movement is withdrawn and
 * bookkeeping posts the payment (Dr 1412 / Cr the account named, 101 Caja by default).
 */
export const payAdvance =
  ({ db }: Pick<Deps, 'db'>) =>
  (actor: Actor, body: TAdvancePayBody) =>
    changeAdvance(
      db,
      actor,
      body.id,
      'paid',
      { paidAt: new Date(), paymentReference: body.paymentReference },
      async (tx) => {
        await payableWithdrawn(tx, {
          source: { kind: 'payroll_advance', id: body.id },
          reason: 'paid_elsewhere',
          paidFromAccountId: body.paidFromAccountId ?? null,
          reference: body.paymentReference,
        });
      },
    );
