import { type Language, SECTION_IDS, ZVehicleCreateBody } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { FieldErrors } from '../../platform/errors/app-error.ts';
import type { Upload } from '../../platform/files/upload.ts';
import type { SheetRow } from '../../platform/import/sheet-import.ts';
import { type SheetImportJob, startSheetImport } from '../../platform/import/sheet-import-job.ts';
import type { ModuleContext } from '../../platform/module-manifest.ts';
import { listCompanies } from '../references/index.ts';
import { vehicleBrands, vehicleModels, vehicles, vehicleTypes } from './fleet.table.ts';
import { findVehicleByPlate } from './vehicle.repository.ts';
import { VEHICLE_IMPORT_COLUMNS, type VehicleImportColumn } from './vehicle-import.ts';
import { checkVehicleReferences, plateTaken, type VehicleInput } from './vehicle-rules.ts';

const key = (s: string) => s.trim().toLowerCase();

const loadLookups = async (db: DbOrTx) => {
  const [brands, models, types, owners] = await Promise.all([
    db.select({ id: vehicleBrands.id, name: vehicleBrands.name }).from(vehicleBrands),
    db
      .select({ id: vehicleModels.id, brandId: vehicleModels.brandId, name: vehicleModels.name })
      .from(vehicleModels),
    db
      .select({ id: vehicleTypes.id, name: vehicleTypes.name, axles: vehicleTypes.defaultAxles })
      .from(vehicleTypes),
    listCompanies(db),
  ]);
  return { brands, models, types, owners };
};

/** One row as the create form would send it; a name that matches nothing is reported as such. */
const toInput = (v: SheetRow<VehicleImportColumn>['values'], l: Awaited<ReturnType<typeof loadLookups>>) => {
  const unresolved: FieldErrors = {};
  const brand = v.brand ? l.brands.find((b) => key(b.name) === key(v.brand ?? '')) : undefined;
  const model = v.model
    ? (l.models.find((m) => m.brandId === brand?.id && key(m.name) === key(v.model ?? '')) ??
      l.models.find((m) => key(m.name) === key(v.model ?? '')))
    : undefined;
  const type = v.type ? l.types.find((t) => key(t.name) === key(v.type ?? '')) : undefined;
  const owner = v.owner_ruc
    ? l.owners.find((o) => o.ruc === v.owner_ruc?.trim() || key(o.name) === key(v.owner_ruc ?? ''))
    : l.owners.length === 1
      ? l.owners[0]
      : undefined;
  if (v.brand && !brand) unresolved.brandId = ['validation.notFoundRef'];
  if (v.model && !model) unresolved.modelId = ['validation.notFoundRef'];
  if (v.type && !type) unresolved.typeId = ['validation.notFoundRef'];
  if (v.owner_ruc && !owner) unresolved.companyId = ['validation.notFoundRef'];
  const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));
  return {
    unresolved,
    input: {
      plate: v.plate,
      brandId: brand?.id ?? (v.brand ? -1 : undefined),
      modelId: model?.id ?? (v.model ? -1 : undefined),
      typeId: type?.id ?? (v.type ? -1 : undefined),
      companyId: owner?.id ?? (v.owner_ruc ? -1 : undefined),
      year: num(v.year),
      odometerKm: num(v.odometer_km) ?? 0,
      capacityM3: v.capacity_m3,
      capacityTons: v.capacity_tons,
      tareKg: v.tare_kg,
      payloadKg: v.payload_kg,
      grossKg: v.gross_kg,
      lengthM: v.length_m,
      widthM: v.width_m,
      heightM: v.height_m,
      axles: num(v.axles) ?? type?.axles,
    },
  };
};

type Prepared = { lookups: Awaited<ReturnType<typeof loadLookups>>; seen: Set<string> };

/**
 * Imports vehicles from the template, as a job (`platform/import/sheet-import-job.ts`), all or
 * nothing (see the module README).
 */
export const VEHICLE_IMPORT: SheetImportJob<VehicleImportColumn, Prepared, VehicleInput> = {
  kind: 'vehicle-import',
  section: SECTION_IDS.VEHICLES,
  columns: VEHICLE_IMPORT_COLUMNS,
  required: ['plate'],
  writes: 'all-or-nothing',
  prepare: async (db) => ({ lookups: await loadLookups(db), seen: new Set<string>() }),
  check: async (db, { lookups, seen }, values) => {
    const { input: raw, unresolved } = toInput(values, lookups);
    const parsed = ZVehicleCreateBody.safeParse(raw);
    const errors: FieldErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const k = issue.path.join('.') || '_';
      errors[k] = [...(errors[k] ?? []), issue.message];
    }
    Object.assign(errors, unresolved);
    if (!parsed.success || Object.keys(errors).length) return { errors };
    const input = parsed.data;
    Object.assign(errors, await checkVehicleReferences(db, input));
    if (seen.has(input.plate)) errors.plate = ['validation.duplicateInFile'];
    else if (await findVehicleByPlate(db, input.plate)) errors.plate = ['errors.PLATE_ALREADY_REGISTERED'];
    seen.add(input.plate);
    return Object.keys(errors).length ? { errors } : { input };
  },
  write: async (tx, actor, good, file) => {
    const ids: number[] = [];
    for (const input of good) {
      const [created] = await tx
        .insert(vehicles)
        .values({ ...input, createdBy: actor.user.id })
        .returning({ id: vehicles.id });
      if (created) ids.push(created.id);
    }
    await recordAudit(tx, actor, {
      action: 'import',
      entity: 'vehicle',
      entityId: null,
      after: { file: file.name, created: ids },
    });
  },
  taken: plateTaken,
};

/** The import's request half: checks and stores the file, answers the job's batch id. */
export const createVehicleImportService = (deps: ModuleContext) => ({
  import: (actor: Actor, upload: Upload, lang: Language) =>
    startSheetImport(deps, VEHICLE_IMPORT, actor, upload, lang),
});

export type VehicleImportService = ReturnType<typeof createVehicleImportService>;
