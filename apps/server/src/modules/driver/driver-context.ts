import {
  canChange,
  DRIVER_TRAVEL_ORDER_STATES,
  TRAVEL_ORDER_TRANSITIONS,
  type TravelOrderState,
} from '@zerg/shared';
import type { Tx } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { FileAnswer } from '../../platform/http/send-file.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { findTrip, type TripFacts, tripGreOf } from '../operations/index.ts';
import { ownTripViatics } from '../viatics/index.ts';
import { findOwnTrip, tripReceipts, tripTimeline } from './driver.repository.ts';

/** The states a driver may move this trip to now: their three, where the machine allows. */
export const driverNextStates = (state: TravelOrderState, settled: boolean): TravelOrderState[] =>
  settled ? [] : DRIVER_TRAVEL_ORDER_STATES.filter((to) => canChange(TRAVEL_ORDER_TRANSITIONS, state, to));

/** A receipt photo as a route answers it, shown inline by the trip's screens. */
export const receiptFile = (id: number, mime: string, content: Buffer): FileAnswer => ({
  fileName: `receipt-${id}.${mime === 'image/png' ? 'png' : 'jpg'}`,
  mime,
  content,
});

/** The signed-in user's employee: without one there is no trip of theirs (404, never 403). */
export const ownEmployee = (user: CurrentUser): number => {
  if (user.employeeId === null) throw notFound('NO_EMPLOYEE_RECORD');
  return user.employeeId;
};

/** Whether the employee drives the trip or rides along. */
export const drivenBy = (trip: Pick<TripFacts, 'driverId' | 'coDriverId'>, employeeId: number): boolean =>
  trip.driverId === employeeId || trip.coDriverId === employeeId;

/** What the driver's use cases share: their own trip, locked or as the screen shows it. */
export const driverContext = ({ db, mail }: Deps, storage: FileStorage) => {
  /** Locks the trip when it is the employee's own; anyone else's trip is a 404. */
  const lockOwnTrip = async (tx: Tx, employeeId: number, id: number) => {
    const row = await findTrip(tx, id, 'update');
    if (!row || !drivenBy(row, employeeId)) throw notFound();
    return row;
  };

  const driverName = async (employeeId: number) => (await findEmployeeFacts(db, employeeId))?.fullName ?? '';

  const trip = async (user: CurrentUser, id: number) => {
    const employeeId = ownEmployee(user);
    const row = await findOwnTrip(db, employeeId, id);
    if (!row) throw notFound();
    const { settledAt, ...rest } = row;
    return {
      ...rest,
      viatics: await ownTripViatics(db, id, employeeId),
      receipts: await tripReceipts(db, id),
      timeline: await tripTimeline(db, id),
      nextStates: driverNextStates(row.state, settledAt !== null),
      greLabel: (await tripGreOf(db, id))?.label ?? null,
    };
  };

  return { db, mail, storage, lockOwnTrip, driverName, trip };
};

export type DriverContext = ReturnType<typeof driverContext>;
