import {
  languageFromHeader,
  ZAllNotificationsQuery,
  ZMarkReadBody,
  ZNotificationsResponse,
  ZOk,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import type { NotificationService } from './notification.service.ts';

export const notificationRoutes =
  (notifications: NotificationService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    const config = { access: SIGNED_IN };
    // The legacy client sends `user_id`; the server always answers for the signed-in user.
    const legacyBody = z.object({ user_id: z.unknown().optional() }).optional();
    app.post(
      '/commons/notifications/get-notifications',
      {
        config,
        schema: { tags, body: legacyBody, response: answers(ZNotificationsResponse) },
      },
      (req) => notifications.unread(actorOf(req), languageFromHeader(req.headers['accept-language'])),
    );
    app.post(
      '/commons/notifications/get-all-notifications',
      {
        config,
        schema: {
          tags,
          body: ZAllNotificationsQuery,
          response: answers(ZNotificationsResponse),
        },
      },
      (req) => notifications.all(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
    );
    app.post(
      '/commons/notifications/mark-read',
      { config, schema: { tags, body: ZMarkReadBody, response: answers(ZOk) } },
      async (req) => {
        await notifications.markRead(actorOf(req), req.body);
        return { ok: true as const };
      },
    );
  };
