import type { TRevaluationItem, TRevaluationListQuery } from '@zerg/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { entryNumberOf } from '../bookkeeping/index.ts';
import { bankAccountName } from './bank-account.repository.ts';
import { treasuryBankAccounts as accounts, treasuryRevaluations as revaluations } from './treasury.table.ts';

const columns = {
  id: revaluations.id,
  bankAccountId: revaluations.bankAccountId,
  bankAccountName,
  period: revaluations.period,
  closingDate: revaluations.closingDate,
  rate: revaluations.rate,
  balanceUsd: revaluations.balanceUsd,
  bookPen: revaluations.bookPen,
  revaluedPen: revaluations.revaluedPen,
  difference: revaluations.difference,
  journalEntryId: revaluations.journalEntryId,
  entryNumber: entryNumberOf(revaluations.journalEntryId),
  createdAt: revaluations.createdAt,
};

const SORT = {
  period: revaluations.period,
  difference: revaluations.difference,
  createdAt: revaluations.createdAt,
} as const;

const select = (db: DbOrTx) =>
  db.select(columns).from(revaluations).innerJoin(accounts, eq(accounts.id, revaluations.bankAccountId));

type Row = Omit<TRevaluationItem, 'createdAt'> & { createdAt: Date };
const toItem = (r: Row): TRevaluationItem => ({ ...r, createdAt: r.createdAt.toISOString() });

export const revaluationItems = async (db: DbOrTx, where: SQL | undefined) =>
  (await select(db).where(where).orderBy(revaluations.id)).map(toItem);

export const listRevaluations = async (
  db: DbOrTx,
  query: TRevaluationListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  const f = query.filters;
  if (f?.companyId) conditions.push(eq(accounts.companyId, f.companyId));
  if (f?.period) conditions.push(eq(revaluations.period, f.period));
  if (query.q) conditions.push(sql`${accounts.number} ilike ${`%${query.q.replace(/[%_\\]/g, '')}%`}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    select(db)
      .where(where)
      .orderBy(
        query.sortBy ? ordered(SORT[query.sortBy], query.sortDesc) : desc(revaluations.period),
        desc(revaluations.id),
      )
      .$dynamic(),
    db
      .select({ n: countRows })
      .from(revaluations)
      .innerJoin(accounts, eq(accounts.id, revaluations.bankAccountId))
      .where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};
