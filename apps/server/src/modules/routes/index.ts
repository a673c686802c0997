/**
 * The routes module's public entry: operations master data of section 29 — zones, toll booths with
 * their fares, toll groups, route codes and travel routes. It sits at the level of employees (it
 * reads the ubigeo of references and nothing above). Orders, rates and viatics read it through the
 * functions exported here.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../platform/deps.ts';
import { routeCodeRoutes } from './route-code.routes.ts';
import { createRouteCodeService } from './route-code.service.ts';
import { tollRoutes } from './toll.routes.ts';
import { createTollService } from './toll.service.ts';
import { tollGroupRoutes } from './toll-group.routes.ts';
import { createTollGroupService } from './toll-group.service.ts';
import { travelRouteRoutes } from './travel-route.routes.ts';
import { createTravelRouteService } from './travel-route.service.ts';
import { zoneRoutes } from './zone.routes.ts';
import { createZoneService } from './zone.service.ts';

export const createRouteServices = (deps: Deps) => ({
  zones: createZoneService(deps),
  tolls: createTollService(deps),
  tollGroups: createTollGroupService(deps),
  routeCodes: createRouteCodeService(deps),
  travelRoutes: createTravelRouteService(deps),
});
export type RouteServices = ReturnType<typeof createRouteServices>;

/** Every route of the module, under `/setting/<entity>/…`. */
export const routeMasterDataRoutes =
  (services: RouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(zoneRoutes(services.zones));
    await app.register(tollRoutes(services.tolls));
    await app.register(tollGroupRoutes(services.tollGroups));
    await app.register(routeCodeRoutes(services.routeCodes));
    await app.register(travelRouteRoutes(services.travelRoutes));
  };

export { type DemoRouteData, insertDemoRoutes } from './route-seed.ts';
export { tollFareOn } from './toll.repository.ts';
export { tollFares, tollGroups, tollGroupTolls, tolls } from './toll.table.ts';
export { routeTollCost } from './toll-cost.ts';
export { routeCodes, travelRoutes, travelRouteTolls, travelRouteZones } from './travel-route.table.ts';
export { zoneOfUbigeo } from './zone.repository.ts';
export { zoneMembers, zones } from './zone.table.ts';
