import {
  canChange,
  centsToMoney,
  type Language,
  limaDate,
  moneyToCents,
  msg,
  TRAVEL_ORDER_STATES,
  TRAVEL_ORDER_TRANSITIONS,
  type TTravelOrderChangeStateBody,
  type TTravelOrderCreateBody,
  type TTravelOrderListQuery,
  translateMessage,
  vehicleRoleOf,
} from '@zerg/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { findVehicle } from '../fleet/index.ts';
import { notifyInTheirLanguage, userOfEmployee } from '../notifications/index.ts';
import { routeTollCost } from '../routes/index.ts';
import { createTripViatics, replanTripViatics, type TripViatics } from '../viatics/index.ts';
import {
  employeeIsDriver,
  findTravelOrderItem,
  listTravelOrders,
  nextCode,
  overlappingTrips,
  travelOrderEventsOf,
  travelOrderFormOptions,
  travelOrderViaticsOf,
} from './operations.repository.ts';
import { serviceOrders } from './service-order.table.ts';
import { announceTripAdvance, replanTripAdvance } from './travel-advance.ts';
import { travelOrderEvents, travelOrders } from './travel-order.table.ts';
import { travelOrderPdf } from './travel-order-pdf.ts';
import { changeTravelOrderState } from './travel-order-state.ts';

/** Advisory lock classes: the yearly code series, and each vehicle and employee a trip takes. */
const CODE_LOCK = 31_000;
const VEHICLE_LOCK = 31_001;
const EMPLOYEE_LOCK = 31_002;

const nullable = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);

type Body = TTravelOrderCreateBody;

/** The vehicles of a trip: a tractor with a semi-trailer, or a rigid truck alone. */
const checkVehicles = async (db: DbOrTx, body: Body) => {
  const tractor = await findVehicle(db, body.tractorId);
  if (!tractor?.isActive)
    throw badRequest('VALIDATION_ERROR', {
      tractorId: [msg(tractor ? 'validation.vehicleInactive' : 'validation.invalid')],
    });
  const role = vehicleRoleOf(tractor.typeName);
  if (role === 'semitrailer')
    throw badRequest('VALIDATION_ERROR', { tractorId: [msg('validation.notATractor')] });
  const semitrailerId = nullable(body.semitrailerId);
  if (role === 'tractor' && semitrailerId === null)
    throw badRequest('VALIDATION_ERROR', { semitrailerId: [msg('validation.semitrailerRequired')] });
  if (role === 'rigid' && semitrailerId !== null)
    throw badRequest('VALIDATION_ERROR', { semitrailerId: [msg('validation.rigidNoSemitrailer')] });
  if (semitrailerId === null) return { axles: tractor.axles, plates: [tractor.plate] };
  const trailer = await findVehicle(db, semitrailerId);
  if (!trailer?.isActive)
    throw badRequest('VALIDATION_ERROR', {
      semitrailerId: [msg(trailer ? 'validation.vehicleInactive' : 'validation.invalid')],
    });
  if (vehicleRoleOf(trailer.typeName) !== 'semitrailer')
    throw badRequest('VALIDATION_ERROR', { semitrailerId: [msg('validation.notASemitrailer')] });
  return { axles: tractor.axles + trailer.axles, plates: [tractor.plate, trailer.plate] };
};

/** Expected tolls: the route's booth fares on the departure date for the trip's total axles. */
const tollsOf = async (db: DbOrTx, routeId: number, axles: number, departure: string) => {
  const cost = await routeTollCost(db, routeId, axles, limaDate(departure));
  return cost?.total ?? '0.00';
};

/**
 * Takes the trip's vehicles and people (advisory locks held to the end of the transaction, in one
 * global order so two writers never wait on each other in a cycle), then looks for an active trip
 * overlapping the planned window. Two creations at once for the same tractor: the second waits for
 * the first's commit, then sees its row and is refused. Row locks on vehicles/employees would do
 * the same but also block unrelated edits of those records.
 */
const assertFree = async (tx: Tx, body: Body, exceptId: number | null) => {
  const vehicleIds = [body.tractorId, nullable(body.semitrailerId)].filter((x): x is number => x !== null);
  const employeeIds = [body.driverId, nullable(body.coDriverId)].filter((x): x is number => x !== null);
  for (const id of [...vehicleIds].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${VEHICLE_LOCK}, ${id})`);
  for (const id of [...employeeIds].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${EMPLOYEE_LOCK}, ${id})`);
  const clashes = await overlappingTrips(tx, {
    from: new Date(body.plannedDeparture),
    to: new Date(body.plannedArrival),
    vehicleIds,
    employeeIds,
    exceptId,
  });
  if (clashes.length === 0) return;
  const fields: Record<string, string[]> = {};
  const slots = [
    ['tractorId', body.tractorId, 'vehicles'],
    ['semitrailerId', nullable(body.semitrailerId), 'vehicles'],
    ['driverId', body.driverId, 'employees'],
    ['coDriverId', nullable(body.coDriverId), 'employees'],
  ] as const;
  for (const [field, id, kind] of slots) {
    if (id === null) continue;
    const clash = clashes.find((c) => c[kind].includes(id));
    if (clash) fields[field] = [msg('errors.TRIP_OVERLAP_WITH', { code: clash.code })];
  }
  throw conflict('TRIP_OVERLAP', fields, { code: clashes[0]?.code ?? '' });
};

export const createTravelOrderService = ({ db }: Deps) => {
  const answer = async (id: number) => {
    const item = await findTravelOrderItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  const detail = async (id: number) => {
    const item = await answer(id);
    return {
      ...item,
      events: await travelOrderEventsOf(db, id),
      viatics: await travelOrderViaticsOf(db, id),
      allowedStates:
        item.settledAt === null
          ? TRAVEL_ORDER_STATES.filter((to) => canChange(TRAVEL_ORDER_TRANSITIONS, item.state, to))
          : [],
    };
  };

  /** Checks shared by create and update; answers the columns to write. */
  const prepare = async (tx: Tx, body: Body) => {
    const [order] = await tx
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.id, body.serviceOrderId))
      .for('share');
    if (!order) throw badRequest('VALIDATION_ERROR', { serviceOrderId: [msg('validation.invalid')] });
    if (order.status === 'canceled' || order.status === 'finished')
      throw badRequest('VALIDATION_ERROR', { serviceOrderId: [msg('validation.serviceOrderClosed')] });
    const vehicles = await checkVehicles(tx, body);
    for (const field of ['driverId', 'coDriverId'] as const) {
      const id = nullable(body[field]);
      if (id !== null && !(await employeeIsDriver(tx, id)))
        throw badRequest('VALIDATION_ERROR', { [field]: [msg('validation.notADriver')] });
    }
    // The fares are read through the pool: routeTollCost reads its booths in parallel, which one
    // transaction's connection must not do; fares are master data this transaction does not write.
    const expectedTolls = await tollsOf(db, order.routeId, vehicles.axles, body.plannedDeparture);
    return {
      order,
      columns: {
        serviceOrderId: order.id,
        routeId: order.routeId,
        tractorId: body.tractorId,
        semitrailerId: nullable(body.semitrailerId),
        driverId: body.driverId,
        coDriverId: nullable(body.coDriverId),
        plannedDeparture: new Date(body.plannedDeparture),
        plannedArrival: new Date(body.plannedArrival),
        expectedTolls,
        fuelAllowance: body.fuelAllowance,
        otherAllowance: body.otherAllowance,
        observations: body.observations ?? null,
      },
    };
  };

  const crewOf = (body: { driverId: number; coDriverId?: number | null }) =>
    [body.driverId, nullable(body.coDriverId)].filter((x): x is number => x !== null);

  const tripViatics = (id: number, code: string, body: Body, routeId: number): TripViatics => ({
    travelOrderId: id,
    routeId,
    employeeIds: crewOf(body),
    startDate: limaDate(body.plannedDeparture),
    endDate: limaDate(body.plannedArrival),
    purpose: `Viaje ${code}`,
  });

  /** Tells these crew members (never the acting user) they were put on, or taken off, the trip. */
  const tellCrew = async (
    tx: Tx,
    actor: Actor,
    employeeIds: number[],
    what: 'tripAssigned' | 'tripUnassigned',
    code: string,
    body: Body,
  ) => {
    if (employeeIds.length === 0) return;
    const ids: (number | null)[] = [];
    for (const id of employeeIds) ids.push(await userOfEmployee(tx, id));
    await notifyInTheirLanguage(
      tx,
      ids.filter((u) => u !== actor.user.id),
      {
        type: what === 'tripAssigned' ? 'travel_order.assigned' : 'travel_order.unassigned',
        key: `operations.notify.${what}`,
        params: { text: `${code} · ${limaDate(body.plannedDeparture)} → ${limaDate(body.plannedArrival)}` },
        link: '/driver',
      },
    );
  };

  return {
    list: (query: TTravelOrderListQuery & { page: number; perPage: number }) => listTravelOrders(db, query),
    get: (id: number) => detail(id),
    formOptions: () => travelOrderFormOptions(db),

    tollEstimate: async (q: {
      routeId: number;
      tractorId: number;
      semitrailerId?: number | null;
      date: string;
    }) => {
      const tractor = await findVehicle(db, q.tractorId);
      if (!tractor) throw badRequest('VALIDATION_ERROR', { tractorId: [msg('validation.invalid')] });
      const trailer = q.semitrailerId ? await findVehicle(db, q.semitrailerId) : null;
      if (q.semitrailerId && !trailer)
        throw badRequest('VALIDATION_ERROR', { semitrailerId: [msg('validation.invalid')] });
      const cost = await routeTollCost(db, q.routeId, tractor.axles + (trailer?.axles ?? 0), q.date);
      if (!cost) throw badRequest('VALIDATION_ERROR', { routeId: [msg('validation.invalid')] });
      return cost;
    },

    create: async (actor: Actor, body: Body) => {
      const id = await db.transaction(async (tx) => {
        const { columns } = await prepare(tx, body);
        await assertFree(tx, body, null);
        const year = limaDate(body.plannedDeparture).slice(0, 4);
        await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${Number(year)})`);
        const code = await nextCode(tx, 'travel_orders', `OV-${year}-`);
        const [row] = await tx
          .insert(travelOrders)
          .values({ ...columns, code, createdBy: actor.user.id, updatedBy: actor.user.id })
          .returning({ id: travelOrders.id });
        if (!row) throw notFound();
        await tx
          .insert(travelOrderEvents)
          .values({ travelOrderId: row.id, kind: 'created', toState: 'registered', actorId: actor.user.id });
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'travel_order',
          entityId: row.id,
          after: { code, ...columns },
        });
        await createTripViatics(tx, actor, tripViatics(row.id, code, body, columns.routeId));
        await announceTripAdvance(tx, { id: row.id, code, ...columns }, actor.user.id);
        await tellCrew(tx, actor, crewOf(body), 'tripAssigned', code, body);
        return row.id;
      });
      return detail(id);
    },

    /**
     * While registered: the trip is re-planned. Viatics follow the new plan without paying anyone
     * twice (`replanTripViatics`); whoever joins the crew is told of the trip, whoever leaves it too.
     */
    update: async (actor: Actor, body: Body & { id: number }) => {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(travelOrders)
          .where(eq(travelOrders.id, body.id))
          .for('update');
        if (!before) throw notFound();
        if (before.state !== 'registered') throw conflict('INVALID_CHANGE');
        const { columns } = await prepare(tx, body);
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
      return detail(body.id);
    },

    changeState: async (actor: Actor, body: TTravelOrderChangeStateBody) => {
      await db.transaction((tx) =>
        changeTravelOrderState(tx, actor, { id: body.id, to: body.to, note: body.note }),
      );
      return detail(body.id);
    },

    export: async (query: TTravelOrderListQuery, lang: Language) => {
      const { data } = await listTravelOrders(db, {
        ...query,
        page: 1,
        perPage: EXPORT_MAX_ROWS,
        sortDesc: query.sortDesc ?? false,
      });
      const t = (key: string) => translateMessage(lang, `columns.${key}`);
      return toXlsx(
        t('travelOrders'),
        [
          { header: t('code'), width: 16, value: (r) => r.code },
          { header: t('serviceOrder'), width: 16, value: (r) => r.serviceOrderCode },
          { header: t('client'), width: 28, value: (r) => r.clientName },
          { header: t('route'), width: 36, value: (r) => r.routeName },
          { header: t('tractor'), width: 10, value: (r) => r.tractorPlate },
          { header: t('semitrailer'), width: 10, value: (r) => r.semitrailerPlate },
          { header: t('driver'), width: 30, value: (r) => r.driverName },
          { header: t('coDriver'), width: 30, value: (r) => r.coDriverName },
          { header: t('plannedDeparture'), width: 18, value: (r) => new Date(r.plannedDeparture) },
          { header: t('plannedArrival'), width: 18, value: (r) => new Date(r.plannedArrival) },
          { header: t('expectedTolls'), width: 12, value: (r) => Number(r.expectedTolls) },
          { header: t('fuelAllowance'), width: 12, value: (r) => Number(r.fuelAllowance) },
          { header: t('otherAllowance'), width: 12, value: (r) => Number(r.otherAllowance) },
          {
            header: t('status'),
            width: 14,
            value: (r) => translateMessage(lang, `operations.state.${r.state}`),
          },
        ],
        data,
      );
    },

    pdf: async (id: number, lang: Language) => {
      const trip = await detail(id);
      const company = (
        await db.execute<{ name: string; ruc: string; address: string | null }>(
          sql`select c.name, c.ruc, c.address from companies c join service_orders so on so.company_id = c.id where so.id = ${trip.serviceOrderId}`,
        )
      ).rows[0];
      const advanced = centsToMoney(
        moneyToCents(trip.expectedTolls) +
          moneyToCents(trip.fuelAllowance) +
          moneyToCents(trip.otherAllowance),
      );
      return {
        pdf: await travelOrderPdf(lang, { trip, company: company ?? null, advanced }),
        fileName: `${trip.code}.pdf`,
      };
    },
  };
};

export type TravelOrderService = ReturnType<typeof createTravelOrderService>;
