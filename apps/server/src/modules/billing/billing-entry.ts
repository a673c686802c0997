import { centsToMoney, moneyToCents } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { accountIdsByCode, type JournalLineInput, postJournalEntry } from '../bookkeeping/index.ts';
import { fullNumberOf, toPen } from './billing-amounts.ts';
import type { DocumentRow } from './sales-document.repository.ts';

/**
 * The accounts of a sales document (PCGE 2019, as the bookkeeping module's chart holds it):
 * 1212 Facturas, boletas y otros comprobantes por cobrar – emitidas en cartera; 70321 Servicios
 * terminados – venta local – terceros (70322 is the same sale to a related party, which no client
 * is marked as); 40111 IGV – cuenta propia.
 */
export const BILLING_ACCOUNTS = { receivable: '1212', revenue: '70321', igv: '40111' } as const;

type Party = { documentType: 'RUC' | 'DNI'; documentNumber: string; name: string };

/**
 * Posts an issued document's entry in its own period, in soles: a factura, boleta or debit note
 * debits the receivable and credits revenue and IGV; a credit note posts the reverse. The IGV is
 * converted alone and revenue takes the rest of the converted total, so the entry balances.
 */
export const postSalesEntry = async (
  tx: DbOrTx,
  actorId: number | null,
  doc: DocumentRow & { series: string; number: number; issueDate: string },
  party: Party,
): Promise<number> => {
  const ids = await accountIdsByCode(tx, Object.values(BILLING_ACCOUNTS));
  const account = (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`account ${code} is not in the chart`);
    return id;
  };
  const totalPen = moneyToCents(doc.totalPen);
  const igvPen = moneyToCents(toPen(doc.igvAmount, doc.exchangeRate));
  const revenuePen = totalPen - igvPen;
  const credit = doc.documentType === '07';
  const side = (amount: bigint, debit: boolean) => ({
    debit: debit ? centsToMoney(amount) : '0.00',
    credit: debit ? '0.00' : centsToMoney(amount),
  });
  const reference = {
    partyDocType: party.documentType === 'RUC' ? '6' : '1',
    partyDocNumber: party.documentNumber,
    partyName: party.name,
    docType: doc.documentType,
    docSeries: doc.series,
    docNumber: String(doc.number),
    docDate: doc.issueDate,
    currency: doc.currency,
  };
  const lines: JournalLineInput[] = [
    { accountId: account(BILLING_ACCOUNTS.receivable), ...side(totalPen, !credit), ...reference },
  ];
  if (revenuePen > 0n)
    lines.push({ accountId: account(BILLING_ACCOUNTS.revenue), ...side(revenuePen, credit), ...reference });
  if (igvPen > 0n)
    lines.push({ accountId: account(BILLING_ACCOUNTS.igv), ...side(igvPen, credit), ...reference });
  return postJournalEntry(tx, actorId, {
    companyId: doc.companyId,
    date: doc.issueDate,
    description: `${fullNumberOf(doc.series, doc.number)} · ${party.name}`,
    origin: 'billing',
    sourceKind: 'sales_document',
    sourceId: doc.id,
    lines,
  });
};
