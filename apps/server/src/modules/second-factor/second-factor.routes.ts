import {
  SECTION_IDS,
  ZIdBody,
  ZOk,
  ZRecoveryCodes,
  ZSecondFactorConfirmBody,
  ZSecondFactorSetup,
  ZSecondFactorStatus,
  ZSecuritySettings,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import type { SecondFactorService } from './second-factor.service.ts';
import type { SecuritySettingsService } from './security-settings.service.ts';

/**
 * The signed-in side of the second factor: a user's own status and voluntary enrolment (profile),
 * an administrator's reset (Users, section 4) and the company setting (Settings → Security).
 * Sign-in with a code lives in the auth module.
 */
export const secondFactorRoutes =
  (factor: SecondFactorService, settings: SecuritySettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['second-factor'];
    const own = { access: SIGNED_IN };
    app.post(
      '/user/second-factor/status',
      { config: own, schema: { tags, response: answers(ZSecondFactorStatus) } },
      (req) => factor.status(actorOf(req)),
    );
    app.post(
      '/user/second-factor/setup',
      { config: own, schema: { tags, response: answers(ZSecondFactorSetup) } },
      (req) => factor.setupOwn(actorOf(req)),
    );
    app.post(
      '/user/second-factor/confirm',
      { config: own, schema: { tags, body: ZSecondFactorConfirmBody, response: answers(ZRecoveryCodes) } },
      (req) => factor.confirmOwn(actorOf(req), req.body),
    );
    app.post(
      '/user/second-factor/reset',
      {
        config: { access: sections(SECTION_IDS.USERS) },
        schema: { tags, body: ZIdBody, response: answers(ZOk) },
      },
      async (req) => {
        await factor.reset(actorOf(req), req.body.id);
        return { ok: true } as const;
      },
    );
    const manage = { access: sections(SECTION_IDS.SETTINGS_GENERAL) };
    app.post(
      '/setting/security/get',
      { config: manage, schema: { tags, response: answers(ZSecuritySettings) } },
      () => settings.get(),
    );
    app.post(
      '/setting/security/update',
      { config: manage, schema: { tags, body: ZSecuritySettings, response: answers(ZSecuritySettings) } },
      (req) => settings.update(actorOf(req), req.body),
    );
  };
