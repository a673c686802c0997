import type { TravelOrderState } from '@zerg/shared';
import { asc, eq } from 'drizzle-orm';
import { clients } from '../../src/modules/clients/index.ts';
import { vehicles } from '../../src/modules/fleet/index.ts';
import { serviceOrders, travelOrders } from '../../src/modules/operations/index.ts';
import { travelRoutes } from '../../src/modules/routes/index.ts';
import type { TestContext } from './test-app.ts';

let seq = 0;

/**
 * A service order and one trip written straight into the operations tables, with fixture
 * allowances: the tests of document orders and settlements do not go through operations' service.
 */
export const insertTrip = async (
  ctx: TestContext,
  o: { state?: TravelOrderState; tolls?: string; fuel?: string; other?: string; driverId?: number } = {},
) => {
  const db = ctx.database.db;
  seq += 1;
  const tag = `${process.pid % 1000}${String(seq).padStart(4, '0')}`;
  const [client] = await db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).limit(1);
  const [route] = await db
    .select({ id: travelRoutes.id })
    .from(travelRoutes)
    .orderBy(asc(travelRoutes.id))
    .limit(1);
  const [tractor] = await db
    .select({ id: vehicles.id, typeId: vehicles.typeId })
    .from(vehicles)
    .orderBy(asc(vehicles.id))
    .limit(1);
  if (!client || !route || !tractor) throw new Error('the demo seed has no client, route or vehicle');
  const [so] = await db
    .insert(serviceOrders)
    .values({
      code: `OS-T-${tag}`,
      companyId: 1,
      clientId: client.id,
      routeId: route.id,
      vehicleTypeId: tractor.typeId,
      cargoDescription: 'Harina de trigo en sacos',
      weightKg: '25000.00',
      startDate: '2026-11-02',
      endDate: '2026-11-04',
      currency: 'PEN',
      price: '3900.00',
    })
    .returning({ id: serviceOrders.id });
  const state = o.state ?? 'finished';
  const [trip] = await db
    .insert(travelOrders)
    .values({
      code: `OV-T-${tag}`,
      serviceOrderId: so!.id,
      tractorId: tractor.id,
      driverId: o.driverId ?? 5,
      routeId: route.id,
      plannedDeparture: new Date('2026-11-02T06:00:00-05:00'),
      plannedArrival: new Date('2026-11-03T18:00:00-05:00'),
      finishedAt: state === 'finished' ? new Date('2026-11-04T17:00:00-05:00') : null,
      expectedTolls: o.tolls ?? '100.00',
      fuelAllowance: o.fuel ?? '500.00',
      otherAllowance: o.other ?? '0.00',
      state,
    })
    .returning({ id: travelOrders.id, code: travelOrders.code });
  return trip!;
};

export const tripRow = async (ctx: TestContext, id: number) => {
  const [row] = await ctx.database.db.select().from(travelOrders).where(eq(travelOrders.id, id));
  return row!;
};

/** An approved (status 2) viatic of the trip's driver pointing at the trip. */
export const insertTripViatic = async (ctx: TestContext, travelOrderId: number, total: string) => {
  await ctx.database.pool.query(
    `insert into viatics (employee_id, zone_id, start_date, end_date, days, nights, daily_food, daily_lodging,
       daily_local_transport, total, purpose, status, travel_order_id)
     select 5, (select min(id) from zones), '2026-11-02', '2026-11-04', 3, 2, 0, 0, 0, $1, 'Viaje', 2, $2`,
    [total, travelOrderId],
  );
};
