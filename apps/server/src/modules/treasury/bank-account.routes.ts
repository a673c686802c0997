import {
  languageFromHeader,
  SECTION_IDS,
  ZCompanyBankAccount,
  ZCompanyBankAccountBody,
  ZCompanyBankAccountListQuery,
  ZCompanyBankAccountListResponse,
  ZCompanyBankAccountOptions,
  ZCompanyBankAccountOptionsQuery,
  ZCompanyBankAccountStatusBody,
  ZCompanyBankAccountUpdateBody,
  ZIdBody,
  ZOk,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { BankAccountService } from './bank-account.service.ts';

/** Bank accounts (section 38). The select is also the transaction form's (section 39). */
export const bankAccountRoutes =
  (service: BankAccountService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['treasury'];
    const base = '/treasury/bank-account';
    const config = { access: sections(SECTION_IDS.BANK_ACCOUNTS) };
    const one = answers(ZCompanyBankAccount);

    app.post(
      `${base}/list`,
      {
        config,
        schema: {
          tags,
          body: ZCompanyBankAccountListQuery,
          response: answers(ZCompanyBankAccountListResponse),
        },
      },
      (req) => service.list(req.body),
    );
    app.post(
      `${base}/export`,
      { config, schema: { tags, body: ZCompanyBankAccountListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await service.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(`${base}/get`, { config, schema: { tags, body: ZIdBody, response: one } }, (req) =>
      service.getOne(req.body.id),
    );
    app.post(
      `${base}/create`,
      { config, schema: { tags, body: ZCompanyBankAccountBody, response: one } },
      (req) => service.create(actorOf(req), req.body),
    );
    app.post(
      `${base}/update`,
      { config, schema: { tags, body: ZCompanyBankAccountUpdateBody, response: one } },
      (req) => service.update(actorOf(req), req.body),
    );
    app.post(
      `${base}/change-status`,
      { config, schema: { tags, body: ZCompanyBankAccountStatusBody, response: one } },
      (req) => service.changeStatus(actorOf(req), req.body),
    );
    app.post(`${base}/delete`, { config, schema: { tags, body: ZIdBody, response: answers(ZOk) } }, (req) =>
      service.delete(actorOf(req), req.body.id),
    );
    app.post(
      `${base}/get-for-select`,
      {
        config: { access: sections(SECTION_IDS.BANK_ACCOUNTS, SECTION_IDS.TREASURY_TRANSACTIONS) },
        schema: {
          tags,
          body: ZCompanyBankAccountOptionsQuery,
          response: answers(ZCompanyBankAccountOptions),
        },
      },
      (req) => service.options(req.body.companyId),
    );
  };
