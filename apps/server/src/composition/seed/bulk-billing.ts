import { parseArgs } from 'node:util';
import { addMonths, isRuc, type TClientCreateBody } from '@zerg/shared';
import { asc, inArray, like, sql } from 'drizzle-orm';
import { loadConfig } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { billingClientSettings } from '../../modules/billing/index.ts';
import { clients, insertDemoClients } from '../../modules/clients/index.ts';
import { serviceOrders, travelOrders } from '../../modules/operations/index.ts';
import { rates } from '../../modules/rates/index.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { openDatabase } from '../open-database.ts';
import { createRandom } from './random.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * `npm run seed:billing -- --clients 200 --trips 10000 [--period YYYY-MM] [--seed N]`: adds clients
 * with RUC, each with dated rates on a few demo routes (one until the 15th of the period, another
 * from the 16th) and a service order per route, and finished trips of one month spread over them
 * at random, for the billing benchmark. The demo company first when the database is empty. Codes
 * start with BB- and RUCs with 2060, so a second run finds them and adds nothing. The same seed
 * gives the same data on every machine.
 */
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    trips: { type: 'string', default: '10000' },
    period: { type: 'string', default: addMonths(limaToday().slice(0, 7), -1) },
    seed: { type: 'string', default: '2028' },
  },
});
const clientCount = Number(values.clients);
const tripCount = Number(values.trips);
const seed = Number(values.seed);
const period = values.period;
if (![clientCount, tripCount, seed].every(Number.isInteger) || clientCount < 1 || clientCount > 9999) {
  console.error('--clients (1 to 9999), --trips and --seed must be whole numbers');
  process.exit(1);
}
if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) {
  console.error('--period must be YYYY-MM');
  process.exit(1);
}

/** The n-th bench RUC: 2060, six digits + its check digit (the SUNAT rule `isRuc` checks). */
const benchRuc = (n: number) => {
  const base = `2060${String(n).padStart(6, '0')}`;
  for (let d = 0; d <= 9; d++) if (isRuc(`${base}${d}`)) return `${base}${d}`;
  throw new Error(`no check digit for ${base}`);
};
const daysIn = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
const ROUTES_PER_CLIENT = 3;
const TERMS = [0, 15, 30, 45, 60];

const generate = async (db: Database['db']) => {
  const started = Date.now();
  console.log(`seed ${seed}: ${clientCount} clients, ${tripCount} trips in ${period}`);
  const r = createRandom(seed);
  // The demo's route and vehicle type pairs (priced, real routes) and one of its crews.
  const pairs = await db
    .selectDistinct({ routeId: serviceOrders.routeId, vehicleTypeId: serviceOrders.vehicleTypeId })
    .from(serviceOrders)
    .orderBy(asc(serviceOrders.routeId), asc(serviceOrders.vehicleTypeId));
  const [crew] = await db
    .select({
      companyId: serviceOrders.companyId,
      tractorId: travelOrders.tractorId,
      driverId: travelOrders.driverId,
    })
    .from(travelOrders)
    .innerJoin(serviceOrders, sql`${serviceOrders.id} = ${travelOrders.serviceOrderId}`)
    .orderBy(asc(travelOrders.id))
    .limit(1);
  if (!crew || pairs.length < ROUTES_PER_CLIENT) throw new Error('the demo company has no trips to copy');

  const bodies: TClientCreateBody[] = Array.from({ length: clientCount }, (_, i) => ({
    documentType: 'RUC',
    documentNumber: benchRuc(i + 1),
    legalName: `Cliente de Prueba ${String(i + 1).padStart(3, '0')} S.A.C.`,
    paymentTermDays: r.pick(TERMS),
    currency: 'PEN',
    creditLimit: '500000.00',
  }));
  await db.transaction((tx) => insertDemoClients(tx, bodies));
  const clientRows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      inArray(
        clients.documentNumber,
        bodies.map((b) => b.documentNumber),
      ),
    )
    .orderBy(asc(clients.documentNumber));

  const middle = `${period}-15`;
  const sixteenth = `${period}-16`;
  const orders: { clientId: number; routeId: number; id: number }[] = [];
  await db.transaction(async (tx) => {
    const rateRows: (typeof rates.$inferInsert)[] = [];
    const orderRows: (typeof serviceOrders.$inferInsert)[] = [];
    for (const [i, { id: clientId }] of clientRows.entries()) {
      const start = r.int(0, pairs.length - 1);
      for (let k = 0; k < ROUTES_PER_CLIENT; k++) {
        const pair = pairs[(start + k) % pairs.length];
        if (!pair) continue;
        // Two dated rates: the second half of the month costs a little more.
        const amount = r.int(80, 900) * 10;
        rateRows.push(
          {
            clientId,
            ...pair,
            currency: 'PEN',
            amount: `${amount}.00`,
            validFrom: `${addMonths(period, -6)}-01`,
            validTo: middle,
          },
          {
            clientId,
            ...pair,
            currency: 'PEN',
            amount: `${amount + 50}.00`,
            validFrom: sixteenth,
            validTo: null,
          },
        );
        orderRows.push({
          code: `OS-BB-${String(i + 1).padStart(3, '0')}-${k + 1}`,
          companyId: crew.companyId,
          clientId,
          ...pair,
          cargoDescription: 'Carga general',
          weightKg: '28000',
          startDate: `${period}-01`,
          endDate: `${period}-${daysIn(period)}`,
          currency: 'PEN',
          price: `${amount}.00`,
          status: 'finished',
        });
      }
    }
    await tx.insert(rates).values(rateRows);
    orders.push(
      ...(await tx.insert(serviceOrders).values(orderRows).returning({
        clientId: serviceOrders.clientId,
        routeId: serviceOrders.routeId,
        id: serviceOrders.id,
      })),
    );
    // Half the clients are invoiced once per period, the others once per service order (the default).
    await tx
      .insert(billingClientSettings)
      .values(
        clientRows
          .filter((_, i) => i % 2 === 0)
          .map((c) => ({ clientId: c.id, grouping: 'period' as const })),
      );
  });

  const days = daysIn(period);
  for (let done = 0; done < tripCount; ) {
    const size = Math.min(1000, tripCount - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const order = r.pick(orders);
      const day = String(r.int(1, days)).padStart(2, '0');
      const hour = r.int(5, 20);
      // Lima is UTC−5 all year.
      const departure = new Date(`${period}-${day}T${String(hour).padStart(2, '0')}:00:00-05:00`);
      const arrival = new Date(departure.getTime() + r.int(4, 30) * 3_600_000);
      return {
        code: `OV-BB-${String(done + i + 1).padStart(5, '0')}`,
        serviceOrderId: order.id,
        tractorId: crew.tractorId,
        driverId: crew.driverId,
        routeId: order.routeId,
        plannedDeparture: departure,
        plannedArrival: arrival,
        startedAt: departure,
        finishedAt: arrival,
        state: 'finished' as const,
      };
    });
    await db.insert(travelOrders).values(rows);
    done += size;
    process.stdout.write(`\r  ${done} / ${tripCount} trips`);
  }
  await db.execute(sql`analyze`);
  const [{ n: made } = { n: 0 }] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${travelOrders} where ${like(travelOrders.code, 'OV-BB-%')}`,
    )
  ).rows;
  console.log(
    `\nAdded ${clientCount} clients and ${made} trips in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
};

const database = await openDatabase(loadConfig());
try {
  await seedDemo(database.db);
  const db = database.db;
  const [{ n: existing } = { n: 0 }] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${travelOrders} where code like 'OV-BB-%'`,
    )
  ).rows;
  if (existing > 0) {
    console.log(`The bench's billing data is already here (${existing} trips); nothing added.`);
  } else await generate(db);
} finally {
  await database.close();
}
