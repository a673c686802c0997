import {
  type TLoginResponse,
  type TSecondFactorLoginResponse,
  ZFirstAdminBody,
  ZForgotPasswordBody,
  ZLoginAnswer,
  ZLoginBody,
  ZLoginResponse,
  ZLogoutBody,
  ZOk,
  ZRefreshBody,
  ZResetPasswordBody,
  ZSecondFactorChallengeBody,
  ZSecondFactorLoginResponse,
  ZSecondFactorSetup,
  ZSecondFactorVerifyBody,
  ZSetupStatus,
  ZUserForEmailParams,
  ZUserForEmailResponse,
} from '@zerg/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, SIGNED_IN } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { unauthorized } from '../../platform/errors/app-error.ts';
import { deviceTokenFromCookie, setDeviceCookie } from '../../platform/http/device-cookie.ts';
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
    const deliver = <T extends TLoginResponse>(req: FastifyRequest, reply: FastifyReply, result: T) =>
      wantsRefreshCookie(req) ? deliverInCookie(req, reply, result, auth.refreshTokenTtl) : result;
    /** The web keeps a trusted-device token in its HttpOnly cookie; API clients get it in the body. */
    const deliverDevice = <T extends TSecondFactorLoginResponse>(
      req: FastifyRequest,
      reply: FastifyReply,
      result: T,
    ) => {
      const { deviceToken, ...rest } = result;
      if (!deviceToken || !wantsRefreshCookie(req)) return deliver(req, reply, result);
      setDeviceCookie(req, reply, deviceToken);
      return deliver(req, reply, rest);
    };
    app.post(
      '/login',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZLoginBody, response: answers(ZLoginAnswer) },
      },
      async (req, reply) => {
        const answer = await auth.login(req.body, originOf(req), deviceTokenFromCookie(req));
        return 'secondFactor' in answer ? answer : deliver(req, reply, answer);
      },
    );
    // Public, but each needs the challenge a right password gave (signed, five minutes).
    app.post(
      '/login/second-factor/setup',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZSecondFactorChallengeBody, response: answers(ZSecondFactorSetup) },
      },
      (req) => auth.secondFactorSetup(req.body),
    );
    app.post(
      '/login/second-factor/confirm',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZSecondFactorVerifyBody, response: answers(ZSecondFactorLoginResponse) },
      },
      async (req, reply) =>
        deliverDevice(req, reply, await auth.secondFactorConfirm(req.body, originOf(req))),
    );
    app.post(
      '/login/second-factor',
      {
        config: { access: PUBLIC },
        schema: { tags, body: ZSecondFactorVerifyBody, response: answers(ZSecondFactorLoginResponse) },
      },
      async (req, reply) => deliverDevice(req, reply, await auth.secondFactorVerify(req.body, originOf(req))),
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
