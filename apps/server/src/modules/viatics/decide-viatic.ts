import { centsToMoney, moneyToCents, type TViaticRejectBody, VIATIC_STATUS } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/current-user.ts';
import { payableApproved, payablePaidByHand } from '../../platform/events/payables.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { chiefUsersOfArea, userOfEmployee } from '../notifications/index.ts';
import { areaOfEmployee } from './viatic.repository.ts';
import { viatics as v } from './viatic.table.ts';
import type { ViaticContext } from './viatic-context.ts';
import { hrUsers, isHrUser } from './viatic-flow.ts';
import { findZone } from './viatic-rate.repository.ts';

/** The area chief's step: the request goes on to HR. */
export const approveViaticAsChief =
  ({ db, load, flow, nameOf, tell, answer }: ViaticContext) =>
  async (actor: Actor, id: number) => {
    const before = await load(actor.user, id);
    await flow.assertDecides(actor.user, 'chief', before);
    await db.transaction(async (tx) => {
      const now = new Date();
      await flow.record(tx, actor, {
        step: 'chief',
        id,
        set: { chiefApprovedBy: actor.user.id, chiefApprovedAt: now, updatedAt: now },
        audit: {
          action: 'approve_chief',
          before: { status: before.status, stage: 'chief' },
          after: { status: before.status, stage: 'hr' },
        },
      });
      const employee = await nameOf(tx, before.employeeId);
      const zone = await findZone(tx, before.zoneId);
      const text = `${employee} · ${zone?.name ?? ''} · ${before.startDate} → ${before.endDate} · S/ ${before.total}`;
      await tell(tx, actor, 'chiefApprovedHr', await hrUsers(tx), text);
      await tell(tx, actor, 'chiefApprovedOwn', [await userOfEmployee(tx, before.employeeId)], text);
    });
    return answer(id);
  };

/** HR's step: approved, and the payable announced (the advance as already paid by hand). */
export const approveViaticAsHr =
  ({ db, mail, load, flow, nameOf, tell, answer }: ViaticContext) =>
  async (actor: Actor, id: number) => {
    const before = await load(actor.user, id);
    await flow.assertDecides(actor.user, 'hr', before);
    await db.transaction(async (tx) => {
      const now = new Date();
      await flow.record(tx, actor, {
        step: 'hr',
        id,
        set: {
          status: VIATIC_STATUS.APPROVED,
          hrApprovedBy: actor.user.id,
          hrApprovedAt: now,
          updatedAt: now,
        },
        audit: {
          action: 'approve_hr',
          before: { status: before.status },
          after: { status: VIATIC_STATUS.APPROVED },
        },
      });
      const employee = await nameOf(tx, before.employeeId);
      const zone = await findZone(tx, before.zoneId);
      // What was advanced is already in the worker's hands, in cash: booked now against the cash
      // box (Dr 1413 / Cr 101). Treasury pays the rest (Dr 1413 / Cr bank).
      if (moneyToCents(before.advance) > 0n)
        await payablePaidByHand(tx, {
          source: { kind: 'viatic', id },
          companyId: null,
          date: limaToday(),
          concept: `Adelanto de viáticos ${zone?.name ?? ''} ${before.startDate} – ${before.endDate}`,
          payees: [{ employeeId: before.employeeId, amount: before.advance }],
        });
      const due = moneyToCents(before.total) - moneyToCents(before.advance);
      if (due > 0n)
        await payableApproved(tx, {
          source: { kind: 'viatic', id },
          requestedBy: actor.user.id,
          companyId: null,
          direction: 'expense',
          date: limaToday(),
          concept: `Viáticos ${zone?.name ?? ''} ${before.startDate} – ${before.endDate}`,
          codedConcept: {
            code: 'viatic',
            params: { zone: zone?.name ?? '', from: before.startDate, to: before.endDate },
          },
          payees: [{ employeeId: before.employeeId, amount: centsToMoney(due) }],
        });
      const areaId = await areaOfEmployee(tx, before.employeeId);
      const text = `${employee} · ${zone?.name ?? ''} · ${before.startDate} → ${before.endDate} · S/ ${before.total}`;
      await tell(
        tx,
        actor,
        'approved',
        [
          await userOfEmployee(tx, before.employeeId),
          before.createdBy,
          ...(areaId === null ? [] : await chiefUsersOfArea(tx, areaId)),
        ],
        text,
      );
      await mail.sendEvent(tx, 'viatic.approved', {
        employee,
        destination: zone?.name ?? '',
        amount: before.total,
      });
    });
    return answer(id);
  };

/**
 * A pending viatic refused: by a chief of the area while it waits for the chief, or by HR at
 * either step. It stays as history with status 3.
 */
export const rejectViatic =
  ({ db, load, flow, nameOf, tell, answer }: ViaticContext) =>
  async (actor: Actor, body: TViaticRejectBody) => {
    const before = await load(actor.user, body.id);
    const hr = await isHrUser(db, actor.user);
    const step = hr ? 'hr' : 'chief';
    await flow.assertDecides(actor.user, step, before);
    await db.transaction(async (tx) => {
      const now = new Date();
      await flow.record(tx, actor, {
        step,
        id: body.id,
        set: {
          status: VIATIC_STATUS.REJECTED,
          rejectedBy: actor.user.id,
          rejectedAt: now,
          rejectReason: body.reason,
          updatedAt: now,
        },
        audit: {
          action: 'reject',
          before: { status: before.status },
          after: { status: VIATIC_STATUS.REJECTED, reason: body.reason },
        },
        // HR refuses at either step.
        ...(hr ? { awaiting: eq(v.status, VIATIC_STATUS.PENDING) } : {}),
      });
      const employee = await nameOf(tx, before.employeeId);
      await tell(
        tx,
        actor,
        'rejected',
        [await userOfEmployee(tx, before.employeeId), before.createdBy],
        `${employee} · ${before.startDate} → ${before.endDate}: ${body.reason}`,
      );
    });
    return answer(body.id);
  };
