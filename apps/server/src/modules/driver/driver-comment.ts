import { SECTION_IDS, sectionsOfChannel, type TDriverCommentBody } from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { notifyDriverComment, notifyInTheirLanguage, usersWithSection } from '../notifications/index.ts';
import { addTripNote } from '../operations/index.ts';
import { type DriverContext, ownEmployee } from './driver-context.ts';

const OPERATIONS_LINK = '/operations/travel-orders/list';

/**
 * A comment to HR (live alert on the human-resources channel and the bell) and to operations
 * (bell and the Settings e-mail event), on the trip's timeline when it names one.
 */
export const driverComment =
  ({ db, mail, lockOwnTrip, driverName }: DriverContext) =>
  async (actor: Actor, body: TDriverCommentBody) => {
    const employeeId = ownEmployee(actor.user);
    const name = await driverName(employeeId);
    await db.transaction(async (tx) => {
      const order = body.travelOrderId ? await lockOwnTrip(tx, employeeId, body.travelOrderId) : null;
      const hrIds = await notifyDriverComment(tx, {
        driverName: name,
        comment: body.comment,
        link: '/notifications',
      });
      if (order) {
        await addTripNote(tx, actor, { travelOrderId: order.id, kind: 'comment', note: body.comment });
      }
      // Operations holders who are not HR get it in their bell too (HR got it from the channel).
      const heard = new Set<number>();
      for (const sectionId of sectionsOfChannel('human-resources')) {
        for (const id of await usersWithSection(tx, sectionId)) heard.add(id);
      }
      const operations = (await usersWithSection(tx, SECTION_IDS.TRAVEL_ORDERS)).filter(
        (id) => !heard.has(id) && id !== actor.user.id,
      );
      await notifyInTheirLanguage(tx, operations, {
        type: 'driver_comment',
        key: 'driver.notify.comment',
        params: { driver: name, order: order?.code ?? '—', comment: body.comment },
        link: OPERATIONS_LINK,
      });
      await mail.sendEvent(tx, 'driver.comment', {
        driver: name,
        order: order?.code ?? '—',
        comment: body.comment,
      });
      await recordAudit(tx, actor, {
        action: 'driver_comment',
        entity: 'travel_order',
        entityId: order?.id ?? null,
        after: { comment: body.comment, notified: hrIds.length + operations.length },
      });
    });
    return { ok: true as const };
  };
