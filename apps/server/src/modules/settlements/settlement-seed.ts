import { lineOverflow, settlementBalance } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockSettledTravelOrder, tripsInStates } from '../operations/index.ts';
import { liveAdvancedOf } from './settlement.repository.ts';
import { settlementLines, settlements } from './settlement.table.ts';

type SeedOptions = { operatorUserId: number | null; companyId: number; driverEmployeeId: number };

type DocType = '01' | '03' | '12' | '00';
type Nature = 'tolls' | 'fuel' | 'meals' | 'other';
/** Demo receipts: the suppliers' RUCs carry right check digits; fuel comes on facturas with IGV. */
const LINES = [
  {
    concept: 'tolls',
    nature: 'tolls',
    description: 'Peaje Chilca',
    doc: ['12', 'MR0011', '45821', '20501234568'],
    share: 0.3,
  },
  {
    concept: 'tolls',
    nature: 'tolls',
    description: 'Peaje Jahuay-Chincha',
    doc: ['12', 'MR0032', '12290', '20501234568'],
    share: 0.35,
  },
  {
    concept: 'fuel',
    nature: 'fuel',
    description: 'Diésel B5 — Grifo Primax Cañete',
    doc: ['01', 'F001', '28841', '20100128056'],
    share: 0.55,
  },
  {
    concept: 'fuel',
    nature: 'fuel',
    description: 'Diésel B5 — Repsol Nazca',
    doc: ['01', 'F002', '13307', '20456789120'],
    share: 0.4,
  },
  {
    concept: 'viatics',
    nature: 'meals',
    description: 'Almuerzo y cena en ruta',
    doc: ['03', 'B001', '9921', '20600456785'],
    share: 0.6,
  },
  {
    concept: 'other',
    nature: 'other',
    description: 'Estiba en destino',
    doc: ['00', null, null, null],
    share: 0.8,
  },
] as const satisfies readonly {
  concept: string;
  nature: Nature;
  description: string;
  doc: readonly [DocType, string | null, string | null, string | null];
  share: number;
}[];

/** A factura's base and IGV from what was paid: base = amount / 1.18 to the céntimo, IGV the rest. */
const split = (amount: string, factura: boolean) => {
  const cents = Math.round(Number(amount) * 100);
  const base = factura ? Math.round((cents * 100) / 118) : cents;
  return { base: (base / 100).toFixed(2), igv: ((cents - base) / 100).toFixed(2) };
};

/**
 * Settlements for the demo's finished trips: the older two thirds closed (their trips locked), the
 * rest open with a few lines; the newest finished trip is left without a settlement to be done.
 */
export const insertDemoSettlements = async (tx: DbOrTx, o: SeedOptions) => {
  // Oldest finished first, a missing time last as SQL sorts it, then by id.
  const at = (d: Date | null) => d?.getTime() ?? Number.POSITIVE_INFINITY;
  const trips = (await tripsInStates(tx, ['finished']))
    .filter((t) => t.settledAt === null)
    .sort((a, b) => at(a.finishedAt) - at(b.finishedAt) || a.id - b.id);
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
        receiptNumber: l.doc[1] ? `${l.doc[1]}-${l.doc[2]}` : null,
        amount,
        nature: l.nature,
        docType: l.doc[0],
        docSeries: l.doc[1],
        docNumber: l.doc[2],
        supplierRuc: l.doc[3],
        ...split(amount, l.doc[0] === '01'),
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
    await lockSettledTravelOrder(tx, o.operatorUserId, trip.id, closedAt);
  }
};
