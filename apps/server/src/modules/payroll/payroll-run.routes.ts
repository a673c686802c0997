import {
  SECTION_IDS,
  ZHistoryPage,
  ZIdBody,
  ZLiquidacionPreview,
  ZLiquidacionPreviewBody,
  ZPayrollPayBody,
  ZPayrollRun,
  ZPayrollRunCreateBody,
  ZPayrollRunDetail,
  ZPayrollRunListQuery,
  ZPayrollRunListResponse,
  ZPayrollSlipDetail,
  ZPayrollSlipListQuery,
  ZPayrollSlipListResponse,
  ZRunHistoryQuery,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import type { PayrollRunService } from './payroll-run.service.ts';

/**
 * Payroll runs (section 14, tab Payments): only its holders reach these routes, but for the
 * liquidación preview of the employee screen's cessation dialog (section 8).
 */
export const payrollRunRoutes =
  (service: PayrollRunService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payroll'];
    const config = { access: sections(SECTION_IDS.PAYROLL) };
    const base = '/rrhh/payroll';
    // The employee screen's cessation dialog (section 8) asks it before recording the cessation.
    app.post(
      `${base}/liquidacion/preview`,
      {
        config: { access: sections(SECTION_IDS.EMPLOYEES) },
        schema: { tags, body: ZLiquidacionPreviewBody, response: answers(ZLiquidacionPreview) },
      },
      (req) => service.previewLiquidacion(actorOf(req), req.body),
    );
    app.post(
      `${base}/run/create`,
      { config, schema: { tags, body: ZPayrollRunCreateBody, response: answers(ZPayrollRun) } },
      (req) => service.create(actorOf(req), req.body),
    );
    app.post(
      `${base}/run/list`,
      { config, schema: { tags, body: ZPayrollRunListQuery, response: answers(ZPayrollRunListResponse) } },
      (req) => service.list(actorOf(req), req.body),
    );
    app.post(
      `${base}/payment/list`,
      { config, schema: { tags, body: ZPayrollRunListQuery, response: answers(ZPayrollRunListResponse) } },
      (req) => service.payments(actorOf(req), req.body),
    );
    app.post(
      `${base}/run/history/list`,
      { config, schema: { tags, body: ZRunHistoryQuery, response: answers(ZHistoryPage) } },
      (req) => service.history(actorOf(req), req.body),
    );
    app.post(
      `${base}/run/get`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZPayrollRunDetail) } },
      (req) => service.get(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/run/approve`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZPayrollRunDetail) } },
      (req) => service.approve(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/run/pay`,
      { config, schema: { tags, body: ZPayrollPayBody, response: answers(ZPayrollRunDetail) } },
      (req) => service.pay(actorOf(req), req.body),
    );
    app.post(
      `${base}/run/cancel`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZPayrollRunDetail) } },
      (req) => service.cancel(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/slip/list`,
      { config, schema: { tags, body: ZPayrollSlipListQuery, response: answers(ZPayrollSlipListResponse) } },
      (req) => service.slips(actorOf(req), req.body),
    );
    app.post(
      `${base}/slip/get`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZPayrollSlipDetail) } },
      (req) => service.slip(actorOf(req), req.body.id),
    );
  };
