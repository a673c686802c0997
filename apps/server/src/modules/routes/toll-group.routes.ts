import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZOk,
  ZTollGroupEdit,
  ZTollGroupListQuery,
  ZTollGroupListResponse,
  ZTollGroupOption,
  ZTollGroupRegisterBody,
  ZTollGroupUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { TollGroupService } from './toll-group.service.ts';

/** Toll groups: the booths of a stretch of road, in order (section 29). */
export const tollGroupRoutes =
  (service: TollGroupService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travel-routes'];
    const config = { access: sections(SECTION_IDS.TRAVEL_ROUTES) };
    const base = '/setting/toll-group';
    app.post(
      `${base}/list`,
      { config, schema: { tags, body: ZTollGroupListQuery, response: answers(ZTollGroupListResponse) } },
      (req) => service.list(req.body),
    );
    app.post(
      `${base}/export`,
      { config, schema: { tags, body: ZTollGroupListQuery } },
      async (req, reply) => {
        const file = await service.export(req.body, languageFromHeader(req.headers['accept-language']));
        return sendXlsx(reply, 'toll-groups', file);
      },
    );
    app.post(
      `${base}/register`,
      { config, schema: { tags, body: ZTollGroupRegisterBody, response: answers(ZTollGroupEdit) } },
      (req) => service.register(actorOf(req), req.body),
    );
    app.post(
      `${base}/update`,
      { config, schema: { tags, body: ZTollGroupUpdateBody, response: answers(ZTollGroupEdit) } },
      (req) => service.update(actorOf(req), req.body),
    );
    app.post(
      `${base}/get-edit`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZTollGroupEdit) } },
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
    app.post(
      `${base}/select`,
      { config, schema: { tags, response: answers(z.array(ZTollGroupOption)) } },
      () => service.select(),
    );
  };
