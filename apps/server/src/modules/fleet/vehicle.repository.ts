import { DOCUMENT_EXPIRY_DAYS, type TVehicleListQuery } from '@zerg/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { companyNameOf } from '../references/index.ts';
import { vehicleBrands, vehicleDocuments, vehicleModels, vehicles, vehicleTypes } from './fleet.table.ts';

/** The current document of each kind is the one that expires last; the vehicle's next expiry is the earliest of those. */
const currentExpiries = sql`(select d.kind, max(d.expiry_date) as expiry from vehicle_documents d where d.vehicle_id = "vehicles"."id" group by d.kind)`;
const nextExpiry = sql<string | null>`(select min(c.expiry)::text from ${currentExpiries} c)`;
const nextExpiryKind = sql<
  'soat' | 'technical_inspection' | 'mtc_certificate' | null
>`(select c.kind from ${currentExpiries} c order by c.expiry, c.kind limit 1)`;
const missingDocuments = sql<number>`(3 - (select count(distinct d.kind)::int from vehicle_documents d where d.vehicle_id = "vehicles"."id"))`;

/** `date` plus `days`, as `YYYY-MM-DD`. */
export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const SORT_COLUMNS = {
  plate: vehicles.plate,
  brandName: vehicleBrands.name,
  typeName: vehicleTypes.name,
  year: vehicles.year,
  odometerKm: vehicles.odometerKm,
  nextExpiry,
} as const;

export const listVehicles = async (
  db: DbOrTx,
  query: TVehicleListQuery & { page: number; perPage: number },
  today: string,
) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${vehicles.plate} ilike ${like} or ${vehicleBrands.name} ilike ${like} or ${vehicleModels.name} ilike ${like})`,
    );
  }
  const f = query.filters;
  if (f?.status && f.status !== 'all') conditions.push(eq(vehicles.isActive, f.status === 'active'));
  if (f?.brandId) conditions.push(eq(vehicles.brandId, f.brandId));
  if (f?.typeId) conditions.push(eq(vehicles.typeId, f.typeId));
  if (f?.companyId) conditions.push(eq(vehicles.companyId, f.companyId));
  if (f?.documentsExpiring) {
    // Expired ones too: a document that ran out last week is the most urgent of all.
    conditions.push(sql`${nextExpiry} <= ${addDays(today, DOCUMENT_EXPIRY_DAYS)}`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: vehicles.id,
        plate: vehicles.plate,
        brandName: vehicleBrands.name,
        modelName: vehicleModels.name,
        typeName: vehicleTypes.name,
        companyName: companyNameOf(vehicles.companyId),
        year: vehicles.year,
        axles: vehicles.axles,
        odometerKm: vehicles.odometerKm,
        payloadKg: vehicles.payloadKg,
        nextExpiry,
        nextExpiryKind,
        missingDocuments,
        isActive: vehicles.isActive,
      })
      .from(vehicles)
      .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.typeId))
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'plate'], query.sortDesc), asc(vehicles.id))
      .$dynamic(),
    db
      .select({ n: countRows })
      .from(vehicles)
      .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .where(where),
  );
  return page;
};

export const findVehicleRow = async (db: DbOrTx, id: number) =>
  (await db.select().from(vehicles).where(eq(vehicles.id, id)))[0] ?? null;

export const findVehicleByPlate = async (db: DbOrTx, plate: string) =>
  (await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.plate, plate)))[0] ?? null;

export const documentsOf = async (db: DbOrTx, vehicleId: number) => {
  const rows = await db
    .select()
    .from(vehicleDocuments)
    .where(eq(vehicleDocuments.vehicleId, vehicleId))
    .orderBy(asc(vehicleDocuments.kind), desc(vehicleDocuments.expiryDate), desc(vehicleDocuments.id));
  return rows.map((d) => ({
    id: d.id,
    kind: d.kind,
    number: d.number,
    issueDate: d.issueDate,
    expiryDate: d.expiryDate,
    fileName: d.originalName,
    mimeType: d.mimeType,
    size: d.size,
    uploadedAt: d.uploadedAt.toISOString(),
  }));
};

export const findVehicleDetail = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      v: vehicles,
      brandName: vehicleBrands.name,
      modelName: vehicleModels.name,
      typeName: vehicleTypes.name,
      companyName: companyNameOf(vehicles.companyId),
    })
    .from(vehicles)
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.typeId))
    .where(eq(vehicles.id, id));
  if (!row) return null;
  const { createdBy: _by, createdAt, updatedAt, ...v } = row.v;
  return {
    ...v,
    brandName: row.brandName,
    modelName: row.modelName,
    typeName: row.typeName,
    companyName: row.companyName,
    documents: await documentsOf(db, id),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
};

export const selectVehicles = (db: DbOrTx, typeId?: number) =>
  db
    .select({
      id: vehicles.id,
      name: sql<string>`${vehicles.plate} || ' · ' || ${vehicleBrands.name} || ' ' || ${vehicleModels.name}`,
    })
    .from(vehicles)
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(and(eq(vehicles.isActive, true), typeId ? eq(vehicles.typeId, typeId) : undefined))
    .orderBy(asc(vehicles.plate));
