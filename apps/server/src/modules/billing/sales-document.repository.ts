import type { TSalesDocumentItem, TSalesDocumentListQuery } from '@zerg/shared';
import { and, asc, desc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { clientDocumentOf, clientMatches, clientNameOf } from '../clients/index.ts';
import { electronicStateIs, electronicStatesOf } from '../e-documents/index.ts';
import { companyNameOf } from '../references/index.ts';
import { billingSeries, salesDocuments as d, salesDocumentLines } from './billing.table.ts';
import { fullNumberOf } from './billing-amounts.ts';

const reference = alias(d, 'reference');
const referenceSeries = alias(billingSeries, 'reference_series');

const clientName = clientNameOf(d.clientId);

const SORT = {
  issueDate: d.issueDate,
  number: sql`(${billingSeries.series}, ${d.number})`,
  client: clientName,
  totalAmount: d.totalAmount,
  dueDate: d.dueDate,
  state: d.state,
  createdAt: d.createdAt,
} as const;

const itemColumns = {
  id: d.id,
  companyId: d.companyId,
  companyName: companyNameOf(d.companyId),
  documentType: d.documentType,
  seriesId: d.seriesId,
  series: billingSeries.series,
  number: d.number,
  clientId: d.clientId,
  clientName,
  clientDocument: clientDocumentOf(d.clientId),
  state: d.state,
  issueDate: d.issueDate,
  dueDate: d.dueDate,
  currency: d.currency,
  totalAmount: d.totalAmount,
  totalPen: d.totalPen,
  detractionAmountPen: d.detractionAmountPen,
  referenceSeries: referenceSeries.series,
  referenceNumber: reference.number,
  createdAt: d.createdAt,
};

type ItemRow = Omit<
  TSalesDocumentItem,
  'fullNumber' | 'referenceFullNumber' | 'createdAt' | 'companyName' | 'sunat'
> & {
  companyName: string | null;
  referenceSeries: string | null;
  referenceNumber: number | null;
  createdAt: Date;
};

/** The rows as items, with each one's SUNAT state read in one query for all of them. */
const toItems = async (db: DbOrTx, rows: ItemRow[]): Promise<TSalesDocumentItem[]> => {
  const states = await electronicStatesOf(
    db,
    'sales_document',
    rows.map((r) => r.id),
  );
  return rows.map(({ referenceSeries: rs, referenceNumber: rn, ...r }) => {
    const sunat = states.get(r.id);
    return {
      ...r,
      companyName: r.companyName ?? '',
      fullNumber: fullNumberOf(r.series, r.number),
      referenceFullNumber: rs ? fullNumberOf(rs, rn) : null,
      createdAt: r.createdAt.toISOString(),
      sunat: sunat
        ? { id: sunat.id, state: sunat.state, sunatCode: sunat.code, sunatDescription: sunat.description }
        : null,
    };
  });
};

const selectItems = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(d)
    .innerJoin(billingSeries, eq(billingSeries.id, d.seriesId))
    .leftJoin(reference, eq(reference.id, d.referenceId))
    .leftJoin(referenceSeries, eq(referenceSeries.id, reference.seriesId));

/** What a user who holds receivables but not sales documents sees: no drafts. */
export type DocumentVisibility = { drafts: boolean };

const conditionsOf = (query: TSalesDocumentListQuery, visibility: DocumentVisibility): SQL | undefined => {
  const f = query.filters;
  const conditions: (SQL | undefined)[] = [
    visibility.drafts ? undefined : ne(d.state, 'draft'),
    f?.companyId ? eq(d.companyId, f.companyId) : undefined,
    f?.clientId ? eq(d.clientId, f.clientId) : undefined,
    f?.state ? eq(d.state, f.state) : undefined,
    f?.seriesId ? eq(d.seriesId, f.seriesId) : undefined,
    f?.documentType ? eq(d.documentType, f.documentType) : undefined,
    f?.currency ? eq(d.currency, f.currency) : undefined,
    f?.sunatState ? electronicStateIs('sales_document', d.id, f.sunatState) : undefined,
    f?.period
      ? sql`${d.issueDate} >= ${`${f.period}-01`}::date and ${d.issueDate} < ${`${f.period}-01`}::date + interval '1 month'`
      : undefined,
  ];
  if (query.q) {
    const like = containsPattern(query.q);
    // "F001-12", "F001-00000012" or a client's name or RUC.
    conditions.push(
      sql`(${billingSeries.series} || '-' || lpad(coalesce(${d.number}::text, ''), 8, '0') ilike ${like}
        or ${billingSeries.series} || '-' || coalesce(${d.number}::text, '') ilike ${like}
        or ${clientMatches(d.clientId, like, ['legalName', 'tradeName', 'documentNumber'])})`,
    );
  }
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
};

export const listSalesDocuments = async (
  db: DbOrTx,
  query: TSalesDocumentListQuery & { page: number; perPage: number },
  visibility: DocumentVisibility,
) => {
  const where = conditionsOf(query, visibility);
  // Newest first unless the user sorts; drafts (no date yet) on top.
  const order = query.sortBy
    ? ordered(SORT[query.sortBy], query.sortDesc)
    : sql`${d.issueDate} desc nulls first, ${d.number} desc nulls first`;
  const page = await pagedList(
    query,
    selectItems(db).where(where).orderBy(order, desc(d.id)).$dynamic(),
    db
      .select({ n: countRows })
      .from(d)
      .innerJoin(billingSeries, eq(billingSeries.id, d.seriesId))
      .where(where),
  );
  return { total: page.total, data: await toItems(db, page.data) };
};

export const findSalesDocumentItems = async (db: DbOrTx, ids: readonly number[]) =>
  ids.length
    ? toItems(
        db,
        await selectItems(db)
          .where(inArray(d.id, [...ids]))
          .orderBy(asc(d.id)),
      )
    : [];

/** The notes issued against a document. */
export const notesOf = async (db: DbOrTx, documentId: number) =>
  toItems(db, await selectItems(db).where(eq(d.referenceId, documentId)).orderBy(asc(d.id)));

/** The whole row, `for update` when given; null when there is none. */
export const findDocumentRow = async (db: DbOrTx, id: number, lock?: 'update') => {
  const query = db.select().from(d).where(eq(d.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
};

export type DocumentRow = typeof d.$inferSelect;

export const linesOf = (db: DbOrTx, documentId: number) =>
  db
    .select()
    .from(salesDocumentLines)
    .where(eq(salesDocumentLines.documentId, documentId))
    .orderBy(asc(salesDocumentLines.position));

/** What the issued credit notes against a document add up to, in its currency. */
export const creditedAmount = async (db: DbOrTx, documentId: number): Promise<string> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${d.totalAmount}), 0)::numeric(14,2)::text` })
    .from(d)
    .where(
      and(eq(d.referenceId, documentId), eq(d.documentType, '07'), notInArray(d.state, ['draft', 'voided'])),
    );
  return row?.total ?? '0.00';
};
