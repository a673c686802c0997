import {
  languageFromHeader,
  SECTION_IDS,
  ZDocumentOrderCreateBody,
  ZDocumentOrderDetail,
  ZDocumentOrderListQuery,
  ZDocumentOrderListResponse,
  ZDocumentOrderStateBody,
  ZDocumentOrderTripOptions,
  ZIdBody,
  ZShipmentDocumentBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import { DOCUMENT_ORDER_SCAN_UPLOAD, type DocumentOrderService } from './document-order.service.ts';

/** Document orders (section 33): operations only; treasury, HR and drivers hold no section 33. */
export const documentOrderRoutes =
  (service: DocumentOrderService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['document-orders'];
    const config = { access: sections(SECTION_IDS.DOCUMENT_ORDERS) };
    const base = '/operations/document-order';
    const detail = answers(ZDocumentOrderDetail);
    app.post(
      `${base}/list`,
      {
        config,
        schema: { tags, body: ZDocumentOrderListQuery, response: answers(ZDocumentOrderListResponse) },
      },
      (req) => service.list(req.body),
    );
    app.post(
      `${base}/export`,
      { config, schema: { tags, body: ZDocumentOrderListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await service.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      `${base}/trip-options`,
      { config, schema: { tags, response: answers(ZDocumentOrderTripOptions) } },
      () => service.tripOptions(),
    );
    app.post(`${base}/get`, { config, schema: { tags, body: ZIdBody, response: detail } }, (req) =>
      service.get(req.body.id),
    );
    app.post(
      `${base}/create`,
      { config, schema: { tags, body: ZDocumentOrderCreateBody, response: detail } },
      (req) => service.create(actorOf(req), req.body),
    );
    app.post(
      `${base}/change-state`,
      { config, schema: { tags, body: ZDocumentOrderStateBody, response: detail } },
      (req) => service.changeState(actorOf(req), req.body),
    );
    app.post(
      `${base}/add-document`,
      { config, schema: { tags, body: ZShipmentDocumentBody, response: detail } },
      (req) => service.addDocument(actorOf(req), req.body),
    );
    app.post(
      `${base}/remove-document`,
      { config, schema: { tags, body: ZIdBody, response: detail } },
      (req) => service.removeDocument(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/upload-scan`,
      { config, schema: { tags, consumes: ['multipart/form-data'], response: detail } },
      async (req) => service.uploadScan(actorOf(req), await readUpload(req, DOCUMENT_ORDER_SCAN_UPLOAD)),
    );
    app.get(
      `${base}/scan/:scan_id`,
      {
        config,
        schema: {
          tags,
          params: z.object({ scan_id: z.coerce.number().int().positive().max(2_147_483_647) }),
        },
      },
      async (req, reply) => {
        const file = await service.downloadScan(req.params.scan_id);
        return sendFile(reply, file);
      },
    );
    app.post(`${base}/remove-scan`, { config, schema: { tags, body: ZIdBody, response: detail } }, (req) =>
      service.removeScan(actorOf(req), req.body.id),
    );
  };
