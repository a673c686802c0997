import {
  languageFromHeader,
  SECTION_IDS,
  ZEmailEventItem,
  ZEmailEventListQuery,
  ZEmailEventListResponse,
  ZEmailEventUpdateBody,
  ZEmailRecipientCreateBody,
  ZEmailRecipientGroupCreateBody,
  ZEmailRecipientGroupListQuery,
  ZEmailRecipientGroupListResponse,
  ZEmailRecipientListQuery,
  ZEmailRecipientListResponse,
  ZEmailRecipientUpdateBody,
  ZIdBody,
  ZOk,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { EmailEventService } from './email-event.service.ts';

const ZCreated = z.object({ id: z.number() });

export const emailEventRoutes =
  (events: EmailEventService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settings'];
    const manage = { access: sections(SECTION_IDS.SETTINGS_GENERAL) };

    app.post(
      '/setting/email/event/list',
      {
        config: manage,
        schema: { tags, body: ZEmailEventListQuery, response: answers(ZEmailEventListResponse) },
      },
      (req) => events.listEvents(req.body),
    );
    app.post(
      '/setting/email/event/export',
      { config: manage, schema: { tags, body: ZEmailEventListQuery } },
      async (req, reply) =>
        sendXlsx(
          reply,
          'email-events',
          await events.exportEvents(req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      '/setting/email/event/update',
      { config: manage, schema: { tags, body: ZEmailEventUpdateBody, response: answers(ZEmailEventItem) } },
      (req) => events.updateEvent(actorOf(req), req.body),
    );

    app.post(
      '/setting/email/recipient/list',
      {
        config: manage,
        schema: { tags, body: ZEmailRecipientListQuery, response: answers(ZEmailRecipientListResponse) },
      },
      (req) => events.listRecipients(req.body),
    );
    app.post(
      '/setting/email/recipient/export',
      { config: manage, schema: { tags, body: ZEmailRecipientListQuery } },
      async (req, reply) =>
        sendXlsx(
          reply,
          'email-recipients',
          await events.exportRecipients(req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      '/setting/email/recipient/create',
      { config: manage, schema: { tags, body: ZEmailRecipientCreateBody, response: answers(ZCreated) } },
      (req) => events.addRecipient(actorOf(req), req.body),
    );
    app.post(
      '/setting/email/recipient/update',
      { config: manage, schema: { tags, body: ZEmailRecipientUpdateBody, response: answers(ZCreated) } },
      (req) => events.updateRecipient(actorOf(req), req.body),
    );
    app.post(
      '/setting/email/recipient/delete',
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZOk) } },
      (req) => events.removeRecipient(actorOf(req), req.body.id),
    );

    app.post(
      '/setting/email/recipient-group/list',
      {
        config: manage,
        schema: {
          tags,
          body: ZEmailRecipientGroupListQuery,
          response: answers(ZEmailRecipientGroupListResponse),
        },
      },
      (req) => events.listGroups(req.body),
    );
    app.post(
      '/setting/email/recipient-group/export',
      { config: manage, schema: { tags, body: ZEmailRecipientGroupListQuery } },
      async (req, reply) =>
        sendXlsx(
          reply,
          'email-recipient-groups',
          await events.exportGroups(req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      '/setting/email/recipient-group/create',
      { config: manage, schema: { tags, body: ZEmailRecipientGroupCreateBody, response: answers(ZCreated) } },
      (req) => events.addGroup(actorOf(req), req.body),
    );
    app.post(
      '/setting/email/recipient-group/delete',
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZOk) } },
      (req) => events.removeGroup(actorOf(req), req.body.id),
    );
  };
