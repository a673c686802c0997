import { limaDate, ROLE_IDS, type TravelOrderState } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { findClient } from '../clients/index.ts';
import { ratesInForceOn } from '../rates/index.ts';
import { routesById } from '../routes/index.ts';
import { findCredentials } from '../users/index.ts';
import { createTripViatics, decideDemoTripViatics } from '../viatics/index.ts';
import { cargoOf } from './operations-seed-data.ts';
import { DAY, demoResources, HOUR, type Res, tollsOn } from './operations-seed-resources.ts';
import { serviceOrders } from './service-order.table.ts';
import { travelOrderEvents, travelOrders } from './travel-order.table.ts';

type Rate = {
  id: number;
  client_id: number;
  route_id: number;
  vehicle_type_id: number;
  type_name: string;
  amount: string;
  currency: 'PEN' | 'USD';
  distance_km: number;
  hours: number;
  client_name: string;
};

/**
 * The active rates in force today of tractors and rigid trucks on routes that pass a toll, by id,
 * with what the trips plan with: the route's distance and hours, the client's legal name.
 */
const demoRates = async (tx: Tx, today: string): Promise<Rate[]> => {
  const inForce = (await ratesInForceOn(tx, today)).filter((r) =>
    ['Tracto', 'Camión'].includes(r.vehicleTypeName),
  );
  const routes = await routesById(
    tx,
    inForce.map((r) => r.routeId),
  );
  const rates: Rate[] = [];
  for (const r of inForce) {
    const route = routes.get(r.routeId);
    const client = await findClient(tx, r.clientId);
    if (!route?.hasTolls || !client) continue;
    rates.push({
      id: r.id,
      client_id: r.clientId,
      route_id: r.routeId,
      vehicle_type_id: r.vehicleTypeId,
      type_name: r.vehicleTypeName,
      amount: r.amount,
      currency: r.currency,
      distance_km: route.distanceKm,
      hours: route.expectedHours,
      client_name: client.legalName,
    });
  }
  return rates;
};

/**
 * A month of trips of the demo carrier: about sixty travel orders from thirty days ago to next week
 * on the seeded routes, clients' rates, vehicles with documents in force and drivers (by their
 * position: tractor or truck drivers, loaders as co-drivers when no driver is free), each in the
 * state its dates give (finished, returned, returning, initiated, registered, a few canceled), with
 * their service orders, timelines and viatics. The demo driver (employee 5) has past finished
 * trips, one trip under way now and the next one registered. No trip is settled: the settlements
 * screen has finished trips to work on. Written in plain inserts: the seed must stay fast.
 */
export const insertDemoOperations = async (
  tx: Tx,
  options: { operationsEmail: string; driverEmployeeId: number },
) => {
  const now = Date.now();
  const today = limaDate(new Date(now));
  const user = await findCredentials(tx, options.operationsEmail);
  if (!user) return;
  const actor = {
    user: {
      id: Number(user.id),
      sessionId: 'seed',
      email: options.operationsEmail,
      roleId: ROLE_IDS.ADMIN,
      isCeo: false,
      employeeId: null,
      sections: new Set<number>(),
      modules: new Set<number>(),
    },
    ip: '127.0.0.1',
    requestId: 'seed',
  } satisfies Actor;
  const rates = await demoRates(tx, today);
  if (rates.length === 0) return;
  const { tractors, trailers, trucks, tractorDrivers, truckDrivers, loaders } = await demoResources(
    tx,
    today,
    options.driverEmployeeId,
  );
  const me: Res = { id: options.driverEmployeeId, freeAt: 0 };
  if (tractors.length === 0 || trailers.length === 0 || tractorDrivers.length === 0) return;

  const take = <T extends Res>(pool: T[], from: number) => {
    const free = pool.find((r) => r.freeAt <= from);
    return free ?? null;
  };
  const seq = { OS: new Map<string, number>(), OV: new Map<string, number>() };
  const code = (kind: 'OS' | 'OV', at: Date) => {
    const year = limaDate(at).slice(0, 4);
    const n = (seq[kind].get(year) ?? 0) + 1;
    seq[kind].set(year, n);
    return `${kind}-${year}-${String(n).padStart(6, '0')}`;
  };

  // Departures every ~17 hours from 30 days ago to 6 days ahead, at Lima working hours.
  // Every sixth order is a shipment too big for one truck: a second trip of the same order leaves
  // three hours after the first.
  type Planned = { departure: number; rate: Rate; driver: Res | null; order: number };
  const plan: Planned[] = [];
  let k = 0;
  for (let t = now - 30 * DAY; t < now + 6 * DAY; t += 17 * HOUR) {
    const rate = rates[k % rates.length] as Rate;
    const departure = Math.floor(t / HOUR) * HOUR;
    plan.push({ departure, rate, driver: null, order: k });
    if (k % 6 === 4) plan.push({ departure: departure + 3 * HOUR, rate, driver: null, order: k });
    k += 1;
  }
  // The demo driver: finished trips 25, 16 and 9 days ago, one leaving in two hours (the one they
  // start from the phone), the next in four days.
  for (const offset of [-25 * DAY, -16 * DAY, -9 * DAY, 2 * HOUR, 4 * DAY]) {
    const rate = rates.find((r) => r.type_name === 'Tracto') ?? (rates[0] as Rate);
    plan.push({ departure: Math.floor((now + offset) / HOUR) * HOUR, rate, driver: me, order: k });
    k += 1;
  }
  plan.sort((a, b) => a.departure - b.departure);

  const orders = new Map<number, number>();
  let n = 0;
  for (const p of plan) {
    n += 1;
    const roundTrip = Math.max(10, p.rate.hours) * 2 + 12;
    const departure = p.departure;
    const arrival = departure + Math.round(roundTrip) * HOUR;
    const rigid = p.rate.type_name !== 'Tracto';
    const tractor = rigid ? take(trucks, departure) : take(tractors, departure);
    const trailer = rigid ? null : take(trailers, departure);
    const driver = p.driver ?? take(rigid ? truckDrivers : tractorDrivers, departure);
    // A long trip takes a second driver when one is free, else a loader rides along.
    const coDriver =
      p.rate.hours > 14 && n % 2 === 0
        ? (take(
            [...tractorDrivers, ...truckDrivers].filter((x) => x !== driver),
            departure,
          ) ?? take(loaders, departure))
        : null;
    if (!tractor || (!rigid && !trailer) || !driver) continue;
    const gap = 8 * HOUR;
    for (const r of [tractor, trailer, driver, coDriver]) if (r) r.freeAt = arrival + gap;

    // Its state from the dates: past → finished (a few returned or canceled), under way → initiated or returning.
    let state: TravelOrderState;
    if (p.driver === me) state = departure > now ? 'registered' : arrival < now ? 'finished' : 'initiated';
    else if (departure > now) state = 'registered';
    else if (arrival > now) state = now - departure > (arrival - departure) / 2 ? 'returning' : 'initiated';
    else if (n % 11 === 0) state = 'canceled';
    else if (arrival > now - 2 * DAY) state = 'returned';
    else state = 'finished';

    const start = new Date(departure - 2 * DAY);
    const shared = orders.get(p.order);
    const [order] = shared
      ? [{ id: shared }]
      : await tx
          .insert(serviceOrders)
          .values({
            code: code('OS', new Date(departure)),
            companyId: 1,
            clientId: p.rate.client_id,
            routeId: p.rate.route_id,
            vehicleTypeId: p.rate.vehicle_type_id,
            cargoDescription: cargoOf(p.rate.client_name, n),
            weightKg: rigid ? `${8000 + (n % 5) * 500}.00` : `${24000 + (n % 7) * 1000}.00`,
            volumeM3: rigid ? '40.00' : '80.00',
            packages: 10 + (n % 9) * 20,
            startDate: limaDate(new Date(departure)),
            endDate: limaDate(new Date(arrival)),
            rateId: p.rate.id,
            ratePrice: p.rate.amount,
            currency: p.rate.currency,
            price: p.rate.amount,
            status:
              state === 'finished'
                ? 'finished'
                : state === 'registered'
                  ? 'registered'
                  : state === 'canceled'
                    ? 'canceled'
                    : 'in_progress',
            createdBy: actor.user.id,
            updatedBy: actor.user.id,
            createdAt: start,
            updatedAt: start,
          })
          .returning({ id: serviceOrders.id });
    if (!order) continue;
    orders.set(p.order, order.id);
    const axles = tractor.axles + (trailer?.axles ?? 0);
    const ov = code('OV', new Date(departure));
    const stamps = {
      startedAt: ['initiated', 'returning', 'returned', 'finished'].includes(state)
        ? new Date(departure + HOUR / 2)
        : null,
      returnedAt: ['returned', 'finished'].includes(state) ? new Date(arrival - HOUR) : null,
      finishedAt: state === 'finished' ? new Date(arrival + 6 * HOUR) : null,
    };
    const [trip] = await tx
      .insert(travelOrders)
      .values({
        code: ov,
        serviceOrderId: order.id,
        tractorId: tractor.id,
        semitrailerId: trailer?.id ?? null,
        driverId: driver.id,
        coDriverId: coDriver?.id ?? null,
        routeId: p.rate.route_id,
        plannedDeparture: new Date(departure),
        plannedArrival: new Date(arrival),
        ...stamps,
        expectedTolls: await tollsOn(tx, p.rate.route_id, axles, limaDate(new Date(departure))),
        fuelAllowance: (Math.round(p.rate.distance_km * 2 * 1.6 * 100) / 100).toFixed(2),
        otherAllowance: n % 3 === 0 ? '150.00' : '0.00',
        state,
        createdBy: actor.user.id,
        updatedBy: actor.user.id,
        createdAt: start,
        updatedAt: start,
      })
      .returning({ id: travelOrders.id });
    if (!trip) continue;
    const events: (typeof travelOrderEvents.$inferInsert)[] = [
      { travelOrderId: trip.id, kind: 'created', toState: 'registered', actorId: actor.user.id, at: start },
    ];
    const steps: [TravelOrderState, TravelOrderState, Date | null][] =
      state === 'canceled'
        ? [['registered', 'canceled', new Date(departure - 12 * HOUR)]]
        : [
            ['registered', 'initiated', stamps.startedAt],
            [
              'initiated',
              'returning',
              ['returning', 'returned', 'finished'].includes(state)
                ? new Date(departure + (arrival - departure) / 2)
                : null,
            ],
            ['returning', 'returned', stamps.returnedAt],
            ['returned', 'finished', stamps.finishedAt],
          ];
    for (const [from, to, at] of steps) {
      if (!at) break;
      events.push({
        travelOrderId: trip.id,
        kind: 'state',
        fromState: from,
        toState: to,
        note: to === 'canceled' ? 'El cliente reprogramó el despacho' : null,
        actorId: actor.user.id,
        at,
      });
    }
    await tx.insert(travelOrderEvents).values(events);
    const viatics = await createTripViatics(tx, actor, {
      travelOrderId: trip.id,
      routeId: p.rate.route_id,
      employeeIds: [driver.id, ...(coDriver ? [coDriver.id] : [])],
      startDate: limaDate(new Date(departure)),
      endDate: limaDate(new Date(arrival)),
      purpose: `Viaje ${ov}`,
    });
    if (state !== 'registered')
      await decideDemoTripViatics(tx, {
        ids: viatics,
        approved: state !== 'canceled',
        by: actor.user.id,
        at: start,
      });
  }
  // An order of two trips follows both, as the state machine keeps it (syncServiceOrder): it ends
  // when its last trip arrives and is finished only when every trip not canceled is.
  await tx.execute(sql`update service_orders so set
      end_date = greatest(so.end_date, c.last_day),
      status = case when c.live = 0 then 'canceled'
        when c.finished = c.live then 'finished'
        when c.started > 0 then 'in_progress' else 'registered' end
    from (select service_order_id,
        max((planned_arrival at time zone 'America/Lima')::date) as last_day,
        count(*) filter (where state <> 'canceled') as live,
        count(*) filter (where state in ('initiated', 'returning', 'returned', 'finished')) as started,
        count(*) filter (where state = 'finished') as finished
      from travel_orders group by service_order_id having count(*) > 1) c
    where c.service_order_id = so.id`);
};
