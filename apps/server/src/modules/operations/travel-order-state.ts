import { canChange, TRAVEL_ORDER_TRANSITIONS, type TravelOrderState } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { travelOrderEvents, travelOrders } from './travel-order.table.ts';

export type TravelOrderStateChange = { id: number; to: TravelOrderState; note?: string | null };

/**
 * The one way a travel order changes state, for operations' screens and the driver's phone alike:
 * locks the row, checks DESIGN.md §6's transition, stamps the milestone, writes the timeline and the
 * audit entry. Runs inside the caller's transaction; the caller checks who may ask.
 */
export const changeTravelOrderState = async (tx: Tx, actor: Actor, change: TravelOrderStateChange) => {
  const [before] = await tx.select().from(travelOrders).where(eq(travelOrders.id, change.id)).for('update');
  if (!before) throw notFound();
  if (before.settledAt !== null || !canChange(TRAVEL_ORDER_TRANSITIONS, before.state, change.to)) {
    throw conflict('INVALID_CHANGE');
  }
  const now = new Date();
  const [after] = await tx
    .update(travelOrders)
    .set({
      state: change.to,
      updatedAt: now,
      updatedBy: actor.user.id,
      ...(change.to === 'initiated' ? { startedAt: now } : {}),
      ...(change.to === 'returned' ? { returnedAt: now } : {}),
      ...(change.to === 'finished' ? { finishedAt: now } : {}),
    })
    .where(eq(travelOrders.id, change.id))
    .returning();
  await tx.insert(travelOrderEvents).values({
    travelOrderId: change.id,
    kind: 'state',
    fromState: before.state,
    toState: change.to,
    note: change.note ?? null,
    actorId: actor.user.id,
    at: now,
  });
  await recordAudit(tx, actor, {
    action: 'travel_order.state',
    entity: 'travel_order',
    entityId: change.id,
    before: { state: before.state },
    after: { state: change.to },
  });
  if (!after) throw notFound();
  return after;
};

/** A closed documentary settlement locks its trip: it must be finished and not settled yet. */
export const lockSettledTravelOrder = async (tx: Tx, actor: Actor, id: number) => {
  const [before] = await tx.select().from(travelOrders).where(eq(travelOrders.id, id)).for('update');
  if (!before) throw notFound();
  if (before.state !== 'finished' || before.settledAt !== null) throw conflict('INVALID_CHANGE');
  const now = new Date();
  await tx
    .update(travelOrders)
    .set({ settledAt: now, updatedAt: now, updatedBy: actor.user.id })
    .where(eq(travelOrders.id, id));
  await tx
    .insert(travelOrderEvents)
    .values({ travelOrderId: id, kind: 'settled', actorId: actor.user.id, at: now });
};
