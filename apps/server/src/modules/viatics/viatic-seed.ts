import { VIATIC_STATUS, viaticAmounts } from '@zerg/shared';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employeeIdsOfArea } from '../employees/index.ts';
import { listZoneItems } from '../routes/index.ts';
import { findActiveUserByEmail } from '../users/index.ts';
import { viaticRates, viatics } from './viatic.table.ts';

export type SeedViaticRate = {
  zone: string;
  validFrom: string;
  food: string;
  lodging: string;
  localTransport: string;
};

export type SeedViatic = {
  zone: string;
  startDate: string;
  endDate: string;
  advance: string;
  purpose: string;
  status: 'requested' | 'chief' | 'approved' | 'rejected';
};

/** Daily rates by zone: last year's and this year's (lodging per night), in soles. */
const rates = (year: number): SeedViaticRate[] =>
  [
    ['Lima Metropolitana', '35.00', '0.00', '20.00'],
    ['Lima Provincias', '40.00', '70.00', '20.00'],
    ['Costa Norte', '45.00', '90.00', '25.00'],
    ['Costa Sur', '45.00', '85.00', '25.00'],
    ['Sierra Norte', '45.00', '80.00', '25.00'],
    ['Sierra Centro', '45.00', '80.00', '25.00'],
    ['Sierra Sur', '50.00', '95.00', '30.00'],
    ['Selva', '50.00', '100.00', '30.00'],
  ].flatMap(([zone = '', food = '0', lodging = '0', localTransport = '0']) => [
    {
      zone,
      validFrom: `${year - 1}-01-01`,
      food: (Number(food) - 5).toFixed(2),
      lodging: Math.max(0, Number(lodging) - 10).toFixed(2),
      localTransport,
    },
    { zone, validFrom: `${year}-01-01`, food, lodging, localTransport },
  ]);

const trips = (year: number): SeedViatic[] => [
  {
    zone: 'Costa Norte',
    startDate: `${year}-02-09`,
    endDate: `${year}-02-12`,
    advance: '200.00',
    purpose: 'Ruta Lima – Trujillo – Piura con carga refrigerada',
    status: 'approved',
  },
  {
    zone: 'Sierra Sur',
    startDate: `${year}-03-16`,
    endDate: `${year}-03-20`,
    advance: '300.00',
    purpose: 'Traslado de repuestos a la sede Cusco',
    status: 'approved',
  },
  {
    zone: 'Sierra Centro',
    startDate: `${year}-11-30`,
    endDate: `${year}-12-02`,
    advance: '0.00',
    purpose: 'Ruta Lima – Huancayo, entrega de cemento',
    status: 'requested',
  },
  {
    zone: 'Selva',
    startDate: `${year}-12-07`,
    endDate: `${year}-12-11`,
    advance: '150.00',
    purpose: 'Ruta Lima – Tarapoto, mercadería general',
    status: 'chief',
  },
  {
    zone: 'Costa Sur',
    startDate: `${year}-04-06`,
    endDate: `${year}-04-06`,
    advance: '0.00',
    purpose: 'Inspección de la estación de Chincha',
    status: 'rejected',
  },
];

/**
 * Demo rates for every demo zone and a few viatics in each state: the demo driver's (employee 5)
 * and some of the fleet and operations staff's, requested and approved by HR, the chief's step taken
 * by the CEO (who may take it for any area).
 */
export const insertDemoViatics = async (
  db: DbOrTx,
  demo: { hrEmail: string; ceoEmail: string; driverEmployeeId: number },
  year = new Date().getUTCFullYear(),
): Promise<void> => {
  const hr = (await findActiveUserByEmail(db, demo.hrEmail))?.id ?? null;
  const ceo = (await findActiveUserByEmail(db, demo.ceoEmail))?.id ?? null;
  const actors = { requestedBy: hr, chiefBy: ceo, hrBy: hr };
  const driverEmployeeId = demo.driverEmployeeId;
  const zoneRows = await listZoneItems(db);
  const zoneId = new Map(zoneRows.map((z) => [z.name, z.id]));
  const rateRows = rates(year).filter((r) => zoneId.has(r.zone));
  if (rateRows.length === 0) return;
  await db.insert(viaticRates).values(
    rateRows.map((r) => ({
      zoneId: zoneId.get(r.zone) ?? 0,
      validFrom: r.validFrom,
      food: r.food,
      lodging: r.lodging,
      localTransport: r.localTransport,
      createdBy: actors.requestedBy,
      updatedBy: actors.requestedBy,
    })),
  );
  const travellers = [...(await employeeIdsOfArea(db, 3)), ...(await employeeIdsOfArea(db, 8))]
    .sort((a, b) => a - b)
    .slice(0, 6);
  const people = [driverEmployeeId, ...travellers.filter((id) => id !== driverEmployeeId)];
  const rows = people.flatMap((employeeId, p) =>
    trips(year)
      .filter((_, i) => p === 0 || (i + p) % 2 === 0)
      .map((trip) => {
        const rate = [...rateRows]
          .reverse()
          .find((r) => r.zone === trip.zone && r.validFrom <= trip.startDate);
        if (!rate) return null;
        const amounts = viaticAmounts(rate, trip.startDate, trip.endDate);
        const at = new Date(`${trip.startDate}T15:00:00Z`);
        const chiefDone = trip.status !== 'requested';
        return {
          employeeId,
          zoneId: zoneId.get(trip.zone) ?? 0,
          rateValidFrom: rate.validFrom,
          startDate: trip.startDate,
          endDate: trip.endDate,
          days: amounts.days,
          nights: amounts.nights,
          dailyFood: rate.food,
          dailyLodging: rate.lodging,
          dailyLocalTransport: rate.localTransport,
          total: amounts.total,
          advance: trip.advance,
          purpose: trip.purpose,
          status:
            trip.status === 'approved'
              ? VIATIC_STATUS.APPROVED
              : trip.status === 'rejected'
                ? VIATIC_STATUS.REJECTED
                : VIATIC_STATUS.PENDING,
          chiefApprovedBy: chiefDone && trip.status !== 'rejected' ? actors.chiefBy : null,
          chiefApprovedAt: chiefDone && trip.status !== 'rejected' ? at : null,
          hrApprovedBy: trip.status === 'approved' ? actors.hrBy : null,
          hrApprovedAt: trip.status === 'approved' ? at : null,
          rejectedBy: trip.status === 'rejected' ? actors.chiefBy : null,
          rejectedAt: trip.status === 'rejected' ? at : null,
          rejectReason: trip.status === 'rejected' ? 'La inspección se hará por videollamada' : null,
          createdBy: actors.requestedBy,
          updatedBy: actors.requestedBy,
        };
      })
      .filter((r) => r !== null),
  );
  if (rows.length === 0) return;
  await db.insert(viatics).values(rows);
  // The rate rows were inserted just above; each viatic names the one it copied.
  await db.execute(sql`update viatics v set rate_id = r.id from viatic_rates r
    where r.zone_id = v.zone_id and r.valid_from = v.rate_valid_from and v.rate_id is null`);
};

/**
 * The demo's trips that left or were canceled: their viatics decided as the approvals would have,
 * on the trip's start (`at`), by the operations user who planned it.
 */
export const decideDemoTripViatics = async (
  db: DbOrTx,
  decision: { ids: readonly number[]; approved: boolean; by: number; at: Date },
): Promise<void> => {
  if (decision.ids.length === 0) return;
  const { by, at } = decision;
  await db
    .update(viatics)
    .set(
      decision.approved
        ? {
            status: VIATIC_STATUS.APPROVED,
            chiefApprovedBy: by,
            chiefApprovedAt: at,
            hrApprovedBy: by,
            hrApprovedAt: at,
          }
        : { status: VIATIC_STATUS.REJECTED, rejectedBy: by, rejectedAt: at, rejectReason: 'Viaje anulado' },
    )
    .where(inArray(viatics.id, [...decision.ids]));
};
