import type { THistoryQuery, TVehicleListQuery, ZVehicleCreateBody, ZVehicleUpdateBody } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { recordHistory } from '../../platform/audit/audit-history.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { vehicles } from './fleet.table.ts';
import {
  findVehicleByPlate,
  findVehicleDetail,
  findVehicleRow,
  listVehicles,
  selectVehicles,
} from './vehicle.repository.ts';
import { vehicleExport } from './vehicle-export.ts';
import { checkVehicleReferences, plateTaken } from './vehicle-rules.ts';

type Paging = { page: number; perPage: number };

export const createVehicleService = (deps: Deps & ExportDeps, today: () => string = limaToday) => {
  const { db } = deps;
  const getOne = async (id: number) => {
    const vehicle = await findVehicleDetail(db, id);
    if (!vehicle) throw notFound('VEHICLE_NOT_FOUND');
    return vehicle;
  };
  const checked = async (input: z.output<typeof ZVehicleCreateBody>, id: number | null) => {
    const errors = await checkVehicleReferences(db, input);
    if (Object.keys(errors).length) throw badRequest('VALIDATION_ERROR', errors);
    const other = await findVehicleByPlate(db, input.plate);
    if (other && other.id !== id) throw plateTaken();
  };
  const setActive = async (actor: Actor, id: number, isActive: boolean) => {
    const row = await findVehicleRow(db, id);
    if (!row) throw notFound('VEHICLE_NOT_FOUND');
    if (row.isActive === isActive) throw conflict('INVALID_CHANGE');
    await db.transaction(async (tx) => {
      await tx.update(vehicles).set({ isActive, updatedAt: new Date() }).where(eq(vehicles.id, id));
      await recordAudit(tx, actor, {
        action: isActive ? 'activate' : 'deactivate',
        entity: 'vehicle',
        entityId: id,
        before: { isActive: row.isActive },
        after: { isActive },
      });
    });
    return getOne(id);
  };

  return {
    list: (query: TVehicleListQuery & Paging) => listVehicles(db, query, today()),

    history: async (query: Pick<THistoryQuery, 'id'> & Paging) => {
      if (!(await findVehicleRow(db, query.id))) throw notFound('VEHICLE_NOT_FOUND');
      return recordHistory(db, 'vehicle', query.id, query);
    },

    export: vehicleExport.answer.bind(null, deps),

    getOne,

    create: async (actor: Actor, body: z.output<typeof ZVehicleCreateBody>) => {
      await checked(body, null);
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(vehicles)
            .values({ ...body, createdBy: actor.user.id })
            .returning({ id: vehicles.id });
          if (!row) throw new Error('vehicle insert returned nothing');
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'vehicle',
            entityId: row.id,
            after: body,
          });
          return row.id;
        });
        return getOne(id);
      } catch (err) {
        if (isUniqueViolation(err, 'vehicles_plate_idx')) throw plateTaken();
        throw err;
      }
    },

    update: async (actor: Actor, body: z.output<typeof ZVehicleUpdateBody>) => {
      const { id, ...input } = body;
      const before = await findVehicleRow(db, id);
      if (!before) throw notFound('VEHICLE_NOT_FOUND');
      await checked(input, id);
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(vehicles)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(vehicles.id, id));
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'vehicle',
            entityId: id,
            before,
            after: input,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err, 'vehicles_plate_idx')) throw plateTaken();
        throw err;
      }
      return getOne(id);
    },

    activate: (actor: Actor, id: number) => setActive(actor, id, true),
    deactivate: (actor: Actor, id: number) => setActive(actor, id, false),

    select: (typeId?: number) => selectVehicles(db, typeId),
  };
};

export type VehicleService = ReturnType<typeof createVehicleService>;
