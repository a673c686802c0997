import { centsToMoney, DETRACTION, moneyToCents, msg, type TSalesIssueBody } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type AuditEntry, recordAudit, recordAudits } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { assertMonthOpen } from '../bookkeeping/index.ts';
import { assertClient } from '../clients/index.ts';
import { issueElectronic, issuesElectronically } from '../e-documents/index.ts';
import { exchangeRateOn } from '../treasury/index.ts';
import { salesDocuments } from './billing.table.ts';
import { addDays, detractionOf, toPen } from './billing-amounts.ts';
import { postSalesEntry } from './billing-entry.ts';
import { seriesForDocument, takeNextNumber } from './billing-series.ts';
import { companySettingsOf } from './billing-settings.ts';
import { documentDetail } from './document-detail.ts';
import { wrongState } from './document-state.ts';
import { type DocumentRow, findDocumentRow, linesOf } from './sales-document.repository.ts';
import { salesDocumentUbl } from './sales-document-ubl.ts';

/** The issue date: today (Lima) unless given, never later than today (400 on `issueDate`). */
export const issueDateOf = (given: string | undefined, now = new Date()): string => {
  const today = limaToday(now);
  const date = given ?? today;
  if (date > today) throw badRequest('VALIDATION_ERROR', { issueDate: ['validation.issueDateFuture'] });
  return date;
};

/**
 * The sale rate of the issue date (Reglamento de la Ley del IGV, art. 5 numeral 17: the SBS's
 * promedio ponderado venta of the day the tax arises; RS 183-2004/SUNAT art. 20 for the SPOT), or
 * 409 naming the date when treasury has none.
 */
export const saleRateOn = async (
  db: DbOrTx,
  currency: 'PEN' | 'USD',
  date: string,
): Promise<string | null> => {
  if (currency === 'PEN') return null;
  const rate = await exchangeRateOn(db, date);
  if (!rate)
    throw conflict(
      'EXCHANGE_RATE_MISSING',
      { issueDate: [msg('errors.EXCHANGE_RATE_MISSING', { date })] },
      { date },
    );
  return rate.sale;
};

/**
 * Gives a locked draft its number and date, its amounts in soles, its detracción and due date, and
 * posts its entry; inside the caller's transaction (the series row stays locked until it commits).
 * Notes pass through here as well, once written.
 */
export const issueLocked = async (
  tx: Tx,
  actorId: number | null,
  row: DocumentRow,
  issueDate: string,
  /** A note keeps the rate of the document it modifies. */
  rate?: { exchangeRate: string | null },
) => {
  const series = await seriesForDocument(tx, row, 'seriesId', true);
  // A closed month takes no document: 409 on the issue date, before a number is taken.
  await assertMonthOpen(tx, row.companyId, issueDate, 'issueDate');
  const client = await assertClient(tx, row.clientId);
  const exchangeRate = rate ? rate.exchangeRate : await saleRateOn(tx, row.currency, issueDate);
  const lines = await linesOf(tx, row.id);
  const referential = lines.some((l) => l.referentialValuePen !== null)
    ? lines.reduce((t, l) => t + moneyToCents(l.referentialValuePen ?? '0'), 0n)
    : null;
  const totals = {
    taxableAmount: row.taxableAmount,
    exemptAmount: row.exemptAmount,
    unaffectedAmount: row.unaffectedAmount,
    igvAmount: row.igvAmount,
    totalAmount: row.totalAmount,
  };
  const detraction = detractionOf({
    documentType: row.documentType,
    totals,
    exchangeRate,
    referentialValuePen: referential === null ? null : centsToMoney(referential),
  });
  let detractionAccount: string | null = null;
  if (detraction.applies) {
    detractionAccount = (await companySettingsOf(tx, row.companyId)).detractionAccount;
    if (!detractionAccount)
      throw conflict('DETRACTION_ACCOUNT_MISSING', { companyId: ['errors.DETRACTION_ACCOUNT_MISSING'] });
  }
  const number = await takeNextNumber(tx, series.id);
  const issued = {
    state: 'issued' as const,
    number,
    issueDate,
    dueDate: addDays(issueDate, client.paymentTermDays),
    paymentTermDays: client.paymentTermDays,
    exchangeRate,
    totalPen: toPen(row.totalAmount, exchangeRate),
    detractionApplies: detraction.applies,
    detractionCode: detraction.applies ? DETRACTION.code : null,
    detractionPercent: detraction.applies ? DETRACTION.ratePercent : null,
    detractionBasePen: detraction.basePen,
    detractionAmountPen: detraction.amountPen,
    detractionAccount,
    netAmountPen: detraction.netAmountPen,
    netAmount: detraction.netAmount,
    issuedBy: actorId,
    issuedAt: new Date(),
    updatedAt: new Date(),
  };
  const entryId = await postSalesEntry(
    tx,
    actorId,
    { ...row, ...issued, series: series.series },
    { documentType: client.documentType, documentNumber: client.documentNumber, name: client.legalName },
  );
  await tx
    .update(salesDocuments)
    .set({ ...issued, journalEntryId: entryId })
    .where(eq(salesDocuments.id, row.id));
  // A company that issues electronically signs and queues the document in this transaction: a
  // document SUNAT's rules refuse is not issued (409 naming the rules) and takes no number.
  if (await issuesElectronically(tx, row.companyId, 'sales'))
    await issueElectronic(
      tx,
      { user: actorId === null ? null : { id: actorId } },
      { companyId: row.companyId, sourceType: 'sales_document', sourceId: row.id },
      { kind: 'sales', document: await salesDocumentUbl(tx, row.id) },
    );
  return { ...issued, journalEntryId: entryId };
};

/** Draft → issued: the number is taken here, gapless; nothing issued changes afterwards. */
export const issueDocument =
  ({ db }: Deps) =>
  async (actor: Actor, body: TSalesIssueBody) => {
    const issueDate = issueDateOf(body.issueDate);
    await db.transaction(async (tx) => {
      const row = await findDocumentRow(tx, body.id, 'update');
      if (!row) throw notFound();
      if (row.state !== 'draft') throw wrongState(row.state);
      const issued = await issueLocked(tx, actor.user.id, row, issueDate);
      await recordAudit(tx, actor, {
        action: 'issue',
        entity: 'sales_document',
        entityId: body.id,
        before: { state: row.state },
        after: issued,
      });
    });
    return documentDetail(db, actor, body.id);
  };

/**
 * Issues drafts just written in the caller's transaction (invoicing work done and issuing at once),
 * in id order: consecutive numbers of their series, one audit entry each, all or none.
 */
export const issueDrafts = async (tx: Tx, actor: Actor, ids: number[], issueDate: string) => {
  const audits: AuditEntry[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const row = await findDocumentRow(tx, id, 'update');
    if (!row) throw notFound();
    const issued = await issueLocked(tx, actor.user.id, row, issueDate);
    audits.push({
      action: 'issue',
      entity: 'sales_document',
      entityId: id,
      before: { state: row.state },
      after: issued,
    });
  }
  await recordAudits(tx, actor, audits);
};
