import {
  languageFromHeader,
  SECTION_IDS,
  ZAgingQuery,
  ZAgingResponse,
  ZClientAccount,
  ZClientAccountQuery,
  ZClientBalance,
  ZClientBalanceBody,
  ZCollection,
  ZCollectionAccountList,
  ZCollectionAccountsQuery,
  ZCollectionBody,
  ZCollectionListQuery,
  ZCollectionListResponse,
  ZIdBody,
  ZWriteOff,
  ZWriteOffBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { ReceivablesService } from './receivables.service.ts';

/**
 * Receivables (section 48): collections, write-offs, the client's account and the aging. The client
 * record (section 28, clients) reads the balance it shows.
 */
export const receivablesRoutes =
  (receivables: ReceivablesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['billing'];
    const config = { access: sections(SECTION_IDS.RECEIVABLES) };
    const base = '/billing/receivables';

    app.post(
      `${base}/collection/list`,
      { config, schema: { tags, body: ZCollectionListQuery, response: answers(ZCollectionListResponse) } },
      (req) => receivables.list(req.body),
    );
    app.post(
      `${base}/collection/export`,
      { config, schema: { tags, body: ZCollectionListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await receivables.export(
            actorOf(req),
            req.body,
            languageFromHeader(req.headers['accept-language']),
          ),
        ),
    );
    app.post(
      `${base}/collection/get`,
      { config, schema: { tags, body: ZIdBody, response: answers(ZCollection) } },
      (req) => receivables.get(req.body.id),
    );
    app.post(
      `${base}/collection/create`,
      { config, schema: { tags, body: ZCollectionBody, response: answers(ZCollection) } },
      (req) => receivables.register(actorOf(req), req.body),
    );
    app.post(
      `${base}/write-off/create`,
      { config, schema: { tags, body: ZWriteOffBody, response: answers(ZWriteOff) } },
      (req) => receivables.writeOff(actorOf(req), req.body),
    );
    app.post(
      `${base}/client-account`,
      { config, schema: { tags, body: ZClientAccountQuery, response: answers(ZClientAccount) } },
      (req) => receivables.clientAccount(req.body),
    );
    app.post(
      `${base}/client-balance`,
      {
        config: { access: sections(SECTION_IDS.RECEIVABLES, SECTION_IDS.CLIENTS) },
        schema: { tags, body: ZClientBalanceBody, response: answers(ZClientBalance) },
      },
      (req) => receivables.clientBalance(req.body.clientId),
    );
    app.post(
      `${base}/bank-accounts`,
      { config, schema: { tags, body: ZCollectionAccountsQuery, response: answers(ZCollectionAccountList) } },
      (req) => receivables.accounts(req.body.companyId),
    );
    app.post(
      `${base}/aging`,
      { config, schema: { tags, body: ZAgingQuery, response: answers(ZAgingResponse) } },
      (req) => receivables.aging(req.body),
    );
    app.post(`${base}/aging/export`, { config, schema: { tags, body: ZAgingQuery } }, async (req, reply) =>
      sendExport(
        reply,
        await receivables.exportAging(
          actorOf(req),
          req.body,
          languageFromHeader(req.headers['accept-language']),
        ),
      ),
    );
  };
