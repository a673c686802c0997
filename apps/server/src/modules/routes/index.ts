/**
 * The routes module's public entry: operations master data of section 29 — zones, toll booths with
 * their fares, toll groups, route codes and travel routes. It sits at the level of employees (it
 * reads the ubigeo of references and nothing above). Orders, rates and viatics read it through the
 * functions exported here.
 */

export { type DemoRouteData, insertDemoRoutes } from './route-seed.ts';
export { routesModule } from './routes.manifest.ts';
export {
  type RouteTripFacts,
  routeCodeOf,
  routeCourseOf,
  routeDestinationCodeOf,
  routeDestinationNameOf,
  routeIdByCode,
  routeLabelOf,
  routeMatches,
  routeOriginCodeOf,
  routeOriginNameOf,
  routesById,
  travelRouteIsActive,
  zoneNameOf,
} from './routes-lookups.ts';
export { tollFareOn } from './toll.repository.ts';
export { tollFares, tollGroups, tollGroupTolls, tolls } from './toll.table.ts';
export { routeTollCost } from './toll-cost.ts';
export { routeCodes, travelRoutes, travelRouteTolls, travelRouteZones } from './travel-route.table.ts';
export { zoneOfUbigeo } from './zone.repository.ts';
export { zoneMembers, zones } from './zone.table.ts';
export {
  destinationZoneOf,
  listZoneItems,
  type ZoneItem,
  zoneById,
  zoneNameContains,
} from './zone-lookups.ts';
