import {
  ZFirstAdminBody,
  ZForgotPasswordBody,
  ZLoginBody,
  ZLoginResponse,
  ZLogoutBody,
  ZOk,
  ZRefreshBody,
  ZResetPasswordBody,
  ZSetupStatus,
  ZUserForEmailParams,
  ZUserForEmailResponse,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, SIGNED_IN } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { unauthorized } from '../../platform/errors/app-error.ts';
import { originOf } from '../../platform/http/origin.ts';
import { answers } from '../../platform/http/responses.ts';
import type { AuthService } from './auth.service.ts';
import {
  clearRefreshCookie,
  readRefreshCookie,
  sendRefreshCookie,
  wantsRefreshCookie,
} from './refresh-cookie.ts';

const ok = { ok: true } as const;

// The browser gets its refresh token as a cookie, so the body may go without it.
const ZSessionResponse = ZLoginResponse.partial({ refreshToken: true });
const ZRefreshRequest = ZRefreshBody.partial().optional();

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth'];
    app.post(
      '/login',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZLoginBody, response: answers(ZSessionResponse) },
      },
      async (req, reply) => {
        const session = await auth.login(req.body, originOf(req));
        return wantsRefreshCookie(req) ? sendRefreshCookie(req, reply, session) : session;
      },
    );
    app.post(
      '/refresh-token',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZRefreshRequest, response: answers(ZSessionResponse) },
      },
      async (req, reply) => {
        const fromBody = req.body?.refreshToken;
        const token = fromBody ?? readRefreshCookie(req);
        if (!token) throw unauthorized('INVALID_REFRESH_TOKEN');
        const session = await auth.refresh(token, originOf(req));
        return fromBody ? session : sendRefreshCookie(req, reply, session);
      },
    );
    app.post(
      '/logout',
      {
        config: { access: SIGNED_IN },
        schema: { tags, body: ZLogoutBody.optional(), response: answers(ZOk) },
      },
      async (req, reply) => {
        await auth.logout(actorOf(req));
        clearRefreshCookie(req, reply);
        return ok;
      },
    );
    app.post(
      '/forgot-password',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZForgotPasswordBody, response: answers(ZOk) },
      },
      async (req) => {
        await auth.forgotPassword(req.body, originOf(req));
        return ok;
      },
    );
    app.post(
      '/reset-password',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZResetPasswordBody, response: answers(ZOk) },
      },
      async (req) => {
        await auth.resetPassword(req.body, originOf(req));
        return ok;
      },
    );
    app.get(
      '/setup/status',
      { config: { access: PUBLIC }, schema: { tags, response: { 200: ZSetupStatus } } },
      async () => ({ needsSetup: await auth.needsSetup() }),
    );
    app.post(
      '/setup/first-admin',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZFirstAdminBody, response: answers(ZSessionResponse) },
      },
      async (req, reply) => {
        const session = await auth.createFirstAdmin(req.body, originOf(req));
        return wantsRefreshCookie(req) ? sendRefreshCookie(req, reply, session) : session;
      },
    );
    app.get(
      '/user/get-user-for-email/:email',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          params: ZUserForEmailParams,
          response: answers(ZUserForEmailResponse),
        },
      },
      (req) => auth.accessForEmail(actorOf(req), req.params.email),
    );
  };
