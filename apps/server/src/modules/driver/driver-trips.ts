import { DRIVER_TRAVEL_ORDER_STATES, type Language, type TravelOrderState } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { employeeCardOf, findEmployeeFacts } from '../employees/index.ts';
import { changeTravelOrderState, findTrip, tripGrePdf } from '../operations/index.ts';
import {
  CURRENT_STATES,
  findOwnTrip,
  firstOwnTrip,
  listOwnTrips,
  type TripListParams,
} from './driver.repository.ts';
import { type DriverContext, drivenBy, ownEmployee } from './driver-context.ts';

/** SPEC §7 get-information-driver: the signed-in driver's own record, never anyone else's. */
export const driverInformation =
  ({ db }: DriverContext) =>
  async (actor: Actor) => {
    const employeeId = ownEmployee(actor.user);
    const facts = await findEmployeeFacts(db, employeeId);
    const person = await employeeCardOf(db, employeeId);
    if (!person) throw notFound();
    return {
      employeeId,
      personalCode: person.personalCode,
      fullName:
        facts?.fullName ??
        [person.firstNames, person.paternalSurname, person.maternalSurname].filter(Boolean).join(' '),
      documentType: person.documentType,
      documentNumber: person.documentNumber,
      licence: [person.licenceNumber, person.licenceCategory].filter(Boolean).join(' · ') || null,
      mobilePhone: person.mobilePhone,
      companyName: facts?.companyName ?? null,
      areaName: facts?.areaName ?? null,
      positionName: facts?.positionName ?? null,
      photoUrl: person.photoKey ? `/api/rrhh/employee/photo/${employeeId}` : null,
      currentTrip: await firstOwnTrip(db, employeeId, CURRENT_STATES),
      nextTrip: await firstOwnTrip(db, employeeId, ['registered']),
    };
  };

/** The driver's own trips; a user with no employee record simply has none. */
export const ownTrips =
  ({ db }: DriverContext) =>
  async (actor: Actor, query: TripListParams) =>
    actor.user.employeeId === null ? { data: [], total: 0 } : listOwnTrips(db, actor.user.employeeId, query);

/** One of the driver's own trips, with its viatics, receipts and timeline. */
export const ownTripDetail =
  ({ trip }: DriverContext) =>
  (actor: Actor, id: number) =>
    trip(actor.user, id);

/**
 * Moves the driver's own trip on (initiated, returning, returned) through the one state change
 * of operations; operations hear of it in the bell and by the Settings e-mail event.
 */
export const changeOwnTripState =
  ({ db, mail, lockOwnTrip, trip }: DriverContext) =>
  async (actor: Actor, body: { id: number; to: TravelOrderState }) => {
    const employeeId = ownEmployee(actor.user);
    await db.transaction(async (tx) => {
      const before = await lockOwnTrip(tx, employeeId, body.id);
      if (!DRIVER_TRAVEL_ORDER_STATES.includes(body.to)) throw conflict('INVALID_CHANGE');
      const after = await changeTravelOrderState(tx, actor, { id: body.id, to: body.to });
      const summary = await findOwnTrip(tx, employeeId, body.id);
      const driver = (await findEmployeeFacts(tx, employeeId))?.fullName ?? '';
      const route = summary ? `${summary.origin} → ${summary.destination}` : '';
      // Operations' notices come with every change of state (changeTravelOrderState); the mail
      // event names the driver who moved the trip.
      await mail.sendEvent(tx, 'travel_order.state_changed', {
        order: before.code,
        driver,
        route,
        state: after.state,
      });
    });
    return trip(actor.user, body.id);
  };

/** The GRE of the driver's own trip, to show at a checkpoint; anyone else's trip is a 404. */
export const ownTripGrePdf =
  ({ db }: DriverContext) =>
  async (actor: Actor, id: number, lang: Language) => {
    const employeeId = ownEmployee(actor.user);
    const row = await findTrip(db, id);
    if (!row || !drivenBy(row, employeeId)) throw notFound();
    return tripGrePdf(db, id, lang);
  };
