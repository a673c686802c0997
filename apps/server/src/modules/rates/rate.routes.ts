import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZOption,
  ZRate,
  ZRateCreateBody,
  ZRateInForceBody,
  ZRateListQuery,
  ZRateListResponse,
  ZRateSelectBody,
  ZRateUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { RateService } from './rate.service.ts';

/** Rates sit between clients (28) and travel routes (29): holding either section opens them. */
export const rateRoutes =
  (service: RateService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['rates'];
    const config = { access: sections(SECTION_IDS.CLIENTS, SECTION_IDS.TRAVEL_ROUTES) };
    const base = '/setting/rate';
    app.post(
      `${base}/list`,
      { config, schema: { tags, body: ZRateListQuery, response: answers(ZRateListResponse) } },
      (req) => service.list(req.body),
    );
    app.post(`${base}/export`, { config, schema: { tags, body: ZRateListQuery } }, async (req, reply) =>
      sendExport(
        reply,
        await service.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
      ),
    );
    app.post(
      `${base}/create`,
      { config, schema: { tags, body: ZRateCreateBody, response: answers(ZRate) } },
      (req) => service.create(actorOf(req), req.body),
    );
    app.post(
      `${base}/update`,
      { config, schema: { tags, body: ZRateUpdateBody, response: answers(ZRate) } },
      (req) => service.update(actorOf(req), req.body),
    );
    app.post(`${base}/get`, { config, schema: { tags, body: ZIdBody, response: answers(ZRate) } }, (req) =>
      service.getOne(req.body.id),
    );
    app.post(
      `${base}/activate`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZRate) } },
      (req) => service.activate(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/deactivate`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZRate) } },
      (req) => service.deactivate(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/select`,
      { config, schema: { tags, body: ZRateSelectBody, response: answers(z.array(ZOption)) } },
      (req) => service.select(req.body),
    );
    app.post(
      `${base}/in-force`,
      { config, schema: { tags, body: ZRateInForceBody, response: answers(ZRate) } },
      (req) => service.inForce(req.body),
    );
  };
