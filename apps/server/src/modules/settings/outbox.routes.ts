import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZOk,
  ZOutboxListQuery,
  ZOutboxListResponse,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { OutboxService } from './outbox.service.ts';

export const outboxRoutes =
  (outbox: OutboxService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settings'];
    const manage = { access: sections(SECTION_IDS.SETTINGS_GENERAL) };
    app.post(
      '/setting/outbox/list',
      { config: manage, schema: { tags, body: ZOutboxListQuery, response: answers(ZOutboxListResponse) } },
      (req) => outbox.list(req.body),
    );
    app.post(
      '/setting/outbox/export',
      { config: manage, schema: { tags, body: ZOutboxListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await outbox.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      '/setting/outbox/retry',
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZOk) } },
      (req) => outbox.retry(actorOf(req), req.body.id),
    );
  };
