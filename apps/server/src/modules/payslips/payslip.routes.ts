import {
  languageFromHeader,
  SECTION_IDS,
  ZDocumentBatchStarted,
  ZPayrollDates,
  ZPayrollDatesBody,
  ZPlameExportBody,
  ZRunIdBody,
  ZSlipIdBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { PayslipService } from './payslip.service.ts';

/**
 * Payslip documents and payroll files (section 14), and the worker's own payslips (any signed-in
 * user; the service limits them to their own, SPEC §7).
 */
export const payslipRoutes =
  (service: PayslipService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payslips'];
    const hr = { access: sections(SECTION_IDS.PAYROLL) };
    const base = '/rrhh/payroll';
    app.post(`${base}/payslip/pdf`, { config: hr, schema: { tags, body: ZSlipIdBody } }, async (req, reply) =>
      sendFile(reply, await service.slipPdf(actorOf(req), req.body.slipId)),
    );
    // Rendering a run's payslips is a document batch: the answer is its id, the file comes with it.
    app.post(
      `${base}/payslip/all-pdf`,
      { config: hr, schema: { tags, body: ZRunIdBody, response: answers(ZDocumentBatchStarted) } },
      (req) => service.runPdf(actorOf(req), req.body.runId),
    );
    app.post(
      `${base}/payslip/zip`,
      { config: hr, schema: { tags, body: ZRunIdBody, response: answers(ZDocumentBatchStarted) } },
      (req) => service.runZip(actorOf(req), req.body.runId),
    );
    app.post(
      `${base}/plame/export`,
      { config: hr, schema: { tags, body: ZPlameExportBody } },
      async (req, reply) => sendFile(reply, await service.plame(actorOf(req), req.body)),
    );
    app.post(
      `${base}/afpnet/export`,
      { config: hr, schema: { tags, body: ZRunIdBody } },
      async (req, reply) => {
        const { file, name } = await service.afpnet(actorOf(req), req.body.runId);
        return sendXlsx(reply, name, file);
      },
    );
    app.post(`${base}/run/export`, { config: hr, schema: { tags, body: ZRunIdBody } }, async (req, reply) =>
      sendExport(
        reply,
        await service.runExport(
          actorOf(req),
          req.body.runId,
          languageFromHeader(req.headers['accept-language']),
        ),
      ),
    );
    app.post(
      `${base}/payment/bank-file`,
      { config: hr, schema: { tags, body: ZRunIdBody } },
      async (req, reply) => {
        const { file, name } = await service.bankFile(actorOf(req), req.body.runId);
        return sendXlsx(reply, name, file);
      },
    );
    app.post(
      `${base}/employee/get-payroll-dates`,
      {
        config: { access: SIGNED_IN },
        schema: { tags, body: ZPayrollDatesBody, response: answers(ZPayrollDates) },
      },
      (req) => service.payrollDates(actorOf(req), req.body.employeeId),
    );
    app.post(
      `${base}/employee/get-payroll-pdf`,
      { config: { access: SIGNED_IN }, schema: { tags, body: ZSlipIdBody } },
      async (req, reply) => sendFile(reply, await service.employeePdf(actorOf(req), req.body.slipId)),
    );
  };
