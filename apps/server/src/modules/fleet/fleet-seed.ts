import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { vehicleBrands, vehicleDocuments, vehicleModels, vehicles, vehicleTypes } from './fleet.table.ts';
import { addDays } from './vehicle.repository.ts';

export type DemoFleet = {
  types: { name: string; defaultAxles: number }[];
  brands: Record<string, string[]>;
  vehicles: {
    plate: string;
    brand: string;
    model: string;
    type: string;
    year: number;
    odometerKm: number;
    capacityM3?: string;
    capacityTons?: string;
    tareKg: string;
    payloadKg: string;
    grossKg: string;
    lengthM?: string;
    widthM?: string;
    heightM?: string;
    axles: number;
    expiresIn: [number, number, number];
  }[];
  inactivePlates: string[];
};

const KINDS = ['soat', 'technical_inspection', 'mtc_certificate'] as const;
/** SOAT and the inspection last a year; the MTC certificate is issued for longer. */
const VALID_DAYS = { soat: 365, technical_inspection: 365, mtc_certificate: 365 * 3 } as const;
const PREFIX = { soat: 'SOAT', technical_inspection: 'CITV', mtc_certificate: 'MTC' } as const;

/** Writes the demo catalogues, vehicles and their documents (no files: the demo has no scans). */
export const insertDemoFleet = async (
  tx: DbOrTx,
  fleet: DemoFleet,
  companyId: number,
  today = limaToday(),
) => {
  const types = await tx.insert(vehicleTypes).values(fleet.types).returning();
  const typeId = new Map(types.map((t) => [t.name, t.id]));
  const modelId = new Map<string, { brandId: number; id: number }>();
  for (const [brand, models] of Object.entries(fleet.brands)) {
    const [b] = await tx.insert(vehicleBrands).values({ name: brand }).returning({ id: vehicleBrands.id });
    if (!b) continue;
    const rows = await tx
      .insert(vehicleModels)
      .values(models.map((name) => ({ brandId: b.id, name })))
      .returning();
    for (const m of rows) modelId.set(`${brand}|${m.name}`, { brandId: b.id, id: m.id });
  }
  for (const [i, v] of fleet.vehicles.entries()) {
    const model = modelId.get(`${v.brand}|${v.model}`);
    const type = typeId.get(v.type);
    if (!model || !type) throw new Error(`demo vehicle ${v.plate}: unknown model or type`);
    const { expiresIn, brand: _b, model: _m, type: _t, ...fields } = v;
    const [row] = await tx
      .insert(vehicles)
      .values({ ...fields, brandId: model.brandId, modelId: model.id, typeId: type, companyId })
      .returning({ id: vehicles.id });
    if (!row) continue;
    await tx.insert(vehicleDocuments).values(
      KINDS.map((kind, k) => {
        const expiryDate = addDays(today, expiresIn[k] ?? 0);
        return {
          vehicleId: row.id,
          kind,
          number: `${PREFIX[kind]}-${expiryDate.slice(0, 4)}-${String(104_233 + i * 37 + k * 7919).padStart(7, '0')}`,
          issueDate: addDays(expiryDate, -VALID_DAYS[kind]),
          expiryDate,
        };
      }),
    );
  }
  if (fleet.inactivePlates.length) {
    await tx
      .update(vehicles)
      .set({ isActive: false })
      .where(and(inArray(vehicles.plate, fleet.inactivePlates), eq(vehicles.companyId, companyId)));
  }
};
