import { VIATIC_STATUS, viaticAmounts } from '@zerg/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { chiefUsersOfArea, notifyInTheirLanguage } from '../notifications/index.ts';
import { destinationZoneOf } from '../routes/index.ts';
import { areaOfEmployee } from './viatic.repository.ts';
import { viatics as v } from './viatic.table.ts';
import { findZone, rateOn } from './viatic-rate.repository.ts';

export type TripViatics = {
  travelOrderId: number;
  routeId: number;
  /** The driver and the co-driver, if any. */
  employeeIds: number[];
  startDate: string;
  endDate: string;
  purpose: string;
};

/**
 * A trip's viatic requests, inside the caller's transaction: one pending request per person for the
 * route's destination zone and the trip's days, priced from the zone's rate in force on the start
 * date and linked to the travel order. They then follow the usual approval (chief, HR). A zone
 * without a rate that day yields none (the trip is not refused for it; HR can add them by hand).
 */
export const createTripViatics = async (tx: DbOrTx, actor: Actor, trip: TripViatics): Promise<number[]> => {
  const zoneId = await destinationZoneOf(tx, trip.routeId);
  if (zoneId === null) return [];
  const rate = await rateOn(tx, zoneId, trip.startDate);
  if (!rate) return [];
  const amounts = viaticAmounts(
    { food: rate.food, lodging: rate.lodging, localTransport: rate.localTransport },
    trip.startDate,
    trip.endDate,
  );
  const ids: number[] = [];
  for (const employeeId of trip.employeeIds) {
    const columns = {
      employeeId,
      zoneId,
      rateId: rate.id,
      rateValidFrom: rate.validFrom,
      startDate: trip.startDate,
      endDate: trip.endDate,
      days: amounts.days,
      nights: amounts.nights,
      dailyFood: rate.food,
      dailyLodging: rate.lodging,
      dailyLocalTransport: rate.localTransport,
      total: amounts.total,
      advance: '0.00',
      purpose: trip.purpose,
      travelOrderId: trip.travelOrderId,
    };
    const [row] = await tx
      .insert(v)
      .values({ ...columns, createdBy: actor.user.id, updatedBy: actor.user.id })
      .returning({ id: v.id });
    if (!row) continue;
    ids.push(row.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'viatic', entityId: row.id, after: columns });
    await tellChiefs(tx, employeeId, zoneId, trip, amounts.total);
  }
  return ids;
};

/**
 * The crew member's area chiefs hear that a trip's viatic waits for them, the trip's planner too
 * (often that chief): it is a step of theirs, not something they did.
 */
const tellChiefs = async (
  tx: DbOrTx,
  employeeId: number,
  zoneId: number,
  trip: TripViatics,
  total: string,
) => {
  const areaId = await areaOfEmployee(tx, employeeId);
  if (areaId === null) return;
  const employee = (await findEmployeeFacts(tx, employeeId))?.fullName ?? `#${employeeId}`;
  const zone = (await findZone(tx, zoneId))?.name ?? '';
  await notifyInTheirLanguage(tx, await chiefUsersOfArea(tx, areaId), {
    type: 'viatic.requested',
    key: 'viatic.notify.toApprove',
    params: { text: `${employee} · ${zone} · ${trip.startDate} → ${trip.endDate} · S/ ${total}` },
    link: '/rrhh/viatic',
  });
};

/** Rejects the pending viatics `where` picks, with the reason, kept as history. */
const rejectPending = async (tx: DbOrTx, actor: Actor, where: SQL | undefined, reason: string) => {
  const now = new Date();
  const rows = await tx
    .update(v)
    .set({
      status: VIATIC_STATUS.REJECTED,
      rejectedBy: actor.user.id,
      rejectedAt: now,
      rejectReason: reason,
      updatedBy: actor.user.id,
      updatedAt: now,
    })
    .where(and(where, eq(v.status, VIATIC_STATUS.PENDING)))
    .returning({ id: v.id });
  for (const row of rows) {
    await recordAudit(tx, actor, {
      action: 'reject',
      entity: 'viatic',
      entityId: row.id,
      after: { status: VIATIC_STATUS.REJECTED, reason },
    });
  }
  return rows.length;
};

/**
 * Withdraws a trip's pending viatics (canceled trip): they are rejected with the reason, kept as
 * history. Approved ones stay; treasury and HR settle them by hand.
 */
export const withdrawTripViatics = (tx: DbOrTx, actor: Actor, travelOrderId: number, reason: string) =>
  rejectPending(tx, actor, eq(v.travelOrderId, travelOrderId), reason);

/**
 * A re-planned trip's viatics. Whoever already holds an approved (or paid) viatic of the trip keeps
 * it and gets no second one: HR approved it, treasury may have paid it. Pending ones are withdrawn
 * and re-created when the plan changed (crew, days or route), and withdrawn for whoever left the
 * crew; a crew member with nothing left gets a new pending one.
 */
export const replanTripViatics = async (
  tx: DbOrTx,
  actor: Actor,
  trip: TripViatics,
  o: { planChanged: boolean; reason: string },
) => {
  const held = await tx
    .select({ id: v.id, employeeId: v.employeeId, status: v.status })
    .from(v)
    .where(
      and(
        eq(v.travelOrderId, trip.travelOrderId),
        inArray(v.status, [VIATIC_STATUS.PENDING, VIATIC_STATUS.APPROVED]),
      ),
    )
    // An approval racing the re-planning waits here, then finds the row withdrawn (409).
    .for('update');
  const crew = new Set(trip.employeeIds);
  const stale = held.filter(
    (r) => r.status === VIATIC_STATUS.PENDING && (o.planChanged || !crew.has(r.employeeId)),
  );
  if (stale.length > 0)
    await rejectPending(
      tx,
      actor,
      inArray(
        v.id,
        stale.map((r) => r.id),
      ),
      o.reason,
    );
  const covered = new Set(held.filter((r) => !stale.includes(r)).map((r) => r.employeeId));
  return createTripViatics(tx, actor, {
    ...trip,
    employeeIds: trip.employeeIds.filter((id) => !covered.has(id)),
  });
};
