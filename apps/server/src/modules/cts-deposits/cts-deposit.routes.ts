import {
  SECTION_IDS,
  ZCtsBankFileBody,
  ZCtsDepositSummary,
  ZCtsRunBody,
  ZCtsStatementBody,
  ZDocumentBatchStarted,
  ZOwnCtsStatements,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { CtsDepositService } from './cts-deposit.service.ts';

/**
 * The CTS deposit's statements and bank files (section 14), and the worker's own statements (any
 * signed-in user; the service limits them to their own).
 */
export const ctsDepositRoutes =
  (service: CtsDepositService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['cts-deposits'];
    const hr = { access: sections(SECTION_IDS.PAYROLL) };
    const own = { access: SIGNED_IN };
    const base = '/rrhh/payroll/cts';
    app.post(
      `${base}/summary`,
      { config: hr, schema: { tags, body: ZCtsRunBody, response: answers(ZCtsDepositSummary) } },
      (req) => service.summary(actorOf(req), req.body.runId),
    );
    app.post(
      `${base}/statement/pdf`,
      { config: hr, schema: { tags, body: ZCtsStatementBody } },
      async (req, reply) => sendFile(reply, await service.statementPdf(actorOf(req), req.body)),
    );
    app.post(
      `${base}/statement/batch`,
      { config: hr, schema: { tags, body: ZCtsRunBody, response: answers(ZDocumentBatchStarted) } },
      (req) => service.startStatements(actorOf(req), req.body.runId),
    );
    app.post(
      `${base}/bank-file`,
      { config: hr, schema: { tags, body: ZCtsBankFileBody } },
      async (req, reply) => sendFile(reply, await service.bankFile(actorOf(req), req.body)),
    );
    app.post(
      `${base}/own/list`,
      { config: own, schema: { tags, response: answers(ZOwnCtsStatements) } },
      (req) => service.ownList(actorOf(req)),
    );
    app.post(`${base}/own/pdf`, { config: own, schema: { tags, body: ZCtsRunBody } }, async (req, reply) =>
      sendFile(reply, await service.ownPdf(actorOf(req), req.body.runId)),
    );
  };
