import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZOk,
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
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { TravelRouteService } from './travel-route.service.ts';

/** Travel routes and the toll cost of a trip on them (section 29). */
export const travelRouteRoutes =
  (service: TravelRouteService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travel-routes'];
    const config = { access: sections(SECTION_IDS.TRAVEL_ROUTES) };
    const base = '/setting/travel-route';
    app.post(
      `${base}/list`,
      { config, schema: { tags, body: ZTravelRouteListQuery, response: answers(ZTravelRouteListResponse) } },
      (req) => service.list(req.body),
    );
    app.post(
      `${base}/export`,
      { config, schema: { tags, body: ZTravelRouteListQuery } },
      async (req, reply) => {
        const file = await service.export(req.body, languageFromHeader(req.headers['accept-language']));
        return sendXlsx(reply, 'travel-routes', file);
      },
    );
    app.post(
      `${base}/register`,
      { config, schema: { tags, body: ZTravelRouteRegisterBody, response: answers(ZTravelRouteEdit) } },
      (req) => service.register(actorOf(req), req.body),
    );
    app.post(
      `${base}/update`,
      { config, schema: { tags, body: ZTravelRouteUpdateBody, response: answers(ZTravelRouteEdit) } },
      (req) => service.update(actorOf(req), req.body),
    );
    app.post(
      `${base}/get-edit`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZTravelRouteEdit) } },
      (req) => service.getEdit(req.body.id),
    );
    app.post(`${base}/activate`, { config, schema: { tags, body: ZIdBody, response: answers(ZOk) } }, (req) =>
      service.setActive(actorOf(req), req.body.id, true),
    );
    app.post(
      `${base}/deactivate`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZOk) } },
      (req) => service.setActive(actorOf(req), req.body.id, false),
    );
    // Also the rate form's picker, open to whoever manages client rates.
    const pickers = { access: sections(SECTION_IDS.TRAVEL_ROUTES, SECTION_IDS.CLIENTS) };
    app.post(
      `${base}/select`,
      { config: pickers, schema: { tags, response: answers(z.array(ZOption)) } },
      () => service.select(),
    );
    app.post(
      `${base}/toll-cost`,
      { config, schema: { tags, body: ZTollCostBody, response: answers(ZTollCost) } },
      (req) => service.tollCost(req.body),
    );
  };
