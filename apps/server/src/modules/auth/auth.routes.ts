import {
  type TLoginResponse,
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, SIGNED_IN } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { unauthorized } from '../../platform/errors/app-error.ts';
import { originOf } from '../../platform/http/origin.ts';
import {
  clearRefreshCookie,
  deliverInCookie,
  refreshTokenFromCookie,
  wantsRefreshCookie,
} from '../../platform/http/refresh-cookie.ts';
import { answers } from '../../platform/http/responses.ts';
import type { AuthService } from './auth.service.ts';

const ok = { ok: true } as const;

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth'];
    /** The web asks for its refresh token in an HttpOnly cookie; API clients get it in the body. */
    const deliver = (req: FastifyRequest, reply: FastifyReply, result: TLoginResponse) =>
      wantsRefreshCookie(req) ? deliverInCookie(req, reply, result, auth.refreshTokenTtl) : result;
    app.post(
      '/login',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZLoginBody, response: answers(ZLoginResponse) },
      },
      async (req, reply) => deliver(req, reply, await auth.login(req.body, originOf(req))),
    );
    app.post(
      '/refresh-token',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZRefreshBody.nullish(), response: answers(ZLoginResponse) },
      },
      async (req, reply) => {
        const fromBody = req.body?.refreshToken;
        const token = fromBody ?? refreshTokenFromCookie(req);
        if (!token) throw unauthorized('INVALID_REFRESH_TOKEN');
        const result = await auth.refresh(token, originOf(req));
        return fromBody ? result : deliverInCookie(req, reply, result, auth.refreshTokenTtl);
      },
    );
    app.post(
      '/logout',
      {
        config: { access: SIGNED_IN },
        schema: { tags, body: ZLogoutBody.nullish(), response: answers(ZOk) },
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
        schema: { tags, body: ZFirstAdminBody, response: answers(ZLoginResponse) },
      },
      async (req, reply) => deliver(req, reply, await auth.createFirstAdmin(req.body, originOf(req))),
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
