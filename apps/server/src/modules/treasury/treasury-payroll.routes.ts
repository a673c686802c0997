import {
  SECTION_IDS,
  ZContributionCreateBody,
  ZContributionDueList,
  ZContributionQuery,
  ZTreasuryTransactionDetail,
  ZUnbookedPaymentList,
  ZUnbookedQuery,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { answers } from '../../platform/http/responses.ts';
import { createTreasuryContributionService } from './treasury-contributions.ts';
import { createTreasuryUnbookedService } from './treasury-unbooked.ts';

/**
 * Treasury's payroll routes (section 39): the month's contributions to pay (SUNAT, each AFP) and
 * their movements, and the report of what is paid without a journal entry (read by treasury and
 * bookkeeping, section 35).
 */
export const treasuryPayrollRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const contributions = createTreasuryContributionService(deps);
    const unbooked = createTreasuryUnbookedService(deps);
    const tags = ['treasury'];
    const config = { access: sections(SECTION_IDS.TREASURY_TRANSACTIONS) };
    app.post(
      '/treasury/contribution/due',
      { config, schema: { tags, body: ZContributionQuery, response: answers(ZContributionDueList) } },
      (req) => contributions.due(req.body),
    );
    app.post(
      '/treasury/contribution/create',
      {
        config,
        schema: { tags, body: ZContributionCreateBody, response: answers(ZTreasuryTransactionDetail) },
      },
      (req) => contributions.create(actorOf(req), req.body),
    );
    app.post(
      '/treasury/unbooked/list',
      {
        config: { access: sections(SECTION_IDS.TREASURY_TRANSACTIONS, SECTION_IDS.BOOKKEEPING_TRANSACTIONS) },
        schema: { tags, body: ZUnbookedQuery, response: answers(ZUnbookedPaymentList) },
      },
      (req) => unbooked.list(req.body),
    );
  };
