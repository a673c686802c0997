import {
  languageFromHeader,
  SECTION_IDS,
  ZExchangeRateBody,
  ZExchangeRateForDate,
  ZExchangeRateForDateBody,
  ZExchangeRateItem,
  ZExchangeRateListQuery,
  ZExchangeRateListResponse,
  ZExchangeRateUpdateBody,
  ZIdBody,
  ZImportReport,
  ZOk,
  ZRevaluationListQuery,
  ZRevaluationListResponse,
  ZRevaluationRunBody,
  ZRevaluationRunResult,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sheetTemplate } from '../../platform/import/sheet-import.ts';
import {
  EXCHANGE_RATE_COLUMNS,
  EXCHANGE_RATE_EXAMPLE,
  EXCHANGE_RATE_UPLOAD,
  type ExchangeRateService,
} from './exchange-rate.service.ts';
import type { RevaluationService } from './revaluation.service.ts';

/**
 * The rate table (section 38, bank accounts: treasury keeps it) and the month-end revaluation of the
 * USD accounts (section 38 or 35: treasury or bookkeeping runs it). The movement form (section 39)
 * reads the day's rate.
 */
export const exchangeRateRoutes =
  (rates: ExchangeRateService, revaluation: RevaluationService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['treasury'];
    const base = '/treasury/exchange-rate';
    const config = { access: sections(SECTION_IDS.BANK_ACCOUNTS) };
    const one = answers(ZExchangeRateItem);

    app.post(
      `${base}/list`,
      {
        config,
        schema: { tags, body: ZExchangeRateListQuery, response: answers(ZExchangeRateListResponse) },
      },
      (req) => rates.list(req.body),
    );
    app.post(`${base}/get`, { config, schema: { tags, body: ZIdBody, response: one } }, (req) =>
      rates.get(req.body.id),
    );
    app.post(`${base}/create`, { config, schema: { tags, body: ZExchangeRateBody, response: one } }, (req) =>
      rates.create(actorOf(req), req.body),
    );
    app.post(
      `${base}/update`,
      { config, schema: { tags, body: ZExchangeRateUpdateBody, response: one } },
      (req) => rates.update(actorOf(req), req.body),
    );
    app.post(`${base}/delete`, { config, schema: { tags, body: ZIdBody, response: answers(ZOk) } }, (req) =>
      rates.delete(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/import`,
      { config, schema: { tags, consumes: ['multipart/form-data'], response: answers(ZImportReport) } },
      async (req) =>
        rates.import(
          actorOf(req),
          await readUpload(req, EXCHANGE_RATE_UPLOAD),
          languageFromHeader(req.headers['accept-language']),
        ),
    );
    app.get(`${base}/import-template`, { config, schema: { tags } }, async (_req, reply) =>
      sendXlsx(
        reply,
        'exchange-rates',
        await sheetTemplate('rates', EXCHANGE_RATE_COLUMNS, [EXCHANGE_RATE_EXAMPLE]),
      ),
    );
    app.post(
      `${base}/for-date`,
      {
        config: { access: sections(SECTION_IDS.BANK_ACCOUNTS, SECTION_IDS.TREASURY_TRANSACTIONS) },
        schema: { tags, body: ZExchangeRateForDateBody, response: answers(ZExchangeRateForDate) },
      },
      (req) => rates.forDate(req.body.date),
    );

    const books = { access: sections(SECTION_IDS.BANK_ACCOUNTS, SECTION_IDS.BOOKKEEPING_TRANSACTIONS) };
    app.post(
      '/treasury/revaluation/run',
      {
        config: books,
        schema: { tags, body: ZRevaluationRunBody, response: answers(ZRevaluationRunResult) },
      },
      (req) => revaluation.run(actorOf(req), req.body),
    );
    app.post(
      '/treasury/revaluation/list',
      {
        config: books,
        schema: { tags, body: ZRevaluationListQuery, response: answers(ZRevaluationListResponse) },
      },
      (req) => revaluation.list(req.body),
    );
  };
