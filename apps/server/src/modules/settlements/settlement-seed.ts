import { lineOverflow, settlementBalance } from '@zerg/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { travelOrderEvents, travelOrders } from '../operations/index.ts';
import { liveAdvancedOf } from './settlement.repository.ts';
import { settlementLines, settlements } from './settlement.table.ts';

type SeedOptions = { operatorUserId: number | null; companyId: number; driverEmployeeId: number };

const LINES = [
  { concept: 'tolls', description: 'Peaje Chilca', receipt: 'PCH-0045821', share: 0.3 },
  { concept: 'tolls', description: 'Peaje Jahuay-Chincha', receipt: 'PJC-0012290', share: 0.35 },
  { concept: 'fuel', description: 'Diésel B5 — Grifo Primax Cañete', receipt: 'F001-00028841', share: 0.55 },
  { concept: 'fuel', description: 'Diésel B5 — Repsol Nazca', receipt: 'F002-00013307', share: 0.4 },
  { concept: 'viatics', description: 'Almuerzo y cena en ruta', receipt: 'B001-00009921', share: 0.6 },
  { concept: 'other', description: 'Estiba en destino', receipt: 'R-000412', share: 0.8 },
] as const;

/**
 * Settlements for the demo's finished trips: the older two thirds closed (their trips locked), the
 * rest open with a few lines; the newest finished trip is left without a settlement to be done.
 */
export const insertDemoSettlements = async (tx: DbOrTx, o: SeedOptions) => {
  const trips = await tx
    .select({ id: travelOrders.id, finishedAt: travelOrders.finishedAt })
    .from(travelOrders)
    .where(and(eq(travelOrders.state, 'finished'), isNull(travelOrders.settledAt)))
    .orderBy(asc(travelOrders.finishedAt), asc(travelOrders.id));
  const toSettle = trips.slice(0, -1);
  const closing = Math.floor((toSettle.length * 2) / 3);
  for (const [i, trip] of toSettle.entries()) {
    const advanced = await liveAdvancedOf(tx, trip.id);
    if (!advanced) continue;
    const [row] = await tx
      .insert(settlements)
      .values({ travelOrderId: trip.id, createdBy: o.operatorUserId })
      .onConflictDoNothing()
      .returning({ id: settlements.id });
    if (!row) continue;
    const day = (trip.finishedAt ?? new Date()).toISOString().slice(0, 10);
    const lines: { concept: (typeof LINES)[number]['concept']; amount: string }[] = [];
    for (const l of LINES.slice(0, 3 + (i % 4))) {
      const cents = Math.floor(Number(advanced[l.concept]) * 100 * l.share);
      const amount = (cents / 100).toFixed(2);
      if (cents <= 0 || lineOverflow(advanced, lines, { concept: l.concept, amount }) !== null) continue;
      lines.push({ concept: l.concept, amount });
      await tx.insert(settlementLines).values({
        settlementId: row.id,
        concept: l.concept,
        spentOn: day,
        description: l.description,
        receiptNumber: l.receipt,
        amount,
        createdBy: o.operatorUserId,
      });
    }
    if (i >= closing) continue;
    const balance = settlementBalance(advanced, lines);
    const closedAt = new Date((trip.finishedAt ?? new Date()).getTime() + 2 * 86_400_000);
    await tx
      .update(settlements)
      .set({
        state: 'closed',
        advancedViatics: advanced.viatics,
        advancedTolls: advanced.tolls,
        advancedFuel: advanced.fuel,
        advancedOther: advanced.other,
        closedBalance: balance.balance,
        closedBy: o.operatorUserId,
        closedAt,
      })
      .where(eq(settlements.id, row.id));
    // The same lock a closing through the API applies (lockSettledTravelOrder), without a request's actor.
    await tx.update(travelOrders).set({ settledAt: closedAt }).where(eq(travelOrders.id, trip.id));
    await tx
      .insert(travelOrderEvents)
      .values({ travelOrderId: trip.id, kind: 'settled', actorId: o.operatorUserId, at: closedAt });
  }
};
