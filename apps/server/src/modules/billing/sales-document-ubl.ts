import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { limaTime } from '../../platform/time/lima-today.ts';
import { assertClient } from '../clients/index.ts';
import type { SalesDocumentTypeCode, UblIssuer, UblSalesDocument } from '../e-documents/index.ts';
import { companyRows } from '../references/index.ts';
import { billingSeries } from './billing.table.ts';
import { type DocumentRow, findDocumentRow, linesOf } from './sales-document.repository.ts';

/** The issuer as SUNAT's documents name it: RUC, legal name, fiscal address with its ubigeo. */
export const ublIssuerOf = async (db: DbOrTx, companyId: number): Promise<UblIssuer> => {
  const [company] = await db.select().from(companyRows).where(eq(companyRows.id, companyId));
  if (!company) throw notFound();
  return {
    documentType: '6',
    documentNumber: company.ruc,
    name: company.name,
    tradeName: company.tradeName ?? undefined,
    // A company without its fiscal address is refused by the checks (ubigeo of six digits), before signing.
    address: { ubigeo: company.districtCode ?? '', line: company.address ?? '', establishmentCode: '0000' },
  };
};

const seriesOf = async (db: DbOrTx, seriesId: number) => {
  const [row] = await db
    .select({ series: billingSeries.series })
    .from(billingSeries)
    .where(eq(billingSeries.id, seriesId));
  if (!row) throw notFound();
  return row.series;
};

const referenceOf = async (db: DbOrTx, row: DocumentRow): Promise<UblSalesDocument['reference']> => {
  if (!row.referenceId) return undefined;
  const modified = await findDocumentRow(db, row.referenceId);
  if (!modified?.number) throw notFound();
  return {
    type: modified.documentType as SalesDocumentTypeCode,
    series: await seriesOf(db, modified.seriesId),
    number: modified.number,
    reasonCode: row.noteReason ?? '',
    reason: row.noteDescription ?? '',
  };
};

/**
 * An issued document as the UBL 2.1 builders take it, read back in the issuing transaction: the
 * same amounts the document and its entry carry, never recomputed. A factura with credit terms
 * carries its due date and the net the client owes (the total less the detracción, which goes to
 * the Banco de la Nación account instead).
 */
export const salesDocumentUbl = async (db: DbOrTx, id: number): Promise<UblSalesDocument> => {
  const row = await findDocumentRow(db, id);
  if (!row?.number || !row.issueDate) throw notFound();
  const [issuer, client, lines, series, reference] = await Promise.all([
    ublIssuerOf(db, row.companyId),
    assertClient(db, row.clientId),
    linesOf(db, id),
    seriesOf(db, row.seriesId),
    referenceOf(db, row),
  ]);
  const isNote = row.documentType === '07' || row.documentType === '08';
  const credit = !isNote && row.paymentTermDays > 0 && row.dueDate;
  return {
    type: row.documentType as SalesDocumentTypeCode,
    series,
    number: row.number,
    issueDate: row.issueDate,
    issueTime: limaTime(row.issuedAt ?? new Date(`${row.issueDate}T17:00:00Z`)),
    dueDate: credit ? (row.dueDate ?? undefined) : undefined,
    currency: row.currency,
    issuer,
    customer: {
      documentType: client.documentType === 'RUC' ? '6' : '1',
      documentNumber: client.documentNumber,
      name: client.legalName,
    },
    lines: lines.map((l) => ({
      position: l.position,
      description: l.description,
      unitCode: 'ZZ',
      quantity: l.quantity,
      unitValue: l.unitValue,
      lineValue: l.lineValue,
      taxAffectation: l.taxAffectation,
      igvAmount: l.igvAmount,
      lineTotal: l.lineTotal,
    })),
    taxableAmount: row.taxableAmount,
    exemptAmount: row.exemptAmount,
    unaffectedAmount: row.unaffectedAmount,
    igvAmount: row.igvAmount,
    totalAmount: row.totalAmount,
    operationType: row.detractionApplies ? '1001' : '0101',
    detraction:
      row.detractionApplies && row.detractionCode && row.detractionPercent && row.detractionAccount
        ? {
            code: row.detractionCode,
            percent: row.detractionPercent,
            amountPen: row.detractionAmountPen,
            account: row.detractionAccount,
          }
        : undefined,
    payment:
      credit && row.dueDate
        ? { kind: 'credit', netAmount: row.netAmount, dueDate: row.dueDate }
        : { kind: 'cash' },
    reference,
  };
};
