import { centsToMoney, moneyToCents } from '@zerg/shared';
import { eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { treasuryTransactions as txs } from './treasury.table.ts';

/** PEN moves at 1; a USD rate keeps its 3 or 4 decimals, stored with 4. */
export const PEN_RATE = '1.0000';

/** `"3.725"` → 37250n (ten-thousandths). */
const rateUnits = (rate: string): bigint => {
  const [units = '0', decimals = ''] = rate.trim().split('.');
  return BigInt(units || '0') * 10_000n + BigInt(`${decimals}0000`.slice(0, 4));
};

export const normalRate = (rate: string): string => {
  const u = rateUnits(rate);
  return `${u / 10_000n}.${String(u % 10_000n).padStart(4, '0')}`;
};

/** amount × rate in soles, rounded half up to the céntimo, on integers only. */
export const amountInPen = (amount: string, rate: string): string =>
  centsToMoney((moneyToCents(amount) * rateUnits(rate) + 5_000n) / 10_000n);

/** `TES-2026-000123` */
export const transactionCode = (year: number, seq: number): string =>
  `TES-${year}-${String(seq).padStart(6, '0')}`;

export const codeSql = sql<string>`'TES-' || ${txs.year} || '-' || lpad(${txs.seq}::text, 6, '0')`;

/** Movement numbers run per year; the advisory lock keeps two writers from taking the same one. */
const CODE_LOCK = 4242391;

export const nextNumber = async (tx: DbOrTx, date: string): Promise<{ year: number; seq: number }> => {
  const year = Number(date.slice(0, 4));
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${year})`);
  const [last] = await tx
    .select({ seq: max(txs.seq) })
    .from(txs)
    .where(eq(txs.year, year));
  return { year, seq: (last?.seq ?? 0) + 1 };
};
