import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZRemoteWork,
  ZRemoteWorkCreateBody,
  ZRemoteWorkListQuery,
  ZRemoteWorkListResponse,
  ZRemoteWorkUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { RemoteWorkService } from './remote-work.service.ts';

/** Homework status (SPEC §2, section 2): who works from home, on which days. */
export const remoteWorkRoutes =
  (remoteWork: RemoteWorkService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['homework-status'];
    const manage = { access: sections(SECTION_IDS.SETTINGS_GENERAL) };
    const base = '/setting/homework-status';
    app.post(
      `${base}/list`,
      {
        config: manage,
        schema: { tags, body: ZRemoteWorkListQuery, response: answers(ZRemoteWorkListResponse) },
      },
      (req) => remoteWork.list(actorOf(req), req.body),
    );
    app.post(
      `${base}/export`,
      { config: manage, schema: { tags, body: ZRemoteWorkListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await remoteWork.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      `${base}/create`,
      { config: manage, schema: { tags, body: ZRemoteWorkCreateBody, response: answers(ZRemoteWork) } },
      (req) => remoteWork.create(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
    );
    app.post(
      `${base}/update`,
      { config: manage, schema: { tags, body: ZRemoteWorkUpdateBody, response: answers(ZRemoteWork) } },
      (req) => remoteWork.update(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
    );
    app.post(
      `${base}/activate`,
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZRemoteWork) } },
      (req) =>
        remoteWork.activate(actorOf(req), req.body.id, languageFromHeader(req.headers['accept-language'])),
    );
    app.post(
      `${base}/inactivate`,
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZRemoteWork) } },
      (req) =>
        remoteWork.inactivate(actorOf(req), req.body.id, languageFromHeader(req.headers['accept-language'])),
    );
  };
