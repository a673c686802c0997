import type { TTollCostBody, TTravelRouteRegisterBody } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { masterDataService } from '../../platform/master-data/master-data-service.ts';
import { districtExists } from '../references/index.ts';
import { missingTolls } from './toll.repository.ts';
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

export const createTravelRouteService = ({ db }: Deps) => ({
  ...masterDataService(db, {
    entity: 'travel_route',
    table: travelRoutes,
    list: listTravelRoutes,
    find: findTravelRoute,
    options: travelRouteOptions,
    sheet: {
      title: 'travelRoutes',
      columns: (t) => [
        { header: t('code'), width: 16, value: (r) => r.code },
        { header: t('origin'), width: 28, value: (r) => r.origin },
        { header: t('destination'), width: 28, value: (r) => r.destination },
        { header: t('distanceKm'), value: (r) => r.distanceKm },
        { header: t('expectedHours'), value: (r) => r.expectedHours },
        { header: t('zones'), width: 40, value: (r) => r.zones },
        { header: t('tollCount'), value: (r) => r.tollCount },
      ],
    },
    check: (db, _id, body) => checkReferences(db, body),
    beforeWrite: async (tx, id, body) => {
      const clash = await clashingRoute(tx, body, id);
      if (clash) throw routeTaken(clash.routeCodeId === body.routeCodeId);
    },
    values: ({ zoneIds: _z, tollIds: _t, ...fields }: TTravelRouteRegisterBody) => fields,
    links: (tx, routeId, body) => writeRouteLinks(tx, routeId, body.zoneIds, body.tollIds),
    conflicts: [
      { constraint: 'travel_routes_code_idx', error: () => routeTaken(true) },
      { constraint: 'travel_routes_origin_destination_idx', error: () => routeTaken(false) },
    ],
  }),
  tollCost: async (body: TTollCostBody) => {
    const cost = await routeTollCost(db, body.routeId, body.axles, body.date);
    if (!cost) throw notFound();
    return cost;
  },
});

export type TravelRouteService = ReturnType<typeof createTravelRouteService>;
