import {
  DISPATCH_DOCUMENT_KINDS,
  type TDispatchDocument,
  VEHICLE_DOCUMENT_KINDS,
  type VehicleDocumentKind,
} from '@zerg/shared';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { qualified } from '../../platform/db/lookup.ts';
import { vehicleDocuments, vehicles, vehicleTypes } from './fleet.table.ts';

/** What a dispatch needs of a vehicle; null when the id names none. */
export const findVehicle = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      typeId: vehicles.typeId,
      typeName: vehicleTypes.name,
      companyId: vehicles.companyId,
      axles: vehicles.axles,
      payloadKg: vehicles.payloadKg,
      capacityM3: vehicles.capacityM3,
      isActive: vehicles.isActive,
    })
    .from(vehicles)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.typeId))
    .where(eq(vehicles.id, id));
  return row ?? null;
};

/**
 * Which of SOAT, technical inspection and MTC certificate are in force on `date` (issue ≤ date ≤
 * expiry, both days included) and which are missing: a dispatch refuses a vehicle with any missing.
 */
export const vehicleDocumentsInForce = async (db: DbOrTx, vehicleId: number, date: string) => {
  const rows = await db
    .select({
      kind: vehicleDocuments.kind,
      number: vehicleDocuments.number,
      expiryDate: vehicleDocuments.expiryDate,
    })
    .from(vehicleDocuments)
    .where(
      and(
        eq(vehicleDocuments.vehicleId, vehicleId),
        lte(vehicleDocuments.issueDate, date),
        gte(vehicleDocuments.expiryDate, date),
      ),
    );
  const inForce = VEHICLE_DOCUMENT_KINDS.flatMap((kind) => {
    const best = rows
      .filter((r) => r.kind === kind)
      .sort((a, b) => b.expiryDate.localeCompare(a.expiryDate))[0];
    return best ? [best] : [];
  });
  const missing: VehicleDocumentKind[] = VEHICLE_DOCUMENT_KINDS.filter(
    (k) => !inForce.some((d) => d.kind === k),
  );
  return { inForce, missing, ok: missing.length === 0 };
};

/**
 * Every vehicle's SOAT and technical inspection that expires last, so the trip form can say which
 * vehicle has them in force on the planned day before the trip is saved (dispatch refuses it).
 */
export const dispatchDocumentsByVehicle = async (db: DbOrTx): Promise<Map<number, TDispatchDocument[]>> => {
  const { rows } = await db.execute<{
    vehicle_id: number;
    kind: TDispatchDocument['kind'];
    valid_from: string;
    valid_to: string;
  }>(sql`select distinct on (d.vehicle_id, d.kind) d.vehicle_id, d.kind,
      to_char(d.issue_date, 'YYYY-MM-DD') as valid_from, to_char(d.expiry_date, 'YYYY-MM-DD') as valid_to
    from ${vehicleDocuments} d
    where d.kind = any(${sql.param([...DISPATCH_DOCUMENT_KINDS])}::text[])
    order by d.vehicle_id, d.kind, d.expiry_date desc`);
  const byVehicle = new Map<number, TDispatchDocument[]>();
  for (const r of rows) {
    const id = Number(r.vehicle_id);
    byVehicle.set(id, [
      ...(byVehicle.get(id) ?? []),
      { kind: r.kind, validFrom: r.valid_from, validTo: r.valid_to },
    ]);
  }
  return byVehicle;
};

/**
 * What a GRE transportista says of these vehicles: the plate, and as the authorisation the number of
 * the MTC certificate (certificado de habilitación vehicular) in force on `date`, the one that
 * expires last; null when none is in force. By id; an unknown id is missing from the map.
 */
export const despatchVehiclesById = async (db: DbOrTx, ids: readonly number[], date: string) => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map<number, { plate: string; authorisation: string | null }>();
  const rows = await db
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      authorisation: sql<string | null>`(select d.number from ${vehicleDocuments} d
        where d.vehicle_id = ${qualified(vehicles.id)} and d.kind = 'mtc_certificate'
          and d.issue_date <= ${date}::date and d.expiry_date >= ${date}::date
        order by d.expiry_date desc, d.id desc limit 1)`,
    })
    .from(vehicles)
    .where(inArray(vehicles.id, wanted));
  return new Map(rows.map((r) => [r.id, { plate: r.plate, authorisation: r.authorisation }]));
};
