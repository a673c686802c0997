import type { SalesDocumentState, SalesDocumentType, TReceivableDocument } from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/*
 * What remains of each issued document, as of a day. A document's receivable has two parts:
 * - net, in its currency: net_amount − credit notes + debit notes − net collections − net write-offs;
 * - detracción, in soles: detraction_amount_pen − deposits − detracción write-offs.
 * Notes move the net part (the detracción was fixed on the document's amount and is deposited as
 * printed). `book_pen` is what 1212 still holds for the document: each part at the document's rate,
 * less what the allocations and write-offs took out at that rate.
 * Everything dated after `asOf` (collections, write-offs, notes, documents) is left out, so the same
 * query answers today's balances and the aging at any past day.
 */

export type ReceivableFilter = {
  asOf: string;
  documentIds?: readonly number[];
  clientId?: number;
  companyId?: number;
  /** Only documents with something left. */
  openOnly?: boolean;
};

export type ReceivableRow = Omit<TReceivableDocument, 'fullNumber'> & {
  clientId: number;
  series: string;
  number: number;
  netAmountPen: string;
  /** What 1212 holds of the net part alone, soles. */
  netBookPen: string;
};

/** `F001-00000012`, in SQL. */
export const fullNumberSql = (series: SQL | string, number: SQL | string) =>
  sql.raw(`(${series} || '-' || lpad(${number}::text, 8, '0'))`);

/** The rows of `receivable_balances` as a subquery aliased `r` (one row per document). */
export const receivablesSql = (f: ReceivableFilter): SQL => {
  const docs = f.documentIds?.length
    ? sql`and d.id in (${sql.join(
        f.documentIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const byDocument = (column: string) =>
    f.documentIds?.length
      ? sql`and ${sql.raw(column)} in (${sql.join(
          f.documentIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const client = f.clientId ? sql`and d.client_id = ${f.clientId}` : sql``;
  const company = f.companyId ? sql`and d.company_id = ${f.companyId}` : sql``;
  const open = f.openOnly ? sql`where r.net_balance > 0 or r.detraction_balance_pen > 0` : sql``;
  return sql`(select * from (
    select d.id, d.company_id, d.client_id, d.document_type, s.series, d.number, d.state,
      d.issue_date::text as issue_date, d.due_date::text as due_date, d.currency, d.exchange_rate, d.total_amount, d.net_amount,
      d.net_amount_pen, d.detraction_amount_pen,
      coalesce(n.adjust, 0) as adjustments,
      greatest(d.net_amount - coalesce(n.adjust, 0) - coalesce(a.net, 0) - coalesce(w.net, 0), 0) as net_balance,
      greatest(d.detraction_amount_pen - coalesce(a.det, 0) - coalesce(w.det, 0), 0) as detraction_balance_pen,
      greatest(d.net_amount_pen - coalesce(n.adjust_pen, 0) - coalesce(a.net_book, 0) - coalesce(w.net_book, 0), 0) as net_book_pen,
      (${f.asOf}::date - coalesce(d.due_date, d.issue_date))::int as days_past_due
    from sales_documents d
    join billing_series s on s.id = d.series_id
    left join (
      select x.document_id,
        sum(x.amount) filter (where x.part = 'net') as net,
        sum(x.book_amount_pen) filter (where x.part = 'net') as net_book,
        sum(x.amount) filter (where x.part = 'detraction') as det
      from billing_collection_allocations x
      join billing_collections c on c.id = x.collection_id
      where c.collection_date <= ${f.asOf} ${byDocument('x.document_id')}
      group by x.document_id
    ) a on a.document_id = d.id
    left join (
      select x.document_id,
        sum(x.amount) filter (where x.part = 'net') as net,
        sum(x.book_amount_pen) filter (where x.part = 'net') as net_book,
        sum(x.amount) filter (where x.part = 'detraction') as det
      from billing_write_offs x
      where x.write_off_date <= ${f.asOf} ${byDocument('x.document_id')}
      group by x.document_id
    ) w on w.document_id = d.id
    left join (
      select x.reference_id as document_id,
        sum(case when x.document_type = '07' then x.total_amount else -x.total_amount end) as adjust,
        sum(case when x.document_type = '07' then x.total_pen else -x.total_pen end) as adjust_pen
      from sales_documents x
      where x.document_type in ('07', '08') and x.state not in ('draft', 'voided') and x.issue_date <= ${f.asOf}
        ${byDocument('x.reference_id')}
      group by x.reference_id
    ) n on n.document_id = d.id
    where d.document_type in ('01', '03') and d.state in ('issued', 'partially_paid', 'paid')
      and d.issue_date <= ${f.asOf} ${docs} ${client} ${company}
  ) r ${open}) r`;
};

type RawRow = {
  id: number;
  company_id: number;
  client_id: number;
  document_type: SalesDocumentType;
  series: string;
  number: number;
  state: SalesDocumentState;
  issue_date: string;
  due_date: string | null;
  currency: 'PEN' | 'USD';
  exchange_rate: string | null;
  total_amount: string;
  net_amount: string;
  net_amount_pen: string;
  detraction_amount_pen: string;
  adjustments: string;
  net_balance: string;
  detraction_balance_pen: string;
  net_book_pen: string;
  days_past_due: number;
};

const money = (v: string | number) => Number(v).toFixed(2);

const toRow = (r: RawRow): ReceivableRow => ({
  id: r.id,
  companyId: r.company_id,
  clientId: r.client_id,
  documentType: r.document_type,
  series: r.series,
  number: r.number,
  state: r.state,
  issueDate: r.issue_date,
  dueDate: r.due_date,
  currency: r.currency,
  exchangeRate: r.exchange_rate,
  totalAmount: money(r.total_amount),
  adjustments: money(r.adjustments),
  netAmount: money(r.net_amount),
  netAmountPen: money(r.net_amount_pen),
  detractionAmountPen: money(r.detraction_amount_pen),
  netBalance: money(r.net_balance),
  detractionBalancePen: money(r.detraction_balance_pen),
  netBookPen: money(r.net_book_pen),
  balancePen: money(Number(r.net_book_pen) + Number(r.detraction_balance_pen)),
  daysPastDue: Number(r.days_past_due),
});

export const fullNumberOf = (series: string, number: number) =>
  `${series}-${String(number).padStart(8, '0')}`;

/** The balances of the documents the filter names, oldest first. */
export const receivableDocuments = async (db: DbOrTx, f: ReceivableFilter): Promise<ReceivableRow[]> => {
  const { rows } = await db.execute<RawRow>(
    sql`select r.* from ${receivablesSql(f)} order by r.issue_date, r.id`,
  );
  return rows.map(toRow);
};
