import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZOk,
  ZOption,
  ZRouteCodeEdit,
  ZRouteCodeListQuery,
  ZRouteCodeListResponse,
  ZRouteCodeRegisterBody,
  ZRouteCodeUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { RouteCodeService } from './route-code.service.ts';

/** The catalogue of route codes (section 29). */
export const routeCodeRoutes =
  (service: RouteCodeService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travel-routes'];
    const config = { access: sections(SECTION_IDS.TRAVEL_ROUTES) };
    const base = '/setting/route-code';
    app.post(
      `${base}/list`,
      { config, schema: { tags, body: ZRouteCodeListQuery, response: answers(ZRouteCodeListResponse) } },
      (req) => service.list(req.body),
    );
    app.post(
      `${base}/export`,
      { config, schema: { tags, body: ZRouteCodeListQuery } },
      async (req, reply) => {
        const file = await service.export(req.body, languageFromHeader(req.headers['accept-language']));
        return sendXlsx(reply, 'route-codes', file);
      },
    );
    app.post(
      `${base}/register`,
      { config, schema: { tags, body: ZRouteCodeRegisterBody, response: answers(ZRouteCodeEdit) } },
      (req) => service.register(actorOf(req), req.body),
    );
    app.post(
      `${base}/update`,
      { config, schema: { tags, body: ZRouteCodeUpdateBody, response: answers(ZRouteCodeEdit) } },
      (req) => service.update(actorOf(req), req.body),
    );
    app.post(
      `${base}/get-edit`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZRouteCodeEdit) } },
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
    app.post(`${base}/select`, { config, schema: { tags, response: answers(z.array(ZOption)) } }, () =>
      service.select(),
    );
  };
