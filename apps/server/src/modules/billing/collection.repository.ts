import type {
  TCollection,
  TCollectionAccount,
  TCollectionAllocation,
  TCollectionItem,
  TCollectionListQuery,
  TWriteOff,
} from '@zerg/shared';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { clientDocumentOf, clientMatches, clientNameOf } from '../clients/index.ts';
import { companyNameOf } from '../references/index.ts';
import { incomeAccountLabelOf, incomeAccounts } from '../treasury/index.ts';
import { billingSeries, salesDocuments } from './billing.table.ts';
import {
  billingCollectionAllocations as a,
  billingCollections as c,
  billingWriteOffs as w,
} from './collection.table.ts';
import { fullNumberOf } from './receivables.repository.ts';

const code = sql<string>`'COB-' || ${c.year} || '-' || lpad(${c.seq}::text, 6, '0')`;
const clientName = clientNameOf(c.clientId);
const documentsOf = sql<string>`coalesce((select string_agg(s.series || '-' || lpad(d.number::text, 8, '0'), ', ' order by d.id)
  from billing_collection_allocations x join sales_documents d on d.id = x.document_id
  join billing_series s on s.id = d.series_id where x.collection_id = ${c.id}), '')`;
const accountLabel = sql<string>`case when ${c.kind} = 'payment'
  then ${incomeAccountLabelOf(c.bankAccountId)}
  else 'Banco de la Nación ' || coalesce(${c.detractionAccount}, '') end`;

const SORT = {
  date: c.collectionDate,
  code: sql`(${c.year}, ${c.seq})`,
  client: clientName,
  amount: c.amountPen,
  kind: c.kind,
  createdAt: c.createdAt,
} as const;

const itemColumns = {
  id: c.id,
  code,
  date: c.collectionDate,
  companyId: c.companyId,
  companyName: companyNameOf(c.companyId),
  clientId: c.clientId,
  clientName,
  clientDocument: clientDocumentOf(c.clientId),
  kind: c.kind,
  bankAccountId: c.bankAccountId,
  accountLabel,
  currency: c.currency,
  amount: c.amount,
  exchangeRate: c.exchangeRate,
  amountPen: c.amountPen,
  exchangeDifferencePen: c.exchangeDifferencePen,
  reference: c.reference,
  constanciaNumber: c.constanciaNumber,
  documents: documentsOf,
  treasuryTransactionId: c.treasuryTransactionId,
  journalEntryId: c.journalEntryId,
  createdByName: actors.fullName,
  createdAt: c.createdAt,
  notes: c.notes,
};

type Row = Omit<TCollectionItem, 'createdAt' | 'companyName'> & {
  companyName: string | null;
  createdAt: Date;
  notes: string | null;
};

const toItem = ({ notes: _notes, ...r }: Row): TCollectionItem => ({
  ...r,
  companyName: r.companyName ?? '',
  createdAt: r.createdAt.toISOString(),
});

const selectItems = (db: DbOrTx) =>
  db.select(itemColumns).from(c).leftJoin(actors, eq(actors.id, c.createdBy));

const conditionsOf = (query: TCollectionListQuery): SQL | undefined => {
  const f = query.filters;
  const q = query.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  return and(
    f?.companyId ? eq(c.companyId, f.companyId) : undefined,
    f?.clientId ? eq(c.clientId, f.clientId) : undefined,
    f?.kind ? eq(c.kind, f.kind) : undefined,
    f?.bankAccountId ? eq(c.bankAccountId, f.bankAccountId) : undefined,
    f?.currency ? eq(c.currency, f.currency) : undefined,
    f?.from ? gte(c.collectionDate, f.from) : undefined,
    f?.to ? lte(c.collectionDate, f.to) : undefined,
    f?.documentId
      ? sql`exists (select 1 from billing_collection_allocations x where x.collection_id = ${c.id} and x.document_id = ${f.documentId})`
      : undefined,
    pattern
      ? sql`(${code} ilike ${pattern} or ${clientMatches(c.clientId, pattern, ['legalName', 'tradeName', 'documentNumber'])}
          or ${c.reference} ilike ${pattern}
          or ${c.constanciaNumber} ilike ${pattern} or ${documentsOf} ilike ${pattern})`
      : undefined,
  );
};

/** A page of collections, newest first unless sorted otherwise. */
export const listCollections = async (db: DbOrTx, query: TCollectionListQuery) => {
  const where = conditionsOf(query);
  const sortBy = query.sortBy ? SORT[query.sortBy] : null;
  const rows = selectItems(db)
    .where(where)
    .orderBy(...(sortBy ? [ordered(sortBy, query.sortDesc)] : [desc(c.collectionDate)]), desc(c.id))
    .$dynamic();
  const count = db.select({ n: countRows }).from(c).where(where);
  const page = await pagedList({ page: query.page ?? 1, perPage: query.perPage ?? 50 }, rows, count);
  return { data: page.data.map(toItem), total: page.total };
};

/** The latest collections of a client, for its account. */
export const latestCollectionsOf = async (
  db: DbOrTx,
  clientId: number,
  companyId: number | undefined,
  limit: number,
) => {
  const rows = await selectItems(db)
    .where(and(eq(c.clientId, clientId), companyId ? eq(c.companyId, companyId) : undefined))
    .orderBy(desc(c.collectionDate), desc(c.id))
    .limit(limit);
  return rows.map(toItem);
};

export const findCollection = async (db: DbOrTx, id: number): Promise<TCollection | null> => {
  const [row] = await selectItems(db).where(eq(c.id, id));
  if (!row) return null;
  const allocations = await db
    .select({
      id: a.id,
      documentId: a.documentId,
      documentType: salesDocuments.documentType,
      series: billingSeries.series,
      number: salesDocuments.number,
      part: a.part,
      amount: a.amount,
      bookAmountPen: a.bookAmountPen,
    })
    .from(a)
    .innerJoin(salesDocuments, eq(salesDocuments.id, a.documentId))
    .innerJoin(billingSeries, eq(billingSeries.id, salesDocuments.seriesId))
    .where(eq(a.collectionId, id))
    .orderBy(asc(a.id));
  return {
    ...toItem(row),
    notes: row.notes,
    allocations: allocations.map(
      ({ series, number, ...r }): TCollectionAllocation => ({
        ...r,
        fullNumber: fullNumberOf(series, number ?? 0),
      }),
    ),
  };
};

/** The write-offs of a client's documents (or of one document), newest first. */
export const writeOffsOf = async (
  db: DbOrTx,
  by: { clientId?: number; documentId?: number; id?: number },
): Promise<TWriteOff[]> => {
  const rows = await db
    .select({
      id: w.id,
      documentId: w.documentId,
      series: billingSeries.series,
      number: salesDocuments.number,
      part: w.part,
      date: w.writeOffDate,
      amount: w.amount,
      bookAmountPen: w.bookAmountPen,
      reason: w.reason,
      journalEntryId: w.journalEntryId,
      createdByName: actors.fullName,
      createdAt: w.createdAt,
    })
    .from(w)
    .innerJoin(salesDocuments, eq(salesDocuments.id, w.documentId))
    .innerJoin(billingSeries, eq(billingSeries.id, salesDocuments.seriesId))
    .leftJoin(actors, eq(actors.id, w.createdBy))
    .where(
      and(
        by.clientId ? eq(salesDocuments.clientId, by.clientId) : undefined,
        by.documentId ? eq(w.documentId, by.documentId) : undefined,
        by.id ? eq(w.id, by.id) : undefined,
      ),
    )
    .orderBy(desc(w.writeOffDate), desc(w.id));
  return rows.map(({ series, number, createdAt, ...r }) => ({
    ...r,
    fullNumber: fullNumberOf(series, number ?? 0),
    createdAt: createdAt.toISOString(),
  }));
};

/** The active bank accounts of a company (or of every company), for the collection form. */
export const collectionAccounts = async (
  db: DbOrTx,
  companyId: number | undefined,
): Promise<TCollectionAccount[]> => incomeAccounts(db, companyId);
