import { limaDate } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { replanTripViatics } from '../viatics/index.ts';
import { replanTripAdvance } from './travel-advance.ts';
import { travelOrderEvents, travelOrders } from './travel-order.table.ts';
import { travelOrderDetail } from './travel-order-detail.ts';
import { assertFree, type Body, crewOf, prepareTrip, tellCrew, tripViatics } from './travel-order-plan.ts';

/**
 * While registered: the trip is re-planned. Viatics follow the new plan without paying anyone
 * twice (`replanTripViatics`); whoever joins the crew is told of the trip, whoever leaves it too.
 */
export const updateTravelOrder =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, body: Body & { id: number }) => {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(travelOrders).where(eq(travelOrders.id, body.id)).for('update');
      if (!before) throw notFound();
      if (before.state !== 'registered') throw conflict('INVALID_CHANGE');
      const { columns } = await prepareTrip(db, tx, body);
      await assertFree(tx, body, body.id);
      await tx
        .update(travelOrders)
        .set({ ...columns, updatedBy: actor.user.id, updatedAt: new Date() })
        .where(eq(travelOrders.id, body.id));
      await tx
        .insert(travelOrderEvents)
        .values({ travelOrderId: body.id, kind: 'updated', actorId: actor.user.id });
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'travel_order',
        entityId: body.id,
        before,
        after: columns,
      });
      const oldCrew = crewOf(before);
      const newCrew = crewOf(body);
      const planChanged =
        // Viatics are per person, days and zone: swapping driver and co-driver changes none of them.
        [...oldCrew].sort().join() !== [...newCrew].sort().join() ||
        before.routeId !== columns.routeId ||
        limaDate(before.plannedDeparture) !== limaDate(body.plannedDeparture) ||
        limaDate(before.plannedArrival) !== limaDate(body.plannedArrival);
      await replanTripAdvance(tx, before, { id: body.id, code: before.code, ...columns }, actor.user.id);
      await replanTripViatics(tx, actor, tripViatics(body.id, before.code, body, columns.routeId), {
        planChanged,
        reason: `${before.code} re-planned`,
      });
      await tellCrew(
        tx,
        actor,
        newCrew.filter((id) => !oldCrew.includes(id)),
        'tripAssigned',
        before.code,
        body,
      );
      await tellCrew(
        tx,
        actor,
        oldCrew.filter((id) => !newCrew.includes(id)),
        'tripUnassigned',
        before.code,
        body,
      );
    });
    return travelOrderDetail(db, body.id);
  };
