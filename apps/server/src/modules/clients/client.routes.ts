import {
  languageFromHeader,
  SECTION_IDS,
  ZClient,
  ZClientCreateBody,
  ZClientIdBody,
  ZClientListQuery,
  ZClientListResponse,
  ZClientUpdateBody,
  ZDeliveryPointOption,
  ZDocumentBatchStarted,
  ZHistoryPage,
  ZHistoryQuery,
  ZIdBody,
  ZOption,
  ZOptionSearchQuery,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sheetTemplate } from '../../platform/import/sheet-import.ts';
import { SHEET_IMPORT_UPLOAD } from '../../platform/import/sheet-import-job.ts';
import type { ClientService } from './client.service.ts';
import type { ClientImportService } from './client-import.service.ts';
import { CLIENT_IMPORT_COLUMNS, CLIENT_IMPORT_EXAMPLE } from './client-import.ts';

export const clientRoutes =
  (clients: ClientService, importer: ClientImportService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['clients'];
    const manage = { access: sections(SECTION_IDS.CLIENTS) };
    const lang = (header: string | undefined) => languageFromHeader(header);

    app.post(
      '/setting/client/list',
      { config: manage, schema: { tags, body: ZClientListQuery, response: answers(ZClientListResponse) } },
      (req) => clients.list(req.body),
    );
    app.post(
      '/setting/client/export',
      { config: manage, schema: { tags, body: ZClientListQuery } },
      async (req, reply) =>
        sendExport(reply, await clients.export(actorOf(req), req.body, lang(req.headers['accept-language']))),
    );
    app.post(
      '/setting/client/create',
      { config: manage, schema: { tags, body: ZClientCreateBody, response: answers(ZClient) } },
      (req) => clients.create(actorOf(req), req.body),
    );
    app.post(
      '/setting/client/update',
      { config: manage, schema: { tags, body: ZClientUpdateBody, response: answers(ZClient) } },
      (req) => clients.update(actorOf(req), req.body),
    );
    app.post(
      '/setting/client/history/list',
      { config: manage, schema: { tags, body: ZHistoryQuery, response: answers(ZHistoryPage) } },
      (req) => clients.history(req.body),
    );
    app.post(
      '/setting/client/get',
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZClient) } },
      (req) => clients.getOne(req.body.id),
    );
    app.post(
      '/setting/client/activate',
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZClient) } },
      (req) => clients.activate(actorOf(req), req.body.id),
    );
    app.post(
      '/setting/client/deactivate',
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZClient) } },
      (req) => clients.deactivate(actorOf(req), req.body.id),
    );
    app.get(
      '/setting/client/get-select-client',
      // Also the rate form's picker (travel routes), the treasury movement's counterparty and the
      // client of a sales document or a collection.
      {
        config: {
          access: sections(
            SECTION_IDS.CLIENTS,
            SECTION_IDS.TRAVEL_ROUTES,
            SECTION_IDS.TREASURY_TRANSACTIONS,
            SECTION_IDS.SALES_DOCUMENTS,
            SECTION_IDS.RECEIVABLES,
          ),
        },
        schema: { tags, querystring: ZOptionSearchQuery, response: answers(z.array(ZOption)) },
      },
      (req) => clients.select(req.query),
    );
    app.post(
      '/setting/client/get-select-delivery-point',
      {
        config: manage,
        schema: { tags, body: ZClientIdBody, response: answers(z.array(ZDeliveryPointOption)) },
      },
      (req) => clients.deliveryPoints(req.body.clientId),
    );
    app.post(
      '/setting/client/import',
      {
        config: manage,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary: 'Starts an import job; its report arrives with the batch (documents/batch/get)',
          response: answers(ZDocumentBatchStarted),
        },
      },
      async (req) =>
        importer.import(
          actorOf(req),
          await readUpload(req, SHEET_IMPORT_UPLOAD),
          lang(req.headers['accept-language']),
        ),
    );
    app.get('/setting/client/import-template', { config: manage, schema: { tags } }, async (_req, reply) =>
      sendXlsx(
        reply,
        'clients-import',
        await sheetTemplate('clients', CLIENT_IMPORT_COLUMNS, [CLIENT_IMPORT_EXAMPLE]),
      ),
    );
  };
