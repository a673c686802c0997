import { centsToMoney, moneyToCents } from '@zerg/shared';

/**
 * The month-end difference of a USD account. PCGE 2019 / SUNAT: the dollars held are an asset, so
 * they are valued at the purchase rate ("tipo de cambio compra") published at the close (TUO LIR
 * art. 61 a) and e); Reglamento LIR art. 34: activos, compra; pasivos, venta). The difference to
 * what the ledger holds in soles is a gain (776 Diferencia en cambio) or a loss (676 Diferencia de
 * cambio) of the month.
 *
 * Example: US$ 10,000.00 booked at 3.700 = S/ 37,000.00; purchase rate at the close 3.752 →
 * S/ 37,520.00; difference +520.00 → Dr 1041xx / Cr 776 520.00.
 */
export const revaluationOf = (balanceUsd: string, bookPen: string, rate: string) => {
  const revalued = (moneyToCents(balanceUsd) * rateUnits(rate) + 5_000n) / 10_000n;
  const difference = revalued - moneyToCents(bookPen);
  return { revaluedPen: centsToMoney(revalued), difference: centsToMoney(difference), cents: difference };
};

/** `"3.752"` → 37520n (ten-thousandths), as treasury-money does. */
const rateUnits = (rate: string): bigint => {
  const [units = '0', decimals = ''] = rate.trim().split('.');
  return BigInt(units || '0') * 10_000n + BigInt(`${decimals}0000`.slice(0, 4));
};

/** `2026-10` → `2026-10-31` */
export const lastDayOfPeriod = (period: string): string => {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(5, 7));
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
