import { SECTION_IDS, ZOutboxListQuery, ZOutboxListResponse } from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { answers } from '../../platform/http/responses.ts';
import type { OutboxService } from './outbox.service.ts';

export const outboxRoutes =
  (outbox: OutboxService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/setting/outbox/list',
      {
        config: { access: sections(SECTION_IDS.SETTINGS_GENERAL) },
        schema: {
          tags: ['settings'],
          body: ZOutboxListQuery,
          response: answers(ZOutboxListResponse),
        },
      },
      (req) => outbox.list(req.body),
    );
  };
