import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZOk,
  ZOption,
  ZZoneEdit,
  ZZoneListQuery,
  ZZoneListResponse,
  ZZoneRegisterBody,
  ZZoneUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { ZoneService } from './zone.service.ts';

/** Zones of Peru made of departments and provinces (section 29). */
export const zoneRoutes =
  (service: ZoneService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travel-routes'];
    const config = { access: sections(SECTION_IDS.TRAVEL_ROUTES) };
    const base = '/setting/zone';
    app.post(
      `${base}/list`,
      { config, schema: { tags, body: ZZoneListQuery, response: answers(ZZoneListResponse) } },
      (req) => service.list(req.body),
    );
    app.post(`${base}/export`, { config, schema: { tags, body: ZZoneListQuery } }, async (req, reply) => {
      const file = await service.export(req.body, languageFromHeader(req.headers['accept-language']));
      return sendXlsx(reply, 'zones', file);
    });
    app.post(
      `${base}/register`,
      { config, schema: { tags, body: ZZoneRegisterBody, response: answers(ZZoneEdit) } },
      (req) => service.register(actorOf(req), req.body),
    );
    app.post(
      `${base}/update`,
      { config, schema: { tags, body: ZZoneUpdateBody, response: answers(ZZoneEdit) } },
      (req) => service.update(actorOf(req), req.body),
    );
    app.post(
      `${base}/get-edit`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZZoneEdit) } },
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
