import type {
  Language,
  TTollCostBody,
  TTravelRouteListQuery,
  TTravelRouteRegisterBody,
  TTravelRouteUpdateBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { changeStatus, exportWord, saveRow } from './master-data.ts';
import { districtExists, missingTolls } from './toll.repository.ts';
import { routeTollCost } from './toll-cost.ts';
import {
  clashingRoute,
  findTravelRoute,
  listTravelRoutes,
  missingZones,
  routeCodeExists,
  travelRouteOptions,
  writeRouteLinks,
} from './travel-route.repository.ts';
import { travelRoutes } from './travel-route.table.ts';

const checkReferences = async (db: DbOrTx, body: TTravelRouteRegisterBody) => {
  const fields: Record<string, string[]> = {};
  if (!(await routeCodeExists(db, body.routeCodeId))) fields.routeCodeId = ['validation.invalid'];
  if (!(await districtExists(db, body.originCode))) fields.originCode = ['validation.ubigeo'];
  if (!(await districtExists(db, body.destinationCode))) fields.destinationCode = ['validation.ubigeo'];
  if ((await missingZones(db, body.zoneIds)).length) fields.zoneIds = ['validation.invalid'];
  if ((await missingTolls(db, body.tollIds)).length) fields.tollIds = ['validation.invalid'];
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
};

/** "Route already registered", on the field that clashes: the code or the destination of the pair. */
const routeTaken = (byCode: boolean) =>
  conflict('ROUTE_ALREADY_REGISTERED', {
    [byCode ? 'routeCodeId' : 'destinationCode']: ['errors.ROUTE_ALREADY_REGISTERED'],
  });

export const createTravelRouteService = ({ db }: Deps) => {
  const getEdit = async (id: number) => {
    const route = await findTravelRoute(db, id);
    if (!route) throw notFound();
    return route;
  };

  const save = async (actor: Actor, id: number | null, body: TTravelRouteRegisterBody) => {
    await checkReferences(db, body);
    const before = id === null ? null : await getEdit(id);
    const clash = await clashingRoute(db, body, id);
    if (clash) throw routeTaken(clash.routeCodeId === body.routeCodeId);
    const { zoneIds, tollIds, ...fields } = body;
    try {
      const savedId = await db.transaction(async (tx) => {
        const routeId = await saveRow(
          id,
          () => tx.insert(travelRoutes).values(fields).returning({ id: travelRoutes.id }),
          (id) =>
            tx
              .update(travelRoutes)
              .set({ ...fields, updatedAt: new Date() })
              .where(eq(travelRoutes.id, id)),
        );
        await writeRouteLinks(tx, routeId, zoneIds, tollIds);
        await recordAudit(tx, actor, {
          action: id === null ? 'create' : 'update',
          entity: 'travel_route',
          entityId: routeId,
          before,
          after: body,
        });
        return routeId;
      });
      return getEdit(savedId);
    } catch (err) {
      if (isUniqueViolation(err, 'travel_routes_code_idx')) throw routeTaken(true);
      if (isUniqueViolation(err, 'travel_routes_origin_destination_idx')) throw routeTaken(false);
      throw err;
    }
  };

  return {
    list: (query: TTravelRouteListQuery & { page: number; perPage: number }) => listTravelRoutes(db, query),
    export: async (query: TTravelRouteListQuery, lang: Language) => {
      const { data } = await listTravelRoutes(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = exportWord(lang);
      return toXlsx(
        t('travelRoutes'),
        [
          { header: t('code'), width: 16, value: (r) => r.code },
          { header: t('origin'), width: 28, value: (r) => r.origin },
          { header: t('destination'), width: 28, value: (r) => r.destination },
          { header: t('distanceKm'), value: (r) => r.distanceKm },
          { header: t('expectedHours'), value: (r) => r.expectedHours },
          { header: t('zones'), width: 40, value: (r) => r.zones },
          { header: t('tollCount'), value: (r) => r.tollCount },
          { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },
    getEdit,
    register: (actor: Actor, body: TTravelRouteRegisterBody) => save(actor, null, body),
    update: (actor: Actor, { id, ...body }: TTravelRouteUpdateBody) => save(actor, id, body),
    setActive: (actor: Actor, id: number, isActive: boolean) =>
      changeStatus(db, actor, 'travel_route', id, isActive, (tx) =>
        tx
          .update(travelRoutes)
          .set({ isActive, updatedAt: new Date() })
          .where(eq(travelRoutes.id, id))
          .returning({ id: travelRoutes.id }),
      ),
    select: () => travelRouteOptions(db),
    tollCost: async (body: TTollCostBody) => {
      const cost = await routeTollCost(db, body.routeId, body.axles, body.date);
      if (!cost) throw notFound();
      return cost;
    },
  };
};

export type TravelRouteService = ReturnType<typeof createTravelRouteService>;
