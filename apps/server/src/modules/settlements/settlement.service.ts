import {
  type ConceptAmounts,
  centsToMoney,
  lineOverflow,
  moneyToCents,
  msg,
  SECTION_IDS,
  settlementBalance,
  type TSettlementLineBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { payableApproved } from '../../platform/events/payables.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { notifyInTheirLanguage, usersWithSection } from '../notifications/index.ts';
import { findTrip, lockSettledTravelOrder } from '../operations/index.ts';
import {
  findSettlementRow,
  linesOf,
  listSettlements,
  liveAdvancedOf,
  type SettlementListParams,
} from './settlement.repository.ts';
import { settlementLineScans, settlementLines, settlements } from './settlement.table.ts';
import { settlementExport } from './settlement-export.ts';
import { announceRenderedExpenses } from './settlement-rendered.ts';

/** Treasury records the payment or the return of the balance there. */
export const SETTLEMENT_TREASURY_LINK = '/treasury/transactions/list';

type SettlementRow = typeof settlements.$inferSelect;

const frozenAdvanced = (row: SettlementRow): ConceptAmounts | null =>
  row.state === 'closed' && row.advancedViatics && row.advancedTolls && row.advancedFuel && row.advancedOther
    ? {
        viatics: row.advancedViatics,
        tolls: row.advancedTolls,
        fuel: row.advancedFuel,
        other: row.advancedOther,
      }
    : null;

/**
 * The trip must be finished and not settled; its settlement is created on first use and locked
 * (`for update`) so that two lines racing for the last balance are checked one after the other.
 */
const lockOpenSettlement = async (tx: Tx, actor: Actor, travelOrderId: number) => {
  const trip = await findTrip(tx, travelOrderId);
  if (!trip) throw notFound();
  if (trip.state !== 'finished' || trip.settledAt !== null) throw conflict('INVALID_CHANGE');
  await tx.insert(settlements).values({ travelOrderId, createdBy: actor.user.id }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(settlements)
    .where(eq(settlements.travelOrderId, travelOrderId))
    .for('update');
  if (!row) throw notFound();
  if (row.state !== 'open') throw conflict('INVALID_CHANGE');
  const advanced = await liveAdvancedOf(tx, travelOrderId);
  if (!advanced) throw notFound();
  return { row, advanced };
};

export const createSettlementService = (deps: Deps & ExportDeps, storage: FileStorage) => {
  const { db } = deps;
  const answer = async (travelOrderId: number) => {
    const trip = await findSettlementRow(db, travelOrderId);
    if (!trip) throw notFound();
    const [row] = await db.select().from(settlements).where(eq(settlements.travelOrderId, travelOrderId));
    const advancedByConcept = (row && frozenAdvanced(row)) ?? (await liveAdvancedOf(db, travelOrderId));
    if (!advancedByConcept) throw notFound();
    return { ...trip, advancedByConcept, lines: row ? await linesOf(db, row.id) : [] };
  };

  return {
    list: (query: SettlementListParams) => listSettlements(db, query),

    get: answer,

    export: settlementExport.answer.bind(null, deps),

    addLine: async (actor: Actor, body: TSettlementLineBody) => {
      await db.transaction(async (tx) => {
        const { row, advanced } = await lockOpenSettlement(tx, actor, body.travelOrderId);
        const lines = await linesOf(tx, row.id);
        const available = lineOverflow(advanced, lines, body);
        if (available !== null)
          throw badRequest('VALIDATION_ERROR', {
            amount: [msg('validation.notOverflow', { balance: available })],
          });
        const [line] = await tx
          .insert(settlementLines)
          .values({
            settlementId: row.id,
            concept: body.concept,
            spentOn: body.date,
            description: body.description,
            receiptNumber:
              body.receiptNumber ??
              (body.docSeries && body.docNumber ? `${body.docSeries}-${body.docNumber}` : null),
            amount: body.amount,
            nature: body.nature,
            docType: body.docType,
            docSeries: body.docSeries,
            docNumber: body.docNumber,
            supplierRuc: body.supplierRuc,
            base: body.base,
            igv: body.igv,
            createdBy: actor.user.id,
          })
          .returning({ id: settlementLines.id });
        await tx.update(settlements).set({ updatedAt: new Date() }).where(eq(settlements.id, row.id));
        await recordAudit(tx, actor, {
          action: 'settlement.add_line',
          entity: 'settlement',
          entityId: row.id,
          after: { lineId: line?.id, ...body },
        });
      });
      return answer(body.travelOrderId);
    },

    removeLine: async (actor: Actor, lineId: number) => {
      const travelOrderId = await withFiles(db, storage, async (tx, files) => {
        const [line] = await tx.select().from(settlementLines).where(eq(settlementLines.id, lineId));
        if (!line) throw notFound();
        const [owner] = await tx.select().from(settlements).where(eq(settlements.id, line.settlementId));
        if (!owner) throw notFound();
        await lockOpenSettlement(tx, actor, owner.travelOrderId);
        const scans = await tx
          .select({ key: settlementLineScans.storageKey })
          .from(settlementLineScans)
          .where(eq(settlementLineScans.lineId, lineId));
        // The scan rows go with the line (cascade), their files with the transaction.
        await tx.delete(settlementLines).where(eq(settlementLines.id, lineId));
        for (const scan of scans) await files.remove(scan.key);
        await recordAudit(tx, actor, {
          action: 'settlement.remove_line',
          entity: 'settlement',
          entityId: owner.id,
          before: { lineId, concept: line.concept, amount: line.amount, receiptNumber: line.receiptNumber },
        });
        return owner.travelOrderId;
      });
      return answer(travelOrderId);
    },

    /** Freezes the advanced amounts and the balance, locks the trip and tells treasury. No reopening. */
    close: async (actor: Actor, travelOrderId: number) => {
      await db.transaction(async (tx) => {
        const { row, advanced } = await lockOpenSettlement(tx, actor, travelOrderId);
        const balance = settlementBalance(advanced, await linesOf(tx, row.id));
        const now = new Date();
        await tx
          .update(settlements)
          .set({
            state: 'closed',
            advancedViatics: advanced.viatics,
            advancedTolls: advanced.tolls,
            advancedFuel: advanced.fuel,
            advancedOther: advanced.other,
            closedBalance: balance.balance,
            closedBy: actor.user.id,
            closedAt: now,
            updatedAt: now,
          })
          .where(eq(settlements.id, row.id));
        await lockSettledTravelOrder(tx, actor.user.id, travelOrderId);
        await announceRenderedExpenses(tx, row.id, travelOrderId, limaToday());
        await recordAudit(tx, actor, {
          action: 'settlement.close',
          entity: 'settlement',
          entityId: row.id,
          before: { state: 'open' },
          after: {
            state: 'closed',
            advanced: balance.advanced,
            spent: balance.spent,
            balance: balance.balance,
          },
        });
        const trip = await findTrip(tx, travelOrderId);
        const owed = moneyToCents(balance.balance);
        if (trip && owed !== 0n)
          await payableApproved(tx, {
            source: { kind: 'settlement', id: row.id },
            requestedBy: actor.user.id,
            companyId: null,
            // > 0: the driver returns what was left; < 0: the company pays what the driver spent on top.
            direction: owed > 0n ? 'income' : 'expense',
            date: limaToday(),
            concept: `Liquidación documentaria ${trip.code}`,
            codedConcept: { code: 'settlement', params: { trip: trip.code } },
            payees: [{ employeeId: trip.driverId, amount: centsToMoney(owed > 0n ? owed : -owed) }],
          });
        await notifyInTheirLanguage(tx, await usersWithSection(tx, SECTION_IDS.TREASURY_TRANSACTIONS), {
          type: 'settlement_closed',
          key: `settlement.notify.${balance.direction}`,
          params: { trip: trip?.code ?? '', amount: balance.balance.replace('-', '') },
          link: SETTLEMENT_TREASURY_LINK,
        });
      });
      return answer(travelOrderId);
    },
  };
};

export type SettlementService = ReturnType<typeof createSettlementService>;
