import type { ConceptAmounts, TSettlementListQuery } from '@zerg/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { clientLegalNameOf } from '../clients/index.ts';
import { employeeFullNameOf } from '../employees/index.ts';
import { vehiclePlateOf } from '../fleet/index.ts';
import { tripRows as t, tripMatches } from '../operations/index.ts';
import { approvedTripViaticsOf } from '../viatics/index.ts';
import { settlements as s, settlementLineScans, settlementLines } from './settlement.table.ts';

export type SettlementListParams = TSettlementListQuery & { page: number; perPage: number };

/** Approved (status 2) viatics of the trip's drivers: what they were advanced for meals and lodging. */
const viaticsOfTrip = sql`coalesce(${approvedTripViaticsOf(t.id)}, 0)`;
const liveAdvanced = sql`(${t.expectedTolls} + ${t.fuelAllowance} + ${t.otherAllowance} + ${viaticsOfTrip})`;
const frozenAdvanced = sql`(${s.advancedViatics} + ${s.advancedTolls} + ${s.advancedFuel} + ${s.advancedOther})`;
const advancedExpr = sql`(case when ${s.state} = 'closed' then ${frozenAdvanced} else ${liveAdvanced} end)`;
const spentExpr = sql`coalesce((select sum(${settlementLines.amount}) from ${settlementLines} where ${settlementLines.settlementId} = ${s.id}), 0)`;
const money = (expr: SQL) => sql<string>`(${expr})::numeric(14,2)::text`;
const stateExpr = sql<'none' | 'open' | 'closed'>`coalesce(${s.state}, 'none')`;
const balanceExpr = sql`(${advancedExpr} - ${spentExpr})`;

const SORT_COLUMNS = {
  travelOrderCode: t.code,
  clientName: clientLegalNameOf(t.clientId),
  finishedAt: t.finishedAt,
  state: stateExpr,
  balance: balanceExpr,
} as const;

const rowColumns = {
  travelOrderId: t.id,
  travelOrderCode: t.code,
  clientId: t.clientId,
  clientName: clientLegalNameOf(t.clientId),
  vehiclePlate: vehiclePlateOf(t.tractorId),
  driverName: employeeFullNameOf(t.driverId),
  finishedAt: t.finishedAt,
  state: stateExpr,
  advanced: money(advancedExpr),
  spent: money(spentExpr),
  balance: money(balanceExpr),
  closedAt: s.closedAt,
  closedByName: actors.fullName,
};

/** Every finished trip, with its settlement when it has one. */
const rows = (db: DbOrTx) =>
  db
    .select(rowColumns)
    .from(t)
    .leftJoin(s, eq(s.travelOrderId, t.id))
    .leftJoin(actors, eq(actors.id, s.closedBy));

const counted = (db: DbOrTx) => db.select({ n: countRows }).from(t).leftJoin(s, eq(s.travelOrderId, t.id));

const toRow = <R extends { finishedAt: Date | null; closedAt: Date | null; closedByName: string | null }>({
  finishedAt,
  closedAt,
  closedByName: _closedBy,
  ...r
}: R) => ({
  ...r,
  finishedAt: finishedAt?.toISOString() ?? null,
  closedAt: closedAt?.toISOString() ?? null,
});

const conditionsOf = (query: SettlementListParams): SQL => {
  const conditions: SQL[] = [eq(t.state, 'finished')];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(tripMatches(t.id, pattern));
  }
  const f = query.filters;
  if (f?.state) conditions.push(sql`${stateExpr} = ${f.state}`);
  if (f?.clientId) conditions.push(eq(t.clientId, f.clientId));
  if (f?.vehicleId)
    conditions.push(sql`(${t.tractorId} = ${f.vehicleId} or ${t.semitrailerId} = ${f.vehicleId})`);
  if (f?.driverId) conditions.push(sql`(${t.driverId} = ${f.driverId} or ${t.coDriverId} = ${f.driverId})`);
  if (f?.from) conditions.push(sql`${t.finishedAt} >= ${f.from}::date`);
  if (f?.to) conditions.push(sql`${t.finishedAt} < ${f.to}::date + 1`);
  return and(...conditions) ?? sql`true`;
};

export const listSettlements = async (db: DbOrTx, query: SettlementListParams) => {
  const where = conditionsOf(query);
  const page = await pagedList(
    query,
    rows(db)
      .where(where)
      .orderBy(
        query.sortBy ? ordered(SORT_COLUMNS[query.sortBy], query.sortDesc) : desc(t.finishedAt),
        asc(t.id),
      )
      .$dynamic(),
    counted(db).where(where),
  );
  return { total: page.total, data: page.data.map(toRow) };
};

export const findSettlementRow = async (db: DbOrTx, travelOrderId: number) => {
  const [row] = await rows(db).where(and(eq(t.state, 'finished'), eq(t.id, travelOrderId)));
  return row ? { ...toRow(row), closedByName: row.closedByName } : null;
};

/** What the trip was advanced per concept, as the trip and its approved viatics say now. */
export const liveAdvancedOf = async (db: DbOrTx, travelOrderId: number): Promise<ConceptAmounts | null> => {
  const [row] = await db
    .select({
      viatics: money(viaticsOfTrip),
      tolls: money(sql`${t.expectedTolls}`),
      fuel: money(sql`${t.fuelAllowance}`),
      other: money(sql`${t.otherAllowance}`),
    })
    .from(t)
    .where(eq(t.id, travelOrderId));
  return row ?? null;
};

export const linesOf = (db: DbOrTx, settlementId: number) =>
  db
    .select({
      id: settlementLines.id,
      concept: settlementLines.concept,
      date: settlementLines.spentOn,
      description: settlementLines.description,
      receiptNumber: settlementLines.receiptNumber,
      amount: settlementLines.amount,
      nature: settlementLines.nature,
      docType: settlementLines.docType,
      docSeries: settlementLines.docSeries,
      docNumber: settlementLines.docNumber,
      supplierRuc: settlementLines.supplierRuc,
      // Lines entered before documents were kept have no base: the amount is their base.
      base: sql<string>`coalesce(${settlementLines.base}, ${settlementLines.amount})::text`,
      igv: settlementLines.igv,
      // Spelled out: in a one-table select the columns render unqualified and `id` would bind to the scans.
      scanCount: sql<number>`(select count(*)::int from ${settlementLineScans} sc where sc.line_id = ${settlementLines}.id)`,
    })
    .from(settlementLines)
    .where(eq(settlementLines.settlementId, settlementId))
    .orderBy(asc(settlementLines.spentOn), asc(settlementLines.id));

/** The receipt scans of one line, oldest first. */
export const scansOfLine = async (db: DbOrTx, lineId: number) => {
  const rows = await db
    .select({
      id: settlementLineScans.id,
      lineId: settlementLineScans.lineId,
      name: settlementLineScans.originalName,
      mimeType: settlementLineScans.mimeType,
      size: settlementLineScans.size,
      uploadedAt: settlementLineScans.uploadedAt,
    })
    .from(settlementLineScans)
    .where(eq(settlementLineScans.lineId, lineId))
    .orderBy(asc(settlementLineScans.id));
  return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
};
