import type { TJournalEntryListQuery } from '@zerg/shared';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { companyNameOf } from '../references/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { journalEntries as e, journalLines } from './journal-entry.table.ts';
import { entryNumber } from './journal-posting.ts';

export type JournalListParams = TJournalEntryListQuery & { page: number; perPage: number };

const reversal = alias(e, 'reversal');
const numberExpr = sql`(${e.year}::text || '-' || lpad(${e.seq}::text, 6, '0'))`;

const columns = {
  id: e.id,
  year: e.year,
  seq: e.seq,
  companyId: e.companyId,
  companyName: companyNameOf(e.companyId),
  date: e.entryDate,
  description: e.description,
  origin: e.origin,
  sourceKind: e.sourceKind,
  sourceId: e.sourceId,
  reversesId: e.reversesId,
  reversedById: reversal.id,
  total: e.total,
  createdByName: actors.fullName,
  createdAt: e.createdAt,
};

const SORT = { date: e.entryDate, number: numberExpr, total: e.total, origin: e.origin } as const;

const rows = (db: DbOrTx) =>
  db
    .select(columns)
    .from(e)
    .leftJoin(reversal, eq(reversal.reversesId, e.id))
    .leftJoin(actors, eq(actors.id, e.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

const toEntry = ({ year, seq, createdAt, ...r }: Row) => ({
  ...r,
  number: entryNumber(year, seq),
  period: r.date.slice(0, 7),
  createdAt: createdAt.toISOString(),
});

const conditionsOf = (query: JournalListParams): SQL => {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    // A line's third party too: an entry is looked for by the client or worker it concerns.
    const match = or(
      sql`${e.description} ilike ${pattern}`,
      sql`${numberExpr} like ${pattern}`,
      sql`exists (select 1 from ${journalLines} pl where pl.entry_id = ${e.id}
        and (pl.party_name ilike ${pattern} or pl.party_doc_number like ${pattern}))`,
    );
    if (match) conditions.push(match);
  }
  const f = query.filters;
  if (f?.companyId) conditions.push(eq(e.companyId, f.companyId));
  if (f?.origin) conditions.push(eq(e.origin, f.origin));
  // The account or any account below it, as the ledger reads it.
  if (f?.accountId)
    conditions.push(
      sql`exists (select 1 from ${journalLines} jl join ${accountingAccounts} la on la.id = jl.account_id
        where jl.entry_id = ${e.id}
          and la.code like (select code from ${accountingAccounts} where id = ${f.accountId}) || '%')`,
    );
  if (f?.from) conditions.push(sql`${e.entryDate} >= ${f.from}::date`);
  if (f?.to) conditions.push(sql`${e.entryDate} <= ${f.to}::date`);
  return and(...conditions) ?? sql`true`;
};

export const listEntries = async (db: DbOrTx, query: JournalListParams) => {
  const where = conditionsOf(query);
  const page = await pagedList(
    query,
    rows(db)
      .where(where)
      .orderBy(
        ...(query.sortBy
          ? [ordered(SORT[query.sortBy], query.sortDesc)]
          : [desc(e.entryDate), desc(e.year), desc(e.seq)]),
        asc(e.id),
      )
      .$dynamic(),
    db.select({ n: countRows }).from(e).where(where),
  );
  return { total: page.total, data: page.data.map(toEntry) };
};

export const linesOfEntries = (db: DbOrTx, entryIds: number[]) =>
  db
    .select({
      entryId: journalLines.entryId,
      lineNo: journalLines.lineNo,
      accountId: journalLines.accountId,
      accountCode: accountingAccounts.code,
      accountName: accountingAccounts.name,
      debit: journalLines.debit,
      credit: journalLines.credit,
      description: journalLines.description,
    })
    .from(journalLines)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, journalLines.accountId))
    .where(inArray(journalLines.entryId, entryIds.length ? entryIds : [0]))
    .orderBy(asc(journalLines.entryId), asc(journalLines.lineNo));

export const findEntry = async (db: DbOrTx, id: number) => {
  const [row] = await rows(db).where(eq(e.id, id));
  if (!row) return null;
  const lines = await linesOfEntries(db, [id]);
  return { ...toEntry(row), lines: lines.map(({ entryId: _e, ...l }) => l) };
};
