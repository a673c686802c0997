import {
  languageFromHeader,
  SECTION_IDS,
  ZHistoryPage,
  ZHistoryQuery,
  ZIdBody,
  ZTreasuryApproveBody,
  ZTreasuryCancelBody,
  ZTreasuryProcessBody,
  ZTreasuryReverseBody,
  ZTreasuryTransactionBody,
  ZTreasuryTransactionDetail,
  ZTreasuryTransactionListQuery,
  ZTreasuryTransactionListResponse,
  ZTreasuryTransactionUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import { TREASURY_ATTACHMENT_UPLOAD, type TreasuryAttachmentService } from './treasury-attachment.service.ts';
import type { TreasuryProcessingService } from './treasury-processing.ts';
import type { TreasuryTransactionService } from './treasury-transaction.service.ts';

/** Treasury movements (section 39). */
export const treasuryTransactionRoutes =
  (services: {
    transactions: TreasuryTransactionService;
    processing: TreasuryProcessingService;
    attachments: TreasuryAttachmentService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { transactions, processing, attachments } = services;
    const tags = ['treasury'];
    const base = '/treasury/transaction';
    const config = { access: sections(SECTION_IDS.TREASURY_TRANSACTIONS) };
    const detail = answers(ZTreasuryTransactionDetail);

    app.post(
      `${base}/list`,
      {
        config,
        schema: {
          tags,
          body: ZTreasuryTransactionListQuery,
          response: answers(ZTreasuryTransactionListResponse),
        },
      },
      (req) => transactions.list(req.body),
    );
    app.post(
      `${base}/export`,
      { config, schema: { tags, body: ZTreasuryTransactionListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await transactions.export(
            actorOf(req),
            req.body,
            languageFromHeader(req.headers['accept-language']),
          ),
        ),
    );
    app.post(
      `${base}/history/list`,
      { config, schema: { tags, body: ZHistoryQuery, response: answers(ZHistoryPage) } },
      (req) => transactions.history(req.body),
    );
    app.post(`${base}/get`, { config, schema: { tags, body: ZIdBody, response: detail } }, (req) =>
      transactions.getOne(req.body.id),
    );
    app.post(
      `${base}/create`,
      { config, schema: { tags, body: ZTreasuryTransactionBody, response: detail } },
      (req) => transactions.create(actorOf(req), req.body),
    );
    app.post(
      `${base}/update`,
      { config, schema: { tags, body: ZTreasuryTransactionUpdateBody, response: detail } },
      (req) => transactions.update(actorOf(req), req.body),
    );
    app.post(
      `${base}/approve`,
      { config, schema: { tags, body: ZTreasuryApproveBody, response: detail } },
      (req) => processing.approve(actorOf(req), req.body),
    );
    app.post(
      `${base}/process`,
      { config, schema: { tags, body: ZTreasuryProcessBody, response: detail } },
      (req) => processing.process(actorOf(req), req.body),
    );
    app.post(
      `${base}/cancel`,
      { config, schema: { tags, body: ZTreasuryCancelBody, response: detail } },
      (req) => transactions.cancel(actorOf(req), req.body),
    );
    app.post(
      `${base}/reverse`,
      { config, schema: { tags, body: ZTreasuryReverseBody, response: detail } },
      (req) => transactions.reverse(actorOf(req), req.body),
    );
    app.post(
      `${base}/attachment/upload`,
      { config, schema: { tags, consumes: ['multipart/form-data'], response: detail } },
      async (req) => attachments.upload(actorOf(req), await readUpload(req, TREASURY_ATTACHMENT_UPLOAD)),
    );
    app.post(
      `${base}/attachment/download`,
      { config, schema: { tags, body: ZIdBody } },
      async (req, reply) => {
        const file = await attachments.download(req.body.id);
        return sendFile(reply, file);
      },
    );
    app.post(
      `${base}/attachment/delete`,
      { config, schema: { tags, body: ZIdBody, response: detail } },
      (req) => attachments.remove(actorOf(req), req.body.id),
    );
    app.post(`${base}/payment-file`, { config, schema: { tags, body: ZIdBody } }, async (req, reply) => {
      const { file, name } = await attachments.paymentFile(req.body.id);
      return sendXlsx(reply, name, file);
    });
  };
