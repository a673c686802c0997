import { SECTION_IDS, ZTreasurySettings, ZTreasurySettingsBody, ZTreasurySettingsQuery } from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { answers } from '../../platform/http/responses.ts';
import { createTreasurySettingsService } from './treasury-settings.service.ts';

/** A company's treasury rules, edited in the company form (section 43). */
export const treasurySettingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createTreasurySettingsService(deps);
    const tags = ['treasury'];
    const config = { access: sections(SECTION_IDS.COMPANIES) };
    const response = answers(ZTreasurySettings);
    app.post(
      '/treasury/settings/get',
      { config, schema: { tags, body: ZTreasurySettingsQuery, response } },
      (req) => service.get(req.body.companyId),
    );
    app.post(
      '/treasury/settings/update',
      { config, schema: { tags, body: ZTreasurySettingsBody, response } },
      (req) => service.update(actorOf(req), req.body),
    );
  };
