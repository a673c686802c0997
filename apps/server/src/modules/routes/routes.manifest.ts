import { type ModuleManifest, routesOf } from '../../platform/module-manifest.ts';
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

/** Every route of the module, under `/setting/<entity>/…`. */
export const routesModule: ModuleManifest = {
  name: 'routes',
  setup: (ctx) => ({
    routes: routesOf(
      zoneRoutes(createZoneService(ctx)),
      tollRoutes(createTollService(ctx)),
      tollGroupRoutes(createTollGroupService(ctx)),
      routeCodeRoutes(createRouteCodeService(ctx)),
      travelRouteRoutes(createTravelRouteService(ctx)),
    ),
  }),
};
