import type { DbOrTx } from '../../db/client.ts';
import { treasuryExchangeRates } from './treasury.table.ts';

const DAY = 86_400_000;

/**
 * The demo's rate table: every calendar day from a month before the accounts opened to today, as
 * SUNAT lists it. Deterministic: the purchase rate is 3.750 on the opening day and wanders within
 * 3.750–3.772 by a fixed step; the sale is 4 thousandths above.
 */
export const insertDemoExchangeRates = async (tx: DbOrTx, today: string, opened: string): Promise<void> => {
  const start = Date.parse(`${opened}T00:00:00Z`);
  const end = Date.parse(`${today}T00:00:00Z`);
  const rows = [];
  for (let t = start - 31 * DAY; t <= end; t += DAY) {
    const i = Math.round((t - start) / DAY);
    const step = (((i * 7) % 23) + 23) % 23;
    const purchase = 3750 + step;
    rows.push({
      rateDate: new Date(t).toISOString().slice(0, 10),
      purchase: (purchase / 1000).toFixed(3),
      sale: ((purchase + 4) / 1000).toFixed(3),
      source: 'SUNAT' as const,
    });
  }
  await tx.insert(treasuryExchangeRates).values(rows).onConflictDoNothing();
};
