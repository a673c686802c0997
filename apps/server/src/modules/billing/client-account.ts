import {
  centsToMoney,
  moneyToCents,
  type TClientAccount,
  type TClientAccountQuery,
  type TClientBalance,
  type TReceivableDocument,
} from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { clientParty } from '../clients/index.ts';
import { latestCollectionsOf, writeOffsOf } from './collection.repository.ts';
import { fullNumberOf, type ReceivableRow, receivableDocuments } from './receivables.repository.ts';

/*
 * A client's account: its issued documents with what remains of each part, its collections and
 * write-offs, and the balance — the net part per currency, the detracción to deposit in soles, and
 * everything in soles at the documents' rates with what of it is past due.
 */

const COLLECTIONS_SHOWN = 100;

const toDocument = ({
  clientId: _c,
  series,
  number,
  netAmountPen: _n,
  netBookPen: _b,
  ...r
}: ReceivableRow): TReceivableDocument => ({
  ...r,
  fullNumber: fullNumberOf(series, number),
});

export const balanceFrom = (clientId: number, rows: readonly ReceivableRow[]): TClientBalance => {
  const net = new Map<'PEN' | 'USD', bigint>();
  let detraction = 0n;
  let total = 0n;
  let overdue = 0n;
  let open = 0;
  for (const r of rows) {
    const left = moneyToCents(r.netBalance);
    const det = moneyToCents(r.detractionBalancePen);
    if (left === 0n && det === 0n) continue;
    open += 1;
    net.set(r.currency, (net.get(r.currency) ?? 0n) + left);
    detraction += det;
    const pen = moneyToCents(r.balancePen);
    total += pen;
    if (r.daysPastDue > 0) overdue += pen;
  }
  return {
    clientId,
    net: [...net.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ currency, amount: centsToMoney(amount) })),
    detractionPen: centsToMoney(detraction),
    totalPen: centsToMoney(total),
    overduePen: centsToMoney(overdue),
    openDocuments: open,
  };
};

const clientOf = async (db: DbOrTx, id: number) => {
  const party = await clientParty(db, id);
  if (!party) throw notFound();
  return party;
};

/** The balance the client record shows. */
export const clientBalance = async (db: DbOrTx, clientId: number, today: string): Promise<TClientBalance> => {
  await clientOf(db, clientId);
  return balanceFrom(clientId, await receivableDocuments(db, { asOf: today, clientId, openOnly: true }));
};

export const clientAccount = async (
  db: DbOrTx,
  query: TClientAccountQuery,
  today: string,
): Promise<TClientAccount> => {
  const client = await clientOf(db, query.clientId);
  const asOf = query.asOf ?? today;
  const rows = await receivableDocuments(db, {
    asOf,
    clientId: query.clientId,
    companyId: query.companyId,
    openOnly: query.openOnly ?? true,
  });
  const [collections, writeOffs] = await Promise.all([
    latestCollectionsOf(db, query.clientId, query.companyId, COLLECTIONS_SHOWN),
    writeOffsOf(db, { clientId: query.clientId }),
  ]);
  return {
    clientId: query.clientId,
    clientName: client.name,
    clientDocument: client.document,
    asOf,
    balance: balanceFrom(query.clientId, rows),
    documents: rows.map(toDocument),
    collections,
    writeOffs,
  };
};
