import { limaDate, ROLE_IDS, type TravelOrderState } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { createTripViatics } from '../viatics/index.ts';
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
type Res = { id: number; freeAt: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** What each kind of client ships, by a word of its name (the demo clients' sectors). */
const CARGO_BY_CLIENT: [RegExp, string[]][] = [
  [/cement/i, ['Cemento en bolsas de 42.5 kg', 'Cemento a granel en big bags']],
  [/miner/i, ['Concentrado de cobre en big bags', 'Bolas de acero para molienda', 'Reactivos en cilindros']],
  [
    /agroexport|agrícola/i,
    ['Uva de mesa refrigerada', 'Espárrago fresco refrigerado', 'Palta Hass en jabas'],
  ],
  [/cervecer/i, ['Cerveza en cajas', 'Envases retornables']],
  [/bebidas/i, ['Bebidas embotelladas en paletas', 'Agua de mesa en paletas']],
  [/acero/i, ['Bobinas de acero laminado', 'Fierro de construcción']],
  [/supermercado|retail/i, ['Abarrotes y conservas', 'Productos de consumo masivo en paletas']],
  [/combustible/i, ['Lubricantes en cilindros', 'Aditivos y grasas en paletas']],
  [/textil/i, ['Prendas de algodón en cajas', 'Rollos de tela']],
  [/pesquer/i, ['Harina de pescado en sacos', 'Conservas de pescado en cajas']],
  [/ferreter/i, ['Materiales de ferretería', 'Tubos de PVC y accesorios']],
  [/molino/i, ['Harina de trigo en sacos', 'Fideos y galletas en cajas']],
  [/química/i, ['Productos químicos en cilindros']],
  [/avícola/i, ['Alimento balanceado en sacos']],
  [/vidrier/i, ['Envases de vidrio en paletas']],
  [/vino/i, ['Vinos y piscos en cajas']],
  [/constructora/i, ['Fierro de construcción', 'Agregados en big bags']],
];
const GENERAL_CARGO = ['Carga general paletizada'];
const cargoOf = (client: string, n: number) => {
  const list = CARGO_BY_CLIENT.find(([word]) => word.test(client))?.[1] ?? GENERAL_CARGO;
  return list[n % list.length] as string;
};

/** Who drives: tractor drivers take tractor and semi-trailer trips, truck drivers the rigid trucks. */
const TRACTOR_DRIVER = 'Conductor de Tracto';
const TRUCK_DRIVER = 'Conductor de Camión';
const LOADER = 'Ayudante de Carga';

/** Tolls of the route for the axles on a day: the sum of the booths' fares in force. */
const tollsOn = async (tx: Tx, routeId: number, axles: number, day: string) => {
  const res = await tx.execute<{
    total: string;
  }>(sql`select coalesce(sum(f.amount), 0)::numeric(12,2)::text as total
    from travel_route_tolls rt join toll_fares f on f.toll_id = rt.toll_id
    where rt.route_id = ${routeId} and f.axles = ${axles} and f.valid_from <= ${day}::date
      and (f.valid_to is null or f.valid_to >= ${day}::date)`);
  return res.rows[0]?.total ?? '0.00';
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
  const [user] = (
    await tx.execute<{ id: number }>(sql`select id from users where email = ${options.operationsEmail}`)
  ).rows;
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
  const rates = (
    await tx.execute<Rate>(sql`select r.id, r.client_id, r.route_id, r.vehicle_type_id, vt.name as type_name, r.amount::text as amount,
        r.currency, tr.distance_km::float as distance_km, tr.expected_hours::float as hours, c.legal_name as client_name
      from rates r join vehicle_types vt on vt.id = r.vehicle_type_id join travel_routes tr on tr.id = r.route_id
        join clients c on c.id = r.client_id
      where r.status = 'active' and r.valid_from <= ${today}::date and (r.valid_to is null or r.valid_to >= ${today}::date)
        and vt.name in ('Tracto', 'Camión') and exists (select 1 from travel_route_tolls t where t.route_id = r.route_id)
      order by r.id`)
  ).rows;
  if (rates.length === 0) return;
  /** Vehicles of a type with SOAT and inspection in force from 35 days ago to 10 days ahead. */
  const fleet = async (type: string) =>
    (
      await tx.execute<{
        id: number;
        axles: number;
      }>(sql`select v.id, v.axles from vehicles v join vehicle_types vt on vt.id = v.type_id
        where vt.name = ${type} and v.is_active and (
          select count(distinct d.kind) from vehicle_documents d where d.vehicle_id = v.id
            and d.kind in ('soat', 'technical_inspection')
            and d.issue_date <= ${today}::date - 35 and d.expiry_date >= ${today}::date + 10) = 2
        order by v.id`)
    ).rows.map((r) => ({ id: Number(r.id), axles: Number(r.axles), freeAt: 0 }));
  const tractors = await fleet('Tracto');
  const trailers = await fleet('Semirremolque');
  const trucks = await fleet('Camión');
  const staff = (
    await tx.execute<{ id: number; position: string }>(sql`select e.id, p.name as position
      from employees e join employee_jobs ej on ej.employee_id = e.id join positions p on p.id = ej.position_id
      where e.is_active and ej.personal_type = 'operations' and e.id <> ${options.driverEmployeeId}
        and p.name in (${TRACTOR_DRIVER}, ${TRUCK_DRIVER}, ${LOADER})
      order by e.id`)
  ).rows.map((r) => ({ id: Number(r.id), position: String(r.position), freeAt: 0 }));
  const tractorDrivers: Res[] = staff.filter((x) => x.position === TRACTOR_DRIVER);
  const truckDrivers: Res[] = staff.filter((x) => x.position === TRUCK_DRIVER);
  const loaders: Res[] = staff.filter((x) => x.position === LOADER);
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
    if (viatics.length > 0 && state !== 'registered') {
      const ids = sql.join(
        viatics.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(
        state === 'canceled'
          ? sql`update viatics set status = 3, rejected_by = ${actor.user.id}, rejected_at = ${start.toISOString()}, reject_reason = 'Viaje anulado' where id in (${ids})`
          : sql`update viatics set status = 2, chief_approved_by = ${actor.user.id}, chief_approved_at = ${start.toISOString()},
              hr_approved_by = ${actor.user.id}, hr_approved_at = ${start.toISOString()} where id in (${ids})`,
      );
    }
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
