import {
  languageFromHeader,
  SECTION_IDS,
  ZBillingClientBody,
  ZBillingClientSettings,
  ZBillingClientSettingsBody,
  ZBillingCompanyBody,
  ZBillingCompanySettings,
  ZBillingCompanySettingsBody,
  ZBillingSeries,
  ZBillingSeriesActiveBody,
  ZBillingSeriesCreateBody,
  ZBillingSeriesList,
  ZBillingSeriesQuery,
  ZIdBody,
  ZInvoiceWorkAnswer,
  ZInvoiceWorkBody,
  ZOk,
  ZSalesDocument,
  ZSalesDocumentListQuery,
  ZSalesDocumentListResponse,
  ZSalesDraftBody,
  ZSalesDraftUpdateBody,
  ZSalesIssueBody,
  ZSalesNoteBody,
  ZSalesVoidBody,
  ZWorkToInvoice,
  ZWorkToInvoiceQuery,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { BillingService } from './billing.service.ts';

export const billingRoutes =
  (billing: BillingService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['billing'];
    // Writing is the sales documents section's; receivables (collections) reads what was issued.
    const write = { access: sections(SECTION_IDS.SALES_DOCUMENTS) };
    const read = { access: sections(SECTION_IDS.SALES_DOCUMENTS, SECTION_IDS.RECEIVABLES) };
    const doc = '/billing/sales-document';

    app.post(
      '/billing/series/list',
      { config: read, schema: { tags, body: ZBillingSeriesQuery, response: answers(ZBillingSeriesList) } },
      (req) => billing.listSeries(req.body),
    );
    app.post(
      '/billing/series/create',
      { config: write, schema: { tags, body: ZBillingSeriesCreateBody, response: answers(ZBillingSeries) } },
      (req) => billing.createSeries(actorOf(req), req.body),
    );
    app.post(
      '/billing/series/set-active',
      { config: write, schema: { tags, body: ZBillingSeriesActiveBody, response: answers(ZBillingSeries) } },
      (req) => billing.setSeriesActive(actorOf(req), req.body),
    );

    app.post(
      `${doc}/list`,
      {
        config: read,
        schema: { tags, body: ZSalesDocumentListQuery, response: answers(ZSalesDocumentListResponse) },
      },
      (req) => billing.list(actorOf(req), req.body),
    );
    app.post(
      `${doc}/export`,
      { config: read, schema: { tags, body: ZSalesDocumentListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await billing.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      `${doc}/get`,
      { config: read, schema: { tags, body: ZIdBody, response: answers(ZSalesDocument) } },
      (req) => billing.get(actorOf(req), req.body.id),
    );
    app.post(`${doc}/pdf`, { config: read, schema: { tags, body: ZIdBody } }, async (req, reply) =>
      sendFile(reply, await billing.pdf(actorOf(req), req.body.id)),
    );
    app.post(
      `${doc}/create-draft`,
      { config: write, schema: { tags, body: ZSalesDraftBody, response: answers(ZSalesDocument) } },
      (req) => billing.createDraft(actorOf(req), req.body),
    );
    app.post(
      `${doc}/update-draft`,
      { config: write, schema: { tags, body: ZSalesDraftUpdateBody, response: answers(ZSalesDocument) } },
      (req) => billing.updateDraft(actorOf(req), req.body),
    );
    app.post(
      `${doc}/void`,
      { config: write, schema: { tags, body: ZSalesVoidBody, response: answers(ZSalesDocument) } },
      (req) => billing.voidDocument(actorOf(req), req.body),
    );
    app.post(
      `${doc}/delete-draft`,
      { config: write, schema: { tags, body: ZIdBody, response: answers(ZOk) } },
      (req) => billing.deleteDraft(actorOf(req), req.body.id),
    );
    app.post(
      `${doc}/issue`,
      { config: write, schema: { tags, body: ZSalesIssueBody, response: answers(ZSalesDocument) } },
      (req) => billing.issue(actorOf(req), req.body),
    );
    app.post(
      `${doc}/issue-note`,
      { config: write, schema: { tags, body: ZSalesNoteBody, response: answers(ZSalesDocument) } },
      (req) => billing.issueNote(actorOf(req), req.body),
    );

    app.post(
      '/billing/work/list',
      { config: write, schema: { tags, body: ZWorkToInvoiceQuery, response: answers(ZWorkToInvoice) } },
      (req) => billing.workToInvoice(req.body),
    );
    app.post(
      '/billing/work/invoice',
      { config: write, schema: { tags, body: ZInvoiceWorkBody, response: answers(ZInvoiceWorkAnswer) } },
      (req) => billing.invoiceWork(actorOf(req), req.body),
    );

    app.post(
      '/billing/settings/client/get',
      { config: read, schema: { tags, body: ZBillingClientBody, response: answers(ZBillingClientSettings) } },
      (req) => billing.clientSettings(req.body.clientId),
    );
    app.post(
      '/billing/settings/client/save',
      {
        config: write,
        schema: { tags, body: ZBillingClientSettingsBody, response: answers(ZBillingClientSettings) },
      },
      (req) => billing.saveClientSettings(actorOf(req), req.body),
    );
    app.post(
      '/billing/settings/company/get',
      {
        config: read,
        schema: { tags, body: ZBillingCompanyBody, response: answers(ZBillingCompanySettings) },
      },
      (req) => billing.companySettings(req.body.companyId),
    );
    app.post(
      '/billing/settings/company/save',
      {
        config: write,
        schema: { tags, body: ZBillingCompanySettingsBody, response: answers(ZBillingCompanySettings) },
      },
      (req) => billing.saveCompanySettings(actorOf(req), req.body),
    );
  };
