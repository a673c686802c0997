import {
  languageFromHeader,
  SECTION_IDS,
  ZAccountingAccount,
  ZAccountingAccountBody,
  ZAccountingAccountListQuery,
  ZAccountingAccountListResponse,
  ZAccountingAccountOptions,
  ZAccountingAccountOptionsQuery,
  ZAccountingAccountUpdateBody,
  ZAccountingYear,
  ZBooksCompany,
  ZDiscountAccountBody,
  ZDiscountAccountList,
  ZIdBody,
  ZJournalEntryBody,
  ZJournalEntryDetail,
  ZJournalEntryListQuery,
  ZJournalEntryListResponse,
  ZJournalReverseBody,
  ZLedger,
  ZLedgerQuery,
  ZPeriodMonthBody,
  ZPeriodReopenBody,
  ZPeriodYearQuery,
  ZPleQuery,
  ZTransactionType,
  ZTransactionTypeBody,
  ZTransactionTypeListQuery,
  ZTransactionTypeListResponse,
  ZTransactionTypeOptions,
  ZTransactionTypeOptionsQuery,
  ZTransactionTypeUpdateBody,
  ZTrialBalance,
  ZTrialBalanceQuery,
  ZYearReopenBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { AccountingAccountService } from './accounting-account.service.ts';
import type { BookkeepingReportService } from './bookkeeping-report.service.ts';
import type { DiscountAccountService } from './discount-account.service.ts';
import type { JournalService } from './journal.service.ts';
import type { PeriodService } from './period.service.ts';
import type { PleService } from './ple.service.ts';
import type { TransactionTypeService } from './transaction-type.service.ts';

export type BookkeepingServices = {
  accounts: AccountingAccountService;
  types: TransactionTypeService;
  journal: JournalService;
  reports: BookkeepingReportService;
  periods: PeriodService;
  ple: PleService;
  discountAccounts: DiscountAccountService;
};

/**
 * The chart and the transaction types (section 36), the journal, ledger and trial balance
 * (section 35), its periods and the PLE books (section 35 too: whoever keeps the books closes them).
 * No route updates or deletes an entry: a reversal is the only correction.
 */
export const bookkeepingRoutes =
  ({
    accounts,
    types,
    journal,
    reports,
    periods,
    ple,
    discountAccounts,
  }: BookkeepingServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bookkeeping'];
    const chart = { access: sections(SECTION_IDS.ACCOUNTING_ACCOUNTS) };
    const books = { access: sections(SECTION_IDS.BOOKKEEPING_TRANSACTIONS) };
    const lang = (h: string | undefined) => languageFromHeader(h);

    const discount = '/bookkeeping/discount-account';
    app.post(
      `${discount}/list`,
      { config: chart, schema: { tags, response: answers(ZDiscountAccountList) } },
      () => discountAccounts.list(),
    );
    app.post(
      `${discount}/update`,
      {
        config: chart,
        schema: { tags, body: ZDiscountAccountBody, response: answers(ZDiscountAccountList) },
      },
      (req) => discountAccounts.update(actorOf(req), req.body),
    );

    const acc = '/bookkeeping/accounting-account';
    app.post(
      `${acc}/list`,
      {
        config: chart,
        schema: {
          tags,
          body: ZAccountingAccountListQuery,
          response: answers(ZAccountingAccountListResponse),
        },
      },
      (req) => accounts.list(req.body),
    );
    app.post(
      `${acc}/get`,
      { config: chart, schema: { tags, body: ZIdBody, response: answers(ZAccountingAccount) } },
      (req) => accounts.get(req.body.id),
    );
    app.post(
      `${acc}/create`,
      {
        config: chart,
        schema: { tags, body: ZAccountingAccountBody, response: answers(ZAccountingAccount) },
      },
      (req) => accounts.create(actorOf(req), req.body),
    );
    app.post(
      `${acc}/update`,
      {
        config: chart,
        schema: { tags, body: ZAccountingAccountUpdateBody, response: answers(ZAccountingAccount) },
      },
      (req) => accounts.update(actorOf(req), req.body),
    );
    // The journal form picks its accounts here too.
    app.post(
      `${acc}/get-for-select`,
      {
        config: { access: sections(SECTION_IDS.ACCOUNTING_ACCOUNTS, SECTION_IDS.BOOKKEEPING_TRANSACTIONS) },
        schema: { tags, body: ZAccountingAccountOptionsQuery, response: answers(ZAccountingAccountOptions) },
      },
      (req) => accounts.options(req.body.q, req.body.postable),
    );

    const typ = '/bookkeeping/transaction-type';
    app.post(
      `${typ}/list`,
      {
        config: chart,
        schema: { tags, body: ZTransactionTypeListQuery, response: answers(ZTransactionTypeListResponse) },
      },
      (req) => types.list(req.body),
    );
    app.post(
      `${typ}/get`,
      { config: chart, schema: { tags, body: ZIdBody, response: answers(ZTransactionType) } },
      (req) => types.get(req.body.id),
    );
    app.post(
      `${typ}/create`,
      { config: chart, schema: { tags, body: ZTransactionTypeBody, response: answers(ZTransactionType) } },
      (req) => types.create(actorOf(req), req.body),
    );
    app.post(
      `${typ}/update`,
      {
        config: chart,
        schema: { tags, body: ZTransactionTypeUpdateBody, response: answers(ZTransactionType) },
      },
      (req) => types.update(actorOf(req), req.body),
    );
    // The treasury movement form (section 39) picks the type here.
    app.post(
      `${typ}/get-for-select`,
      {
        config: { access: sections(SECTION_IDS.ACCOUNTING_ACCOUNTS, SECTION_IDS.TREASURY_TRANSACTIONS) },
        schema: { tags, body: ZTransactionTypeOptionsQuery, response: answers(ZTransactionTypeOptions) },
      },
      (req) => types.options(req.body.direction),
    );

    const tx = '/bookkeeping/transaction';
    app.post(
      `${tx}/list`,
      {
        config: books,
        schema: { tags, body: ZJournalEntryListQuery, response: answers(ZJournalEntryListResponse) },
      },
      (req) => journal.list(req.body),
    );
    app.post(
      `${tx}/get`,
      { config: books, schema: { tags, body: ZIdBody, response: answers(ZJournalEntryDetail) } },
      (req) => journal.get(req.body.id),
    );
    app.post(
      `${tx}/create`,
      { config: books, schema: { tags, body: ZJournalEntryBody, response: answers(ZJournalEntryDetail) } },
      (req) => journal.create(actorOf(req), req.body),
    );
    app.post(
      `${tx}/reverse`,
      { config: books, schema: { tags, body: ZJournalReverseBody, response: answers(ZJournalEntryDetail) } },
      (req) => journal.reverse(actorOf(req), req.body),
    );
    app.post(
      `${tx}/export`,
      { config: books, schema: { tags, body: ZJournalEntryListQuery } },
      async (req, reply) =>
        sendExport(reply, await journal.export(actorOf(req), req.body, lang(req.headers['accept-language']))),
    );

    app.post(
      '/bookkeeping/books-company',
      { config: books, schema: { tags, response: answers(ZBooksCompany) } },
      (req) => reports.booksCompany(actorOf(req)),
    );
    app.post(
      '/bookkeeping/ledger',
      { config: books, schema: { tags, body: ZLedgerQuery, response: answers(ZLedger) } },
      (req) => reports.ledger(req.body),
    );
    app.post(
      '/bookkeeping/ledger/export',
      { config: books, schema: { tags, body: ZLedgerQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await reports.exportLedger(actorOf(req), req.body, lang(req.headers['accept-language'])),
        ),
    );
    app.post(
      '/bookkeeping/trial-balance',
      { config: books, schema: { tags, body: ZTrialBalanceQuery, response: answers(ZTrialBalance) } },
      (req) => reports.trialBalance(req.body),
    );
    app.post(
      '/bookkeeping/trial-balance/export',
      { config: books, schema: { tags, body: ZTrialBalanceQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await reports.exportTrialBalance(actorOf(req), req.body, lang(req.headers['accept-language'])),
        ),
    );

    const per = '/bookkeeping/period';
    const year = { tags, response: answers(ZAccountingYear) };
    app.post(`${per}/get`, { config: books, schema: { ...year, body: ZPeriodYearQuery } }, (req) =>
      periods.get(req.body),
    );
    app.post(`${per}/close`, { config: books, schema: { ...year, body: ZPeriodMonthBody } }, (req) =>
      periods.closeMonth(actorOf(req), req.body),
    );
    app.post(`${per}/reopen`, { config: books, schema: { ...year, body: ZPeriodReopenBody } }, (req) =>
      periods.reopenMonth(actorOf(req), req.body),
    );
    app.post(`${per}/close-year`, { config: books, schema: { ...year, body: ZPeriodYearQuery } }, (req) =>
      periods.closeYear(actorOf(req), req.body),
    );
    app.post(`${per}/reopen-year`, { config: books, schema: { ...year, body: ZYearReopenBody } }, (req) =>
      periods.reopenYear(actorOf(req), req.body),
    );
    app.post('/bookkeeping/ple', { config: books, schema: { tags, body: ZPleQuery } }, async (req, reply) => {
      const file = await ple.file(req.body);
      return sendFile(reply, file);
    });
  };
