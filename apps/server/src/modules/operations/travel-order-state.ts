import {
  canChange,
  limaDate,
  msg,
  SECTION_IDS,
  TRAVEL_ORDER_TRANSITIONS,
  type TravelOrderState,
} from '@zerg/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { findVehicle, vehicleDocumentsInForce } from '../fleet/index.ts';
import { notifyInTheirLanguage, userOfEmployee, usersWithSection } from '../notifications/index.ts';
import { withdrawTripViatics } from '../viatics/index.ts';
import { serviceOrders } from './service-order.table.ts';
import { withdrawTripAdvance } from './travel-advance.ts';
import { travelOrderEvents, travelOrders } from './travel-order.table.ts';
import { issueTripGre } from './travel-order-gre.ts';

export type TravelOrderStateChange = { id: number; to: TravelOrderState; note?: string | null };

/** The documents without which a vehicle may not leave (DESIGN.md §6: dispatch). */
const DISPATCH_DOCUMENTS = ['soat', 'technical_inspection'] as const;

/**
 * Dispatch (registered → initiated): every vehicle of the trip must hold SOAT and technical
 * inspection in force on the day it leaves — the planned departure day, or today when it leaves
 * later than planned — else 409 naming the vehicle's field and the document (in the caller's
 * language).
 */
const assertDispatchable = async (tx: Tx, trip: typeof travelOrders.$inferSelect) => {
  const planned = limaDate(trip.plannedDeparture);
  // ISO dates sort as text: the later of the two.
  const day = [planned, limaToday()].sort()[1] ?? planned;
  const slots = [
    ['tractorId', trip.tractorId],
    ['semitrailerId', trip.semitrailerId],
  ] as const;
  for (const [field, vehicleId] of slots) {
    if (vehicleId === null) continue;
    const documents = await vehicleDocumentsInForce(tx, vehicleId, day);
    const missing = DISPATCH_DOCUMENTS.find((kind) => documents.missing.includes(kind));
    if (!missing) continue;
    const plate = (await findVehicle(tx, vehicleId))?.plate ?? `#${vehicleId}`;
    throw new AppError(409, 'VEHICLE_DOCUMENT_MISSING', {
      fields: { [field]: [msg('errors.VEHICLE_DOCUMENT_MISSING', { plate })] },
      params: { plate },
      keyParams: { document: `operations.document.${missing}` },
    });
  }
};

/**
 * The service order follows its trips: in progress once one has left, finished when every trip not
 * canceled is finished (and at least one is); back to registered if all its trips are canceled.
 */
const syncServiceOrder = async (tx: Tx, serviceOrderId: number) => {
  const res = await tx.execute<{ total: number; live: number; started: number; finished: number }>(sql`
    select count(*)::int as total,
      count(*) filter (where state <> 'canceled')::int as live,
      count(*) filter (where state in ('initiated', 'returning', 'returned', 'finished'))::int as started,
      count(*) filter (where state = 'finished')::int as finished
    from travel_orders where service_order_id = ${serviceOrderId}`);
  const c = res.rows[0];
  if (!c) return;
  const status =
    c.live > 0 && c.finished === c.live ? 'finished' : c.started > 0 ? 'in_progress' : 'registered';
  await tx
    .update(serviceOrders)
    .set({ status, updatedAt: new Date() })
    .where(sql`${serviceOrders.id} = ${serviceOrderId} and ${serviceOrders.status} <> 'canceled'`);
};

/**
 * The one way a travel order changes state, for operations' screens and the driver's phone alike:
 * locks the row, checks DESIGN.md §6's transition (and the vehicles' documents on dispatch), stamps
 * the milestone, issues the trip's GRE on its start (`travel-order-gre.ts`), writes the timeline and the audit entry, withdraws a canceled trip's pending
 * viatics, moves the service order's status and tells operations and the driver. Runs inside the
 * caller's transaction; the caller checks who may ask.
 */
export const changeTravelOrderState = async (tx: Tx, actor: Actor, change: TravelOrderStateChange) => {
  const [before] = await tx.select().from(travelOrders).where(eq(travelOrders.id, change.id)).for('update');
  if (!before) throw notFound();
  if (before.settledAt !== null || !canChange(TRAVEL_ORDER_TRANSITIONS, before.state, change.to)) {
    throw conflict('INVALID_CHANGE');
  }
  if (change.to === 'initiated') await assertDispatchable(tx, before);
  const now = new Date();
  // The guide leaves with the truck: issued before anything else of the start is written.
  const gre = change.to === 'initiated' ? await issueTripGre(tx, actor, change.id, now) : null;
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
    after: { state: change.to, note: change.note ?? null, ...(gre ? { gre } : {}) },
  });
  if (change.to === 'canceled') {
    await withdrawTripViatics(tx, actor, change.id, change.note?.trim() || `${before.code} canceled`);
    await withdrawTripAdvance(tx, change.id);
  }
  await syncServiceOrder(tx, before.serviceOrderId);
  const operations = await usersWithSection(tx, SECTION_IDS.TRAVEL_ORDERS);
  const drivers = [await userOfEmployee(tx, before.driverId)];
  if (before.coDriverId) drivers.push(await userOfEmployee(tx, before.coDriverId));
  await notifyInTheirLanguage(
    tx,
    [...operations, ...drivers].filter((id) => id !== actor.user.id),
    {
      type: 'travel_order.state',
      key: 'operations.notify.tripState',
      params: { code: before.code, note: change.note ? ` · ${change.note}` : '' },
      keyParams: { from: `operations.state.${before.state}`, to: `operations.state.${change.to}` },
      link: `/operations/travel-orders/${change.id}`,
    },
  );
  if (!after) throw notFound();
  return after;
};

/**
 * A closed documentary settlement locks its trip: it must be finished and not settled yet. `at` is
 * the closing's time (now, but for the demo seed's settlements closed in the past).
 */
export const lockSettledTravelOrder = async (
  tx: DbOrTx,
  userId: number | null,
  id: number,
  at = new Date(),
) => {
  const [before] = await tx.select().from(travelOrders).where(eq(travelOrders.id, id)).for('update');
  if (!before) throw notFound();
  if (before.state !== 'finished' || before.settledAt !== null) throw conflict('INVALID_CHANGE');
  await tx
    .update(travelOrders)
    .set({ settledAt: at, updatedAt: at, updatedBy: userId })
    .where(eq(travelOrders.id, id));
  await tx.insert(travelOrderEvents).values({ travelOrderId: id, kind: 'settled', actorId: userId, at });
};

/** A line on a trip's timeline written from outside operations: the driver's comment or receipt. */
export const addTripNote = async (
  tx: Tx,
  actor: Actor,
  note: { travelOrderId: number; kind: 'comment' | 'receipt'; note: string },
) => {
  await tx.insert(travelOrderEvents).values({
    travelOrderId: note.travelOrderId,
    kind: note.kind,
    note: note.note,
    actorId: actor.user.id,
  });
};
