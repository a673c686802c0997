import {
  languageFromHeader,
  SECTION_IDS,
  ZAdditionalWork,
  ZAdditionalWorkCreateBody,
  ZAdditionalWorkListQuery,
  ZAdditionalWorkListResponse,
  ZDecideBody,
  ZIdBody,
  ZRejectBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { AdditionalWorkService } from './additional-work.service.ts';

/**
 * Additional-work requests (section 45): chiefs list and request for their area; deciding takes
 * the same section, and the service also wants every employee in the caller's scope (HR, the CEO).
 */
export const additionalWorkRoutes =
  (service: AdditionalWorkService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['additional-work'];
    const read = { access: sections(SECTION_IDS.ADDITIONAL_WORK) };
    const decide = read;
    const base = '/rrhh/additional-work';
    app.post(
      `${base}/list`,
      {
        config: read,
        schema: { tags, body: ZAdditionalWorkListQuery, response: answers(ZAdditionalWorkListResponse) },
      },
      (req) => service.list(actorOf(req), req.body),
    );
    app.post(
      `${base}/export`,
      { config: read, schema: { tags, body: ZAdditionalWorkListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await service.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      `${base}/get`,
      { config: read, schema: { tags, body: ZIdBody, response: answers(ZAdditionalWork) } },
      (req) => service.get(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/create`,
      { config: read, schema: { tags, body: ZAdditionalWorkCreateBody, response: answers(ZAdditionalWork) } },
      (req) => service.create(actorOf(req), req.body),
    );
    app.post(
      `${base}/approve`,
      { config: decide, schema: { tags, body: ZDecideBody, response: answers(ZAdditionalWork) } },
      (req) => service.approve(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/reject`,
      { config: decide, schema: { tags, body: ZRejectBody, response: answers(ZAdditionalWork) } },
      (req) => service.reject(actorOf(req), req.body),
    );
  };
