import type { TAgingQuery, TAgingResponse, TAgingRow } from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { clientDocumentOf, clientMatches, clientNameOf } from '../clients/index.ts';
import { receivablesSql } from './receivables.repository.ts';

/*
 * The aging of receivables at a day: each client's open documents by days past their due date —
 * current (not yet due), 1–30, 31–60, 61–90, over 90 — in soles at the documents' rates (what 1212
 * holds: the net part at the document's rate plus the detracción still to be deposited). One SQL
 * statement groups every open document; the page and the totals read the same grouping.
 */

const BUCKETS = sql`
  sum(case when r.days_past_due <= 0 then r.bal else 0 end) as current,
  sum(case when r.days_past_due between 1 and 30 then r.bal else 0 end) as days1to30,
  sum(case when r.days_past_due between 31 and 60 then r.bal else 0 end) as days31to60,
  sum(case when r.days_past_due between 61 and 90 then r.bal else 0 end) as days61to90,
  sum(case when r.days_past_due > 90 then r.bal else 0 end) as over90,
  sum(r.bal) as total`;

const SORT: Record<string, string> = {
  client: 'g.client_name',
  total: 'g.total',
  current: 'g.current',
  days1to30: 'g.days1to30',
  days31to60: 'g.days31to60',
  days61to90: 'g.days61to90',
  over90: 'g.over90',
};

type Raw = {
  client_id: number;
  client_name: string;
  client_document: string;
  documents: number;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
  total: string;
};

const money = (v: string | null | undefined) => Number(v ?? 0).toFixed(2);
const amounts = (r: Partial<Raw>) => ({
  current: money(r.current),
  days1to30: money(r.days1to30),
  days31to60: money(r.days31to60),
  days61to90: money(r.days61to90),
  over90: money(r.over90),
  total: money(r.total),
});

export const agingReport = async (db: DbOrTx, query: TAgingQuery, today: string): Promise<TAgingResponse> => {
  const asOf = query.filters?.asOf ?? today;
  const receivables = receivablesSql({
    asOf,
    openOnly: true,
    clientId: query.filters?.clientId,
    companyId: query.filters?.companyId,
  });
  const q = query.q?.trim();
  const clientId = sql`r.client_id`;
  const search: SQL = q
    ? sql`where ${clientMatches(clientId, containsPattern(q), ['legalName', 'tradeName', 'documentNumber'])}`
    : sql``;
  const grouped = sql`select r.client_id, ${clientNameOf(clientId)} as client_name,
      ${clientDocumentOf(clientId)} as client_document, count(*)::int as documents, ${BUCKETS}
    from (select r.*, r.net_book_pen + r.detraction_balance_pen as bal from ${receivables}) r
    ${search}
    group by r.client_id`;
  const perPage = query.perPage ?? 50;
  const offset = ((query.page ?? 1) - 1) * perPage;
  const column = SORT[query.sortBy ?? 'client'] ?? 'g.client_name';
  const direction = query.sortDesc ? 'desc' : 'asc';
  const [page, totals] = await Promise.all([
    db.execute<Raw>(
      sql`select g.* from (${grouped}) g order by ${sql.raw(column)} ${sql.raw(direction)}, g.client_id
        limit ${perPage} offset ${offset}`,
    ),
    db.execute<Partial<Raw> & { n: number }>(
      sql`select count(*)::int as n, sum(g.current) as current, sum(g.days1to30) as days1to30,
        sum(g.days31to60) as days31to60, sum(g.days61to90) as days61to90, sum(g.over90) as over90,
        sum(g.total) as total from (${grouped}) g`,
    ),
  ]);
  const all = totals.rows[0] ?? { n: 0 };
  return {
    asOf,
    data: page.rows.map(
      (r): TAgingRow => ({
        clientId: r.client_id,
        clientName: r.client_name,
        clientDocument: r.client_document,
        documents: r.documents,
        ...amounts(r),
      }),
    ),
    total: all.n ?? 0,
    totals: amounts(all),
  };
};
