import {
  SECTION_IDS,
  ZDeliveryIdBody,
  ZDocumentBatchStarted,
  ZEmployeeDeliveriesBody,
  ZOk,
  ZPayslipDeliveries,
  ZPayslipDeliveryList,
  ZPayslipDeliveryListQuery,
  ZPayslipDeliverySummary,
  ZRunIdBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { EBoletaService } from './e-boleta.service.ts';

/** The smallest transparent GIF: what every mail client gets, whatever the token. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Electronic boletas (section 14): send a run's, resend one, the deliveries of a run, its deadline.
 * The worker's own signed boletas (any signed-in user; the service limits them to their own). And
 * the open-tracking image, public because a mail client fetches it with no session.
 */
export const eBoletaRoutes =
  (service: EBoletaService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payslips'];
    const hr = { access: sections(SECTION_IDS.PAYROLL) };
    const base = '/rrhh/payroll';
    app.post(
      `${base}/payslip/send`,
      { config: hr, schema: { tags, body: ZRunIdBody, response: answers(ZDocumentBatchStarted) } },
      (req) => service.send(actorOf(req), req.body.runId),
    );
    app.post(
      `${base}/payslip/resend`,
      { config: hr, schema: { tags, body: ZDeliveryIdBody, response: answers(ZOk) } },
      (req) => service.resend(actorOf(req), req.body.deliveryId),
    );
    app.post(
      `${base}/payslip/deliveries`,
      {
        config: hr,
        schema: { tags, body: ZPayslipDeliveryListQuery, response: answers(ZPayslipDeliveryList) },
      },
      (req) => service.runDeliveries(actorOf(req), req.body),
    );
    app.post(
      `${base}/payslip/delivery-summary`,
      { config: hr, schema: { tags, body: ZRunIdBody, response: answers(ZPayslipDeliverySummary) } },
      (req) => service.summary(actorOf(req), req.body.runId),
    );
    app.post(
      `${base}/employee/get-payroll-signed`,
      {
        config: { access: SIGNED_IN },
        schema: { tags, body: ZEmployeeDeliveriesBody, response: answers(ZPayslipDeliveries) },
      },
      (req) => service.employeeDeliveries(actorOf(req), req.body.employeeId),
    );
    app.post(
      `${base}/employee/get-payroll-signed-pdf`,
      { config: { access: SIGNED_IN }, schema: { tags, body: ZDeliveryIdBody } },
      async (req, reply) => {
        const file = await service.signedPdf(actorOf(req), req.body.deliveryId);
        return sendFile(reply, file);
      },
    );
    app.get(
      '/public/mail/open/:file',
      {
        config: { access: PUBLIC },
        schema: { tags, params: z.object({ file: z.string() }) },
      },
      async (req, reply) => {
        // The image answers whatever happens: a mail client shows nothing broken, a prober learns nothing.
        await service.opened(req.params.file).catch((err: unknown) => req.log.warn({ err }, 'open pixel'));
        return reply
          .header('content-type', 'image/gif')
          .header('cache-control', 'no-store, private')
          .send(PIXEL);
      },
    );
  };
