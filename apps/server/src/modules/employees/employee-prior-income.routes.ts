import {
  languageFromHeader,
  SECTION_IDS,
  ZEmployeeId,
  ZIdBody,
  ZImportReport,
  ZIncomeCertificate,
  ZIncomeCertificateCreateBody,
  ZIncomeCertificateList,
  ZIncomeCertificateUpdateBody,
  ZOpeningBalance,
  ZOpeningBalanceCreateBody,
  ZOpeningBalanceList,
  ZOpeningBalanceUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import type { PriorIncomeService } from './employee-prior-income.service.ts';
import { OPENING_IMPORT_UPLOAD, type OpeningImportService } from './opening-balance-import.service.ts';
import { openingTemplate } from './opening-balance-import.ts';

const ZDeleted = z.object({ id: z.number() });

/** Income before this company: previous employers' certificates and the opening balances. */
export const priorIncomeRoutes =
  (service: PriorIncomeService, importer: OpeningImportService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employees'];
    const hr = { access: sections(SECTION_IDS.EMPLOYEES) };
    const certificate = '/rrhh/employee/income-certificate';
    const opening = '/rrhh/employee/opening-balance';
    app.post(
      `${certificate}/list`,
      { config: hr, schema: { tags, body: ZEmployeeId, response: answers(ZIncomeCertificateList) } },
      (req) => service.listCertificates(actorOf(req), req.body.employee_id),
    );
    app.post(
      `${certificate}/create`,
      {
        config: hr,
        schema: { tags, body: ZIncomeCertificateCreateBody, response: answers(ZIncomeCertificate) },
      },
      (req) => service.createCertificate(actorOf(req), req.body),
    );
    app.post(
      `${certificate}/update`,
      {
        config: hr,
        schema: { tags, body: ZIncomeCertificateUpdateBody, response: answers(ZIncomeCertificate) },
      },
      (req) => service.updateCertificate(actorOf(req), req.body),
    );
    app.post(
      `${certificate}/delete`,
      { config: hr, schema: { tags, body: ZIdBody, response: answers(ZDeleted) } },
      (req) => service.deleteCertificate(actorOf(req), req.body.id),
    );
    app.post(
      `${opening}/list`,
      { config: hr, schema: { tags, body: ZEmployeeId, response: answers(ZOpeningBalanceList) } },
      (req) => service.listOpeningBalances(actorOf(req), req.body.employee_id),
    );
    app.post(
      `${opening}/create`,
      { config: hr, schema: { tags, body: ZOpeningBalanceCreateBody, response: answers(ZOpeningBalance) } },
      (req) => service.createOpeningBalance(actorOf(req), req.body),
    );
    app.post(
      `${opening}/update`,
      { config: hr, schema: { tags, body: ZOpeningBalanceUpdateBody, response: answers(ZOpeningBalance) } },
      (req) => service.updateOpeningBalance(actorOf(req), req.body),
    );
    app.post(
      `${opening}/delete`,
      { config: hr, schema: { tags, body: ZIdBody, response: answers(ZDeleted) } },
      (req) => service.deleteOpeningBalance(actorOf(req), req.body.id),
    );
    app.post(
      `${opening}/import`,
      {
        config: hr,
        schema: { tags, consumes: ['multipart/form-data'], response: answers(ZImportReport) },
      },
      async (req) =>
        importer.import(
          actorOf(req),
          await readUpload(req, OPENING_IMPORT_UPLOAD),
          languageFromHeader(req.headers['accept-language']),
        ),
    );
    app.get(`${opening}/import-template`, { config: hr, schema: { tags } }, async (_req, reply) =>
      sendXlsx(reply, 'opening-balances-import', await openingTemplate()),
    );
  };
