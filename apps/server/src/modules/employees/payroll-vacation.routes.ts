import {
  languageFromHeader,
  SECTION_IDS,
  ZPayrollVacationListQuery,
  ZPayrollVacationListResponse,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { PayrollVacationService } from './payroll-vacation.service.ts';

/** The payroll page's Vacations tab (section 14): balances and scheduled periods of the company. */
export const payrollVacationRoutes =
  (vacations: PayrollVacationService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payroll'];
    const config = { access: sections(SECTION_IDS.PAYROLL) };
    app.post(
      '/rrhh/payroll/vacation/list',
      {
        config,
        schema: { tags, body: ZPayrollVacationListQuery, response: answers(ZPayrollVacationListResponse) },
      },
      (req) => vacations.list(actorOf(req), req.body),
    );
    app.post(
      '/rrhh/payroll/vacation/export',
      { config, schema: { tags, body: ZPayrollVacationListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await vacations.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
  };
