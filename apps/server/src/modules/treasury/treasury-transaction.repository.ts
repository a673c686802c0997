import type {
  TTreasuryTransaction,
  TTreasuryTransactionDetail,
  TTreasuryTransactionListQuery,
} from '@zerg/shared';
import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { transactionTypeNameOf } from '../bookkeeping/index.ts';
import {
  employeeDocumentNumberOf,
  employeeDocumentTypeOf,
  employeeFullNameOf,
  employeeNameOrderOf,
  payAccountsOf,
} from '../employees/index.ts';
import { bankNameOf, companyNameOf } from '../references/index.ts';
import {
  treasuryBankAccounts as accounts,
  treasuryTransactionFiles as files,
  treasuryTransactionPayees as payees,
  treasuryTransactions as txs,
} from './treasury.table.ts';
import { makersOf, onePersonAllowed } from './treasury-duties.ts';
import { codeSql } from './treasury-money.ts';

const payeeCount = sql<number>`case when ${txs.sourceKind} = 'payroll_run'
  then (select count(*)::int from treasury_transaction_payees p where p.transaction_id = ${txs.id}) else 0 end`;

const columns = {
  id: txs.id,
  code: codeSql,
  companyId: txs.companyId,
  companyName: companyNameOf(txs.companyId),
  bankAccountId: txs.bankAccountId,
  bankAccountName: sql<
    string | null
  >`case when ${accounts.id} is null then null else ${bankNameOf(accounts.bank)} || ' · ' || ${accounts.currency} || ' · ' || ${accounts.number} end`,
  date: txs.txDate,
  direction: txs.direction,
  transactionTypeId: txs.transactionTypeId,
  transactionTypeName: transactionTypeNameOf(txs.transactionTypeId),
  counterpartyKind: txs.counterpartyKind,
  counterpartyName: txs.counterpartyName,
  counterpartyCode: txs.counterpartyCode,
  counterpartyParams: txs.counterpartyParams,
  counterpartyDocument: txs.counterpartyDocument,
  concept: txs.concept,
  conceptCode: txs.conceptCode,
  conceptParams: txs.conceptParams,
  amount: txs.amount,
  currency: txs.currency,
  exchangeRate: txs.exchangeRate,
  amountPen: txs.amountPen,
  referenceDocument: txs.referenceDocument,
  state: txs.state,
  sourceKind: txs.sourceKind,
  sourceId: txs.sourceId,
  payeeCount,
  reversesId: txs.reversesId,
  createdAt: txs.createdAt,
};

const selectTransactions = (db: DbOrTx) =>
  db.select(columns).from(txs).leftJoin(accounts, eq(accounts.id, txs.bankAccountId));

const toTransaction = (r: Omit<TTreasuryTransaction, 'createdAt'> & { createdAt: Date }) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

const SORT_COLUMNS = {
  date: txs.txDate,
  code: sql`(${txs.year}, ${txs.seq})`,
  amount: txs.amount,
  state: txs.state,
  counterpartyName: txs.counterpartyName,
  createdAt: txs.createdAt,
} as const;

export const listTransactions = async (
  db: DbOrTx,
  query: TTreasuryTransactionListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${codeSql} ilike ${like} or ${txs.counterpartyName} ilike ${like} or ${txs.counterpartyDocument} ilike ${like}
        or ${txs.concept} ilike ${like} or ${txs.referenceDocument} ilike ${like} or ${txs.operationNumber} ilike ${like})`,
    );
  }
  const f = query.filters;
  if (f?.state) conditions.push(eq(txs.state, f.state));
  if (f?.direction) conditions.push(eq(txs.direction, f.direction));
  if (f?.companyId) conditions.push(eq(txs.companyId, f.companyId));
  if (f?.bankAccountId) conditions.push(eq(txs.bankAccountId, f.bankAccountId));
  if (f?.sourceKind) conditions.push(eq(txs.sourceKind, f.sourceKind));
  if (f?.counterpartyKind) conditions.push(eq(txs.counterpartyKind, f.counterpartyKind));
  if (f?.from) conditions.push(gte(txs.txDate, f.from));
  if (f?.to) conditions.push(lte(txs.txDate, f.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const sortBy = query.sortBy ?? 'date';
  const page = await pagedList(
    query,
    selectTransactions(db)
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[sortBy], query.sortBy ? query.sortDesc : true), desc(txs.id))
      .$dynamic(),
    db.select({ n: countRows }).from(txs).where(where),
  );
  return { total: page.total, data: page.data.map(toTransaction) };
};

export const findTransactionRow = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(txs).where(eq(txs.id, id));
  return row ?? null;
};

export type TransactionRow = NonNullable<Awaited<ReturnType<typeof findTransactionRow>>>;

/** The workers of a movement with their document and their active account (the latest one). */
export const payeesOf = async (db: DbOrTx, transactionId: number) => {
  const rows = await db
    .select({
      employeeId: payees.employeeId,
      employeeName: employeeFullNameOf(payees.employeeId),
      documentType: employeeDocumentTypeOf(payees.employeeId),
      document: employeeDocumentNumberOf(payees.employeeId),
      amount: payees.amount,
    })
    .from(payees)
    .where(eq(payees.transactionId, transactionId))
    .orderBy(...employeeNameOrderOf(payees.employeeId).map((c) => asc(c)));
  const byEmployee = await payAccountsOf(
    db,
    rows.map((r) => r.employeeId),
  );
  return rows.map((r) => {
    const bank = byEmployee.get(r.employeeId);
    return {
      ...r,
      bankName: bank?.bankName ?? null,
      accountNumber: bank?.accountNumber ?? null,
      cci: bank?.cci ?? null,
      accountCurrency: bank?.currency ?? null,
    };
  });
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const findTransactionDetail = async (
  db: DbOrTx,
  id: number,
): Promise<TTreasuryTransactionDetail | null> => {
  const [item] = await selectTransactions(db).where(eq(txs.id, id));
  const row = await findTransactionRow(db, id);
  if (!item || !row) return null;
  const [reversal] = await db
    .select({ id: txs.id, createdBy: txs.createdBy, createdAt: txs.createdAt })
    .from(txs)
    .where(and(eq(txs.reversesId, id), ne(txs.state, 'canceled')));
  const people = [
    row.createdBy,
    row.updatedBy,
    row.approvedBy,
    row.processedBy,
    row.canceledBy,
    reversal?.createdBy ?? null,
  ].filter((v): v is number => v !== null);
  const names = new Map(
    (people.length
      ? await db
          .select({ id: actors.id, name: actors.fullName })
          .from(actors)
          .where(inArray(actors.id, people))
      : []
    ).map((a) => [a.id, a.name]),
  );
  const nameOf = (userId: number | null) => (userId === null ? null : (names.get(userId) ?? null));
  const attachments = await db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      mime: files.mimeType,
      uploadedAt: files.uploadedAt,
      uploadedByName: actors.fullName,
    })
    .from(files)
    .leftJoin(actors, eq(actors.id, files.uploadedBy))
    .where(eq(files.transactionId, id))
    .orderBy(asc(files.id));
  return {
    ...toTransaction(item),
    clientId: row.clientId,
    employeeId: row.employeeId,
    payees: (await payeesOf(db, id)).map((p) => ({
      employeeId: p.employeeId,
      employeeName: p.employeeName,
      document: p.document,
      bankName: p.bankName,
      accountNumber: p.accountNumber,
      cci: p.cci,
      amount: p.amount,
    })),
    attachments: attachments.map((a) => ({ ...a, uploadedAt: a.uploadedAt.toISOString() })),
    createdByName: nameOf(row.createdBy),
    updatedByName: nameOf(row.updatedBy),
    updatedAt: row.updatedAt.toISOString(),
    makerIds: makersOf(row),
    onePersonAllowed: await onePersonAllowed(db, row),
    approvedByName: nameOf(row.approvedBy),
    approvedAt: iso(row.approvedAt),
    processedByName: nameOf(row.processedBy),
    processedAt: iso(row.processedAt),
    processedOn: row.processedOn,
    operationNumber: row.operationNumber,
    canceledByName: nameOf(row.canceledBy),
    canceledAt: iso(row.canceledAt),
    cancelReason: row.cancelReason,
    journalEntryId: row.journalEntryId,
    reversedById: reversal?.id ?? null,
    reversedByName: nameOf(reversal?.createdBy ?? null),
    reversedAt: iso(reversal?.createdAt ?? null),
  };
};
