import { languageFromHeader, SECTION_IDS, ZIncomeByFunction, ZIncomeByFunctionQuery } from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { IncomeStatementService } from './income-statement.service.ts';

/** The income statement by function (section 35, beside the trial balance) and its export. */
export const incomeStatementRoutes =
  (service: IncomeStatementService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bookkeeping'];
    const config = { access: sections(SECTION_IDS.BOOKKEEPING_TRANSACTIONS) };
    app.post(
      '/bookkeeping/income-statement',
      { config, schema: { tags, body: ZIncomeByFunctionQuery, response: answers(ZIncomeByFunction) } },
      (req) => service.byFunction(req.body),
    );
    app.post(
      '/bookkeeping/income-statement/export',
      { config, schema: { tags, body: ZIncomeByFunctionQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await service.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
  };
