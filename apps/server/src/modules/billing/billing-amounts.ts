import {
  centsToMoney,
  DETRACTION,
  IGV_RATE_PERCENT,
  moneyToCents,
  type TaxAffectation,
  type TSalesTotals,
} from '@zerg/shared';

/*
 * The arithmetic of a sales document, on integer cents (bigint), never on floats. Rounding is half
 * up at each step the UBL 2.1 guide of SUNAT names: a line's sale value (quantity × unit value) and
 * its IGV (18 % of that value) each to the céntimo; the document's totals are the sums of its
 * rounded lines. The detracción is rounded to whole soles. The README gives a worked example.
 */

export type LineInput = { quantity: string; unitValue: string; taxAffectation: TaxAffectation };
export type LineAmounts = { lineValue: string; igvAmount: string; lineTotal: string };

/** `"1.5"` → 1500n: a quantity with up to three decimals, in thousandths. */
const thousandths = (value: string): bigint => {
  const [units = '0', decimals = ''] = value.trim().split('.');
  return BigInt(units || '0') * 1000n + BigInt(`${decimals}000`.slice(0, 3));
};

/** Half up, for non-negative numerators. */
const divideRound = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (2n * denominator);

/** A line's value, IGV and total; only gravado (10) lines carry IGV. */
export const lineAmounts = (line: LineInput): LineAmounts => {
  const value = divideRound(thousandths(line.quantity) * moneyToCents(line.unitValue), 1000n);
  const igv = line.taxAffectation === '10' ? divideRound(value * IGV_RATE_PERCENT, 100n) : 0n;
  return {
    lineValue: centsToMoney(value),
    igvAmount: centsToMoney(igv),
    lineTotal: centsToMoney(value + igv),
  };
};

/** The document's totals: each catálogo 07 group, the IGV and the total, sums of the rounded lines. */
export const documentTotals = (
  lines: readonly (LineAmounts & { taxAffectation: TaxAffectation })[],
): TSalesTotals => {
  const sum = (pick: (l: LineAmounts & { taxAffectation: TaxAffectation }) => string | null) =>
    lines.reduce((total, l) => total + moneyToCents(pick(l) ?? '0'), 0n);
  const taxable = sum((l) => (l.taxAffectation === '10' ? l.lineValue : null));
  const exempt = sum((l) => (l.taxAffectation === '20' ? l.lineValue : null));
  const unaffected = sum((l) => (l.taxAffectation === '30' ? l.lineValue : null));
  const igv = sum((l) => l.igvAmount);
  return {
    taxableAmount: centsToMoney(taxable),
    exemptAmount: centsToMoney(exempt),
    unaffectedAmount: centsToMoney(unaffected),
    igvAmount: centsToMoney(igv),
    totalAmount: centsToMoney(taxable + exempt + unaffected + igv),
  };
};

/** `"3.7512"` → 37512n: an exchange rate in ten-thousandths. */
const rateUnits = (rate: string): bigint => {
  const [units = '0', decimals = ''] = rate.trim().split('.');
  return BigInt(units || '0') * 10000n + BigInt(`${decimals}0000`.slice(0, 4));
};

/** An amount of the document's currency in soles at `rate` (null: already soles), to the céntimo. */
export const toPen = (amount: string, rate: string | null): string =>
  rate === null ? amount : centsToMoney(divideRound(moneyToCents(amount) * rateUnits(rate), 10000n));

/** Soles back into the document's currency at `rate`, to the cent. */
export const fromPen = (amountPen: string, rate: string | null): string =>
  rate === null ? amountPen : centsToMoney(divideRound(moneyToCents(amountPen) * 10000n, rateUnits(rate)));

export type Detraction = {
  applies: boolean;
  basePen: string;
  amountPen: string;
  netAmountPen: string;
  netAmount: string;
};

/**
 * SPOT on road transport of goods (D.Leg. 940 art. 4.1 d), RS 073-2006/SUNAT art. 2): 4 % of the operation's amount
 * (IGV included) or of the referential value when that is higher, when the one that applies exceeds
 * S/ 400; only a factura with gravado lines is subject. The deposit is rounded to whole soles, half up.
 */
export const detractionOf = (input: {
  documentType: string;
  totals: TSalesTotals;
  exchangeRate: string | null;
  referentialValuePen: string | null;
}): Detraction => {
  const totalPen = toPen(input.totals.totalAmount, input.exchangeRate);
  const referential = input.referentialValuePen ?? '0.00';
  const basePen = moneyToCents(referential) > moneyToCents(totalPen) ? referential : totalPen;
  const applies =
    input.documentType === '01' &&
    moneyToCents(input.totals.taxableAmount) > 0n &&
    moneyToCents(basePen) > moneyToCents(DETRACTION.thresholdPen);
  if (!applies) {
    return {
      applies: false,
      basePen: '0.00',
      amountPen: '0.00',
      netAmountPen: totalPen,
      netAmount: input.totals.totalAmount,
    };
  }
  const percent = moneyToCents(DETRACTION.ratePercent); // 4.00 → 400n
  const soles = divideRound(moneyToCents(basePen) * percent, 1_000_000n);
  const amountPen = centsToMoney(soles * 100n);
  const netPenCents = moneyToCents(totalPen) - soles * 100n;
  const netAmount = centsToMoney(
    moneyToCents(input.totals.totalAmount) - moneyToCents(fromPen(amountPen, input.exchangeRate)),
  );
  return {
    applies: true,
    basePen,
    amountPen,
    netAmountPen: centsToMoney(netPenCents < 0n ? 0n : netPenCents),
    netAmount: moneyToCents(netAmount) < 0n ? '0.00' : netAmount,
  };
};

/** `YYYY-MM-DD` plus `days` calendar days. */
export const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** `F001-00000012`: the series and the correlative on eight digits, as SUNAT prints them. */
export const fullNumberOf = (series: string, number: number | null): string | null =>
  number === null ? null : `${series}-${String(number).padStart(8, '0')}`;
