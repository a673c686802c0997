import { centsToMoney, moneyToCents } from '@zerg/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { payableApproved, payableWithdrawn } from '../../platform/events/payables.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { travelOrders } from './travel-order.table.ts';

/*
 * A trip's advance — expected tolls + fuel allowance + other allowance — is handed to the driver
 * before the trip as one treasury payment (source `travel_order`), booked Dr 1413 Entregas a rendir
 * cuenta / Cr bank by its transaction type (`ANTICIPO-VIAJE`). The drivers' viatics are paid as
 * viatics. Treasury marks the trip's advance paid when it processes the payment.
 */

type TripAdvance = {
  id: number;
  code: string;
  driverId: number;
  expectedTolls: string;
  fuelAllowance: string;
  otherAllowance: string;
};

export const tripAdvanceAmount = (
  t: Pick<TripAdvance, 'expectedTolls' | 'fuelAllowance' | 'otherAllowance'>,
) => moneyToCents(t.expectedTolls) + moneyToCents(t.fuelAllowance) + moneyToCents(t.otherAllowance);

/** Asks treasury to pay a newly registered trip's advance (nothing when there is none); `by` registered it. */
export const announceTripAdvance = async (
  tx: DbOrTx,
  trip: TripAdvance,
  by: number | null = null,
): Promise<void> => {
  const amount = tripAdvanceAmount(trip);
  if (amount <= 0n) return;
  await payableApproved(tx, {
    source: { kind: 'travel_order', id: trip.id },
    requestedBy: by,
    companyId: null,
    direction: 'expense',
    date: limaToday(),
    concept: `Anticipo de viaje ${trip.code} (peajes, combustible)`,
    codedConcept: { code: 'trip_advance', params: { trip: trip.code } },
    payees: [{ employeeId: trip.driverId, amount: centsToMoney(amount) }],
  });
};

/**
 * A re-planned trip whose advance or driver changed: the unpaid payment is withdrawn and a new one
 * asked for. Once treasury has paid it the change is refused (409 from treasury): the driver holds
 * that money, and the settlement of the trip is where it is rendered.
 */
export const replanTripAdvance = async (
  tx: DbOrTx,
  before: TripAdvance,
  after: TripAdvance,
  by: number | null = null,
) => {
  if (tripAdvanceAmount(before) === tripAdvanceAmount(after) && before.driverId === after.driverId) return;
  await payableWithdrawn(tx, { source: { kind: 'travel_order', id: before.id }, reason: 'canceled' });
  await announceTripAdvance(tx, after, by);
};

/** A canceled trip's unpaid advance is withdrawn; a paid one refuses the cancel (409). */
export const withdrawTripAdvance = (tx: DbOrTx, id: number) =>
  payableWithdrawn(tx, { source: { kind: 'travel_order', id }, reason: 'canceled' });

/** Treasury processed the advance's payment, in its transaction (`paidAt` in the past: the demo's books). */
export const markTripAdvancePaid = async (
  tx: DbOrTx,
  id: number,
  reference: string | null,
  paidAt = new Date(),
): Promise<void> => {
  const [row] = await tx
    .update(travelOrders)
    .set({ advancePaidAt: paidAt, advancePaymentReference: reference, updatedAt: new Date() })
    .where(and(eq(travelOrders.id, id), isNull(travelOrders.advancePaidAt)))
    .returning({ id: travelOrders.id });
  if (!row) throw conflict('INVALID_CHANGE');
};
