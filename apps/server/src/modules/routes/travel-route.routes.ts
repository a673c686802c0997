import {
  SECTION_IDS,
  ZOption,
  ZTollCost,
  ZTollCostBody,
  ZTravelRouteEdit,
  ZTravelRouteListQuery,
  ZTravelRouteListResponse,
  ZTravelRouteRegisterBody,
  ZTravelRouteUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { answers } from '../../platform/http/responses.ts';
import { registerMasterDataRoutes } from '../../platform/master-data/master-data-routes.ts';
import { SECTION_29_ROUTES } from './master-data.ts';
import type { TravelRouteService } from './travel-route.service.ts';

/** Travel routes and the toll cost of a trip on them (section 29). */
export const travelRouteRoutes =
  (service: TravelRouteService): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/setting/travel-route';
    registerMasterDataRoutes(app, {
      ...SECTION_29_ROUTES,
      base,
      // The picker is also the rate form's, open to whoever manages client rates.
      selectAccess: sections(SECTION_IDS.TRAVEL_ROUTES, SECTION_IDS.CLIENTS),
      exportName: 'travel-routes',
      schemas: {
        query: ZTravelRouteListQuery,
        list: ZTravelRouteListResponse,
        create: ZTravelRouteRegisterBody,
        update: ZTravelRouteUpdateBody,
        row: ZTravelRouteEdit,
        option: ZOption,
      },
      handlers: service,
    });
    app.post(
      `${base}/toll-cost`,
      {
        config: { access: SECTION_29_ROUTES.access },
        schema: { tags: [...SECTION_29_ROUTES.tags], body: ZTollCostBody, response: answers(ZTollCost) },
      },
      (req) => service.tollCost(req.body),
    );
  };
