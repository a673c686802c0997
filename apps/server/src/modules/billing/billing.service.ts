import type {
  Language,
  TBillingSeriesQuery,
  TSalesDocumentListQuery,
  TWorkToInvoiceQuery,
} from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { ModuleContext } from '../../platform/module-manifest.ts';
import { createSeries, listSeries, setSeriesActive } from './billing-series.ts';
import {
  clientSettingsOf,
  companySettingsOf,
  saveClientSettings,
  saveCompanySettings,
} from './billing-settings.ts';
import { documentDetail, visibilityOf } from './document-detail.ts';
import { createDraft, deleteDraft, updateDraft } from './drafts.ts';
import { issueDocument } from './issue-document.ts';
import { issueNote } from './issue-note.ts';
import { listSalesDocuments } from './sales-document.repository.ts';
import { salesDocumentExport } from './sales-document-export.ts';
import { issuerOf, salesDocumentPdf } from './sales-document-pdf.ts';
import { electronicPrint } from './sales-document-print.ts';
import { voidDocument } from './void-document.ts';
import { invoiceWork, workToInvoice } from './work-to-invoice.ts';

/** The billing module's use cases, one file each; routes call these and nothing else. */
export const createBillingService = (ctx: ModuleContext) => {
  const { db, storage } = ctx;
  return {
    listSeries: (query: TBillingSeriesQuery) => listSeries(db, query),
    createSeries: createSeries(ctx),
    setSeriesActive: setSeriesActive(ctx),
    list: (actor: Actor, query: TSalesDocumentListQuery & { page: number; perPage: number }) =>
      listSalesDocuments(db, query, visibilityOf(actor)),
    export: (actor: Actor, query: TSalesDocumentListQuery, lang: Language) =>
      salesDocumentExport.answer(ctx, actor, query, lang),
    get: (actor: Actor, id: number) => documentDetail(db, actor, id),
    pdf: async (actor: Actor, id: number) => {
      const doc = await documentDetail(db, actor, id);
      return salesDocumentPdf(doc, await issuerOf(db, storage, doc.companyId), await electronicPrint(db, id));
    },
    createDraft: createDraft(ctx),
    updateDraft: updateDraft(ctx),
    deleteDraft: deleteDraft(ctx),
    issue: issueDocument(ctx),
    issueNote: issueNote(ctx),
    voidDocument: voidDocument(ctx),
    workToInvoice: (query: TWorkToInvoiceQuery) => workToInvoice(db, query),
    invoiceWork: invoiceWork(ctx),
    clientSettings: (clientId: number) => clientSettingsOf(db, clientId),
    saveClientSettings: saveClientSettings(ctx),
    companySettings: (companyId: number) => companySettingsOf(db, companyId),
    saveCompanySettings: saveCompanySettings(ctx),
  };
};

export type BillingService = ReturnType<typeof createBillingService>;
