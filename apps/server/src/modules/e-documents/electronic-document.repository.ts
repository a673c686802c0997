import type { EDocumentKind, TEDocumentDetail, TEDocumentItem, TEDocumentListQuery } from '@zerg/shared';
import { and, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern, countRows, ordered, type Paged, pagedList } from '../../platform/db/paged-list.ts';
import { companyNameOf } from '../references/index.ts';
import { electronicDocuments as docs } from './electronic-document.table.ts';

export type EDocumentQuery = TEDocumentListQuery & { page: number; perPage: number };

/** Days are Lima's (UTC-5, no summer time): "to" takes in the whole day. */
const limaMidnight = (date: string) => sql`(${date}::date::timestamp at time zone 'America/Lima')`;

const item = {
  id: docs.id,
  companyId: docs.companyId,
  companyName: companyNameOf(docs.companyId),
  kind: docs.kind,
  sourceType: docs.sourceType,
  sourceId: docs.sourceId,
  fileName: docs.fileName,
  documentType: docs.documentType,
  series: docs.series,
  number: docs.number,
  state: docs.state,
  sunatCode: docs.sunatCode,
  sunatDescription: docs.sunatDescription,
  attempts: docs.attempts,
  createdAt: docs.createdAt,
  answeredAt: docs.answeredAt,
};

type ItemRow = { createdAt: Date; answeredAt: Date | null; companyName: string | null };
const itemOf = <R extends ItemRow>(row: R) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

const SORT = {
  createdAt: docs.createdAt,
  fileName: docs.fileName,
  state: docs.state,
  answeredAt: docs.answeredAt,
} as const;

/** The records of the kinds the caller may see, newest first unless another order is asked for. */
export const listEDocuments = async (
  db: DbOrTx,
  kinds: readonly EDocumentKind[],
  query: EDocumentQuery,
): Promise<Paged<TEDocumentItem>> => {
  const f = query.filters ?? {};
  const where = and(
    inArray(docs.kind, [...kinds]),
    f.kind ? eq(docs.kind, f.kind) : undefined,
    f.state ? eq(docs.state, f.state) : undefined,
    f.companyId ? eq(docs.companyId, f.companyId) : undefined,
    f.from ? gte(docs.createdAt, limaMidnight(f.from)) : undefined,
    f.to ? lt(docs.createdAt, sql`${limaMidnight(f.to)} + interval '1 day'`) : undefined,
    query.q ? ilike(docs.fileName, containsPattern(query.q)) : undefined,
  ) as SQL;
  const column = SORT[query.sortBy ?? 'createdAt'];
  const page = await pagedList(
    query,
    db
      .select(item)
      .from(docs)
      .where(where)
      .orderBy(ordered(column, query.sortDesc || !query.sortBy), desc(docs.id))
      .$dynamic(),
    db.select({ n: countRows }).from(docs).where(where),
  );
  return { total: page.total, data: page.data.map(itemOf) };
};

/** One record with SUNAT's answers, without the XML or the CDR (those are downloads). */
export const findEDocument = async (db: DbOrTx, id: number): Promise<TEDocumentDetail | null> => {
  const [row] = await db
    .select({
      ...item,
      digestValue: docs.digestValue,
      ticket: docs.ticket,
      notes: docs.notes,
      lastError: docs.lastError,
      nextAttemptAt: docs.nextAttemptAt,
      sentAt: docs.sentAt,
      hasCdr: sql<boolean>`${docs.cdrZip} is not null`,
      createdBy: actors.fullName,
    })
    .from(docs)
    .leftJoin(actors, eq(actors.id, docs.createdBy))
    .where(eq(docs.id, id));
  if (!row) return null;
  return {
    ...itemOf(row),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
};

/** The signed XML and SUNAT's CDR zip of a record, with what the access check needs. */
export const findEDocumentFiles = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ kind: docs.kind, fileName: docs.fileName, xml: docs.xml, cdrZip: docs.cdrZip })
    .from(docs)
    .where(eq(docs.id, id));
  return row ?? null;
};
