import {
  SECTION_IDS,
  ZDocumentBatchStarted,
  ZLabourCertificates,
  ZLabourCertificatesBody,
  ZQuintaBatchBody,
  ZQuintaCertificateBody,
  ZWorkCertificateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { LabourCertificateService } from './labour-certificate.service.ts';

/**
 * The certificado de trabajo and the quinta certificate. One worker's: any signed-in user (the
 * service allows section 14 within its employee scope, or the worker themself; 404 otherwise).
 * The whole staff's: section 14.
 */
export const labourCertificateRoutes =
  (service: LabourCertificateService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['labour-certificates'];
    const base = '/rrhh/payroll/certificates';
    const signedIn = { access: SIGNED_IN };
    app.post(
      `${base}/list`,
      {
        config: signedIn,
        schema: { tags, body: ZLabourCertificatesBody, response: answers(ZLabourCertificates) },
      },
      (req) => service.list(actorOf(req), req.body.employeeId),
    );
    app.post(
      `${base}/work/pdf`,
      { config: signedIn, schema: { tags, body: ZWorkCertificateBody } },
      async (req, reply) => sendFile(reply, await service.workPdf(actorOf(req), req.body.employeeId)),
    );
    app.post(
      `${base}/quinta/pdf`,
      { config: signedIn, schema: { tags, body: ZQuintaCertificateBody } },
      async (req, reply) =>
        sendFile(reply, await service.quintaPdf(actorOf(req), req.body.employeeId, req.body.year)),
    );
    app.post(
      `${base}/quinta/batch`,
      {
        config: { access: sections(SECTION_IDS.PAYROLL) },
        schema: { tags, body: ZQuintaBatchBody, response: answers(ZDocumentBatchStarted) },
      },
      (req) => service.quintaBatch(actorOf(req), req.body),
    );
  };
