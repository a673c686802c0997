import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from '../clients/index.ts';
import { vehicles, vehicleTypes } from '../fleet/index.ts';
import { serviceOrders, travelOrderEvents, travelOrders } from '../operations/index.ts';
import { companies } from '../references/index.ts';
import { routeCodes, travelRoutes } from '../routes/index.ts';

const vehicleOfType = async (tx: DbOrTx, typeName: string) => {
  const [row] = await tx
    .select({ id: vehicles.id, typeId: vehicles.typeId })
    .from(vehicles)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.typeId))
    .where(and(eq(vehicleTypes.name, typeName), eq(vehicles.isActive, true)))
    .orderBy(asc(vehicles.id))
    .limit(1);
  return row ?? null;
};

/**
 * The demo driver's phone needs a trip to show: one registered trip Lima → Trujillo leaving today
 * at 14:00 Lima time, for the employee, written only when they have no trip at all (the operations
 * seed, when it gives them trips, makes this a no-op). Returns the trip's id, or null.
 */
export const insertDemoDriverTrip = async (
  tx: DbOrTx,
  employeeId: number,
  now = new Date(),
): Promise<number | null> => {
  const [existing] = await tx
    .select({ id: travelOrders.id })
    .from(travelOrders)
    .where(or(eq(travelOrders.driverId, employeeId), eq(travelOrders.coDriverId, employeeId)))
    .limit(1);
  if (existing) return null;
  const [route] = await tx
    .select({ id: travelRoutes.id, hours: travelRoutes.expectedHours })
    .from(travelRoutes)
    .innerJoin(routeCodes, eq(routeCodes.id, travelRoutes.routeCodeId))
    .where(eq(travelRoutes.isActive, true))
    .orderBy(sql`${routeCodes.code} not like 'LIM-TRU%'`, asc(travelRoutes.id))
    .limit(1);
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.isActive, true))
    .orderBy(asc(clients.id))
    .limit(1);
  const [company] = await tx.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  const tractor = await vehicleOfType(tx, 'Tracto');
  const trailer = await vehicleOfType(tx, 'Semirremolque');
  if (!route || !client || !company || !tractor) return null;

  const limaToday = new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
  const departure = new Date(`${limaToday}T19:00:00Z`);
  const arrival = new Date(departure.getTime() + Math.max(1, route.hours) * 3_600_000);
  const year = limaToday.slice(0, 4);
  const sequence = async (table: 'service_orders' | 'travel_orders') => {
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int + 1 as n from ${sql.identifier(table)} where code like ${`%-${year}-%`}`,
    );
    return String(rows[0]?.n ?? 1).padStart(6, '0');
  };
  const [order] = await tx
    .insert(serviceOrders)
    .values({
      code: `OS-${year}-${await sequence('service_orders')}`,
      companyId: company.id,
      clientId: client.id,
      routeId: route.id,
      vehicleTypeId: tractor.typeId,
      cargoDescription: 'Abarrotes paletizados (arroz, azúcar y aceite)',
      weightKg: '24500.00',
      packages: 28,
      startDate: limaToday,
      endDate: new Date(arrival.getTime() - 5 * 3_600_000).toISOString().slice(0, 10),
      currency: 'PEN',
      price: '4850.00',
    })
    .returning({ id: serviceOrders.id });
  if (!order) return null;
  const [trip] = await tx
    .insert(travelOrders)
    .values({
      code: `OV-${year}-${await sequence('travel_orders')}`,
      serviceOrderId: order.id,
      tractorId: tractor.id,
      semitrailerId: trailer?.id ?? null,
      driverId: employeeId,
      routeId: route.id,
      plannedDeparture: departure,
      plannedArrival: arrival,
      expectedTolls: '186.40',
      fuelAllowance: '1450.00',
      otherAllowance: '80.00',
      observations: 'Entregar en el almacén del cliente antes de las 18:00.',
    })
    .returning({ id: travelOrders.id });
  if (!trip) return null;
  await tx
    .insert(travelOrderEvents)
    .values({ travelOrderId: trip.id, kind: 'created', toState: 'registered' });
  return trip.id;
};
