import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZOk,
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
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { TollService } from './toll.service.ts';

/** Toll booths and their fares per axle count (section 29). */
export const tollRoutes =
  (service: TollService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travel-routes'];
    const config = { access: sections(SECTION_IDS.TRAVEL_ROUTES) };
    const base = '/setting/toll';
    app.post(
      `${base}/list`,
      { config, schema: { tags, body: ZTollListQuery, response: answers(ZTollListResponse) } },
      (req) => service.list(req.body),
    );
    app.post(`${base}/export`, { config, schema: { tags, body: ZTollListQuery } }, async (req, reply) => {
      const file = await service.export(req.body, languageFromHeader(req.headers['accept-language']));
      return sendXlsx(reply, 'tolls', file);
    });
    app.post(
      `${base}/register`,
      { config, schema: { tags, body: ZTollRegisterBody, response: answers(ZTollEdit) } },
      (req) => service.register(actorOf(req), req.body),
    );
    app.post(
      `${base}/update`,
      { config, schema: { tags, body: ZTollUpdateBody, response: answers(ZTollEdit) } },
      (req) => service.update(actorOf(req), req.body),
    );
    app.post(
      `${base}/get-edit`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZTollEdit) } },
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
    app.post(`${base}/select`, { config, schema: { tags, response: answers(z.array(ZTollOption)) } }, () =>
      service.select(),
    );
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
