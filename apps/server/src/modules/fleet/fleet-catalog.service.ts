import type {
  Language,
  TVehicleBrandListQuery,
  TVehicleModelListQuery,
  TVehicleTypeListQuery,
  ZVehicleBrandBody,
  ZVehicleModelBody,
  ZVehicleTypeBody,
} from '@zerg/shared';
import { translateMessage } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { vehicleBrands, vehicleModels, vehicleTypes } from './fleet.table.ts';
import {
  brandNamed,
  countModels,
  findBrand,
  findModel,
  findType,
  listBrands,
  listModels,
  listTypes,
  modelNamed,
  selectBrands,
  selectModels,
  selectTypes,
  typeNamed,
} from './fleet-catalog.repository.ts';

type Paging = { page: number; perPage: number };
const nameTaken = () => conflict('ALREADY_REGISTERED', { name: ['validation.alreadyRegistered'] });
const all = { page: 1, perPage: EXPORT_MAX_ROWS };

/** Brands, models (of a brand) and vehicle types: small catalogues with the same life cycle. */
export const createFleetCatalogService = ({ db }: Deps) => {
  /** One write with its audit entry; a unique name raced past the check is still a 409 on `name`. */
  const write = async (
    actor: Actor,
    entity: string,
    action: string,
    id: number | null,
    fn: (tx: DbOrTx) => Promise<number>,
    audit: { before?: unknown; after?: unknown },
  ) => {
    try {
      return await db.transaction(async (tx) => {
        const written = await fn(tx);
        await recordAudit(tx, actor, { action, entity, entityId: id ?? written, ...audit });
        return written;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  };
  const toggle = async <T extends { id: number; isActive: boolean }>(
    actor: Actor,
    entity: string,
    row: T | null,
    isActive: boolean,
    table: typeof vehicleBrands | typeof vehicleModels | typeof vehicleTypes,
  ) => {
    if (!row) throw notFound();
    if (row.isActive === isActive) throw conflict('INVALID_CHANGE');
    await write(
      actor,
      entity,
      isActive ? 'activate' : 'deactivate',
      row.id,
      async (tx) => {
        await tx.update(table).set({ isActive }).where(eq(table.id, row.id));
        return row.id;
      },
      { before: { isActive: row.isActive }, after: { isActive } },
    );
    return { ...row, isActive };
  };

  const brandOut = async (id: number) => {
    const row = await findBrand(db, id);
    if (!row) throw notFound();
    return { ...row, models: await countModels(db, id) };
  };
  const modelOut = async (id: number) => {
    const row = await findModel(db, id);
    const brand = row && (await findBrand(db, row.brandId));
    if (!row || !brand) throw notFound();
    return { ...row, brandName: brand.name };
  };
  const typeOut = async (id: number) => {
    const row = await findType(db, id);
    if (!row) throw notFound();
    return row;
  };
  const checkBrand = async (brandId: number) => {
    if (!(await findBrand(db, brandId)))
      throw badRequest('VALIDATION_ERROR', { brandId: ['validation.notFoundRef'] });
  };

  return {
    brands: {
      list: (q: TVehicleBrandListQuery & Paging) => listBrands(db, q),
      // Built in the request, bounded by nature: the vehicle brands, a short catalogue.
      export: async (q: TVehicleBrandListQuery, lang: Language) => {
        const t = (k: string) => translateMessage(lang, `columns.${k}`);
        const { data } = await listBrands(db, { ...q, ...all });
        return toXlsx(
          t('brands'),
          [
            { header: t('name'), width: 30, value: (r) => r.name },
            { header: t('models'), value: (r) => r.models },
            { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
          ],
          data,
        );
      },
      select: () => selectBrands(db),
      create: async (actor: Actor, body: z.output<typeof ZVehicleBrandBody>) => {
        if (await brandNamed(db, body.name)) throw nameTaken();
        const id = await write(
          actor,
          'vehicle_brand',
          'create',
          null,
          async (tx) => {
            const [row] = await tx.insert(vehicleBrands).values(body).returning({ id: vehicleBrands.id });
            if (!row) throw new Error('insert returned nothing');
            return row.id;
          },
          { after: body },
        );
        return brandOut(id);
      },
      update: async (actor: Actor, { id, ...body }: z.output<typeof ZVehicleBrandBody> & { id: number }) => {
        const before = await findBrand(db, id);
        if (!before) throw notFound();
        const other = await brandNamed(db, body.name);
        if (other && other.id !== id) throw nameTaken();
        await write(
          actor,
          'vehicle_brand',
          'update',
          id,
          async (tx) => {
            await tx.update(vehicleBrands).set(body).where(eq(vehicleBrands.id, id));
            return id;
          },
          { before, after: body },
        );
        return brandOut(id);
      },
      setActive: async (actor: Actor, id: number, isActive: boolean) => {
        await toggle(actor, 'vehicle_brand', await findBrand(db, id), isActive, vehicleBrands);
        return brandOut(id);
      },
    },

    models: {
      list: (q: TVehicleModelListQuery & Paging) => listModels(db, q),
      // Built in the request, bounded by nature: the brands' models, a short catalogue.
      export: async (q: TVehicleModelListQuery, lang: Language) => {
        const t = (k: string) => translateMessage(lang, `columns.${k}`);
        const { data } = await listModels(db, { ...q, ...all });
        return toXlsx(
          t('models'),
          [
            { header: t('brand'), width: 24, value: (r) => r.brandName },
            { header: t('model'), width: 30, value: (r) => r.name },
            { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
          ],
          data,
        );
      },
      select: (brandId: number) => selectModels(db, brandId),
      create: async (actor: Actor, body: z.output<typeof ZVehicleModelBody>) => {
        await checkBrand(body.brandId);
        if (await modelNamed(db, body.brandId, body.name)) throw nameTaken();
        const id = await write(
          actor,
          'vehicle_model',
          'create',
          null,
          async (tx) => {
            const [row] = await tx.insert(vehicleModels).values(body).returning({ id: vehicleModels.id });
            if (!row) throw new Error('insert returned nothing');
            return row.id;
          },
          { after: body },
        );
        return modelOut(id);
      },
      update: async (actor: Actor, { id, ...body }: z.output<typeof ZVehicleModelBody> & { id: number }) => {
        const before = await findModel(db, id);
        if (!before) throw notFound();
        await checkBrand(body.brandId);
        const other = await modelNamed(db, body.brandId, body.name);
        if (other && other.id !== id) throw nameTaken();
        await write(
          actor,
          'vehicle_model',
          'update',
          id,
          async (tx) => {
            await tx.update(vehicleModels).set(body).where(eq(vehicleModels.id, id));
            return id;
          },
          { before, after: body },
        );
        return modelOut(id);
      },
      setActive: async (actor: Actor, id: number, isActive: boolean) => {
        await toggle(actor, 'vehicle_model', await findModel(db, id), isActive, vehicleModels);
        return modelOut(id);
      },
    },

    types: {
      list: (q: TVehicleTypeListQuery & Paging) => listTypes(db, q),
      // Built in the request, bounded by nature: the vehicle types, a short catalogue.
      export: async (q: TVehicleTypeListQuery, lang: Language) => {
        const t = (k: string) => translateMessage(lang, `columns.${k}`);
        const { data } = await listTypes(db, { ...q, ...all });
        return toXlsx(
          t('types'),
          [
            { header: t('name'), width: 30, value: (r) => r.name },
            { header: t('defaultAxles'), value: (r) => r.defaultAxles },
            { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
          ],
          data,
        );
      },
      select: () => selectTypes(db),
      create: async (actor: Actor, body: z.output<typeof ZVehicleTypeBody>) => {
        if (await typeNamed(db, body.name)) throw nameTaken();
        const id = await write(
          actor,
          'vehicle_type',
          'create',
          null,
          async (tx) => {
            const [row] = await tx.insert(vehicleTypes).values(body).returning({ id: vehicleTypes.id });
            if (!row) throw new Error('insert returned nothing');
            return row.id;
          },
          { after: body },
        );
        return typeOut(id);
      },
      update: async (actor: Actor, { id, ...body }: z.output<typeof ZVehicleTypeBody> & { id: number }) => {
        const before = await findType(db, id);
        if (!before) throw notFound();
        const other = await typeNamed(db, body.name);
        if (other && other.id !== id) throw nameTaken();
        await write(
          actor,
          'vehicle_type',
          'update',
          id,
          async (tx) => {
            await tx.update(vehicleTypes).set(body).where(eq(vehicleTypes.id, id));
            return id;
          },
          { before, after: body },
        );
        return typeOut(id);
      },
      setActive: async (actor: Actor, id: number, isActive: boolean) => {
        await toggle(actor, 'vehicle_type', await findType(db, id), isActive, vehicleTypes);
        return typeOut(id);
      },
    },
  };
};

export type FleetCatalogService = ReturnType<typeof createFleetCatalogService>;
