import {
  ZTollEdit,
  ZTollFare,
  ZTollFareRegisterBody,
  ZTollFareUpdateBody,
  ZTollListQuery,
  ZTollListResponse,
  ZTollOption,
  ZTollRegisterBody,
  ZTollUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import { registerMasterDataRoutes } from '../../platform/master-data/master-data-routes.ts';
import { SECTION_29_ROUTES } from './master-data.ts';
import type { TollService } from './toll.service.ts';

/** Toll booths and their fares per axle count (section 29). */
export const tollRoutes =
  (service: TollService): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/setting/toll';
    registerMasterDataRoutes(app, {
      ...SECTION_29_ROUTES,
      base,
      exportName: 'tolls',
      schemas: {
        query: ZTollListQuery,
        list: ZTollListResponse,
        create: ZTollRegisterBody,
        update: ZTollUpdateBody,
        row: ZTollEdit,
        option: ZTollOption,
      },
      handlers: service,
    });
    const config = { access: SECTION_29_ROUTES.access };
    const tags = [...SECTION_29_ROUTES.tags];
    app.post(
      `${base}/fare/register`,
      { config, schema: { tags, body: ZTollFareRegisterBody, response: answers(ZTollFare) } },
      (req) => service.registerFare(actorOf(req), req.body),
    );
    app.post(
      `${base}/fare/update`,
      { config, schema: { tags, body: ZTollFareUpdateBody, response: answers(ZTollFare) } },
      (req) => service.updateFare(actorOf(req), req.body),
    );
  };
