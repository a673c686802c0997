import { centsToMoney, DETRACTION, IGV_RATE_PERCENT, moneyToCents, type TaxAffectation } from '@zerg/shared';

/*
 * What the form shows while a draft is typed: the same rounding the server applies (half up to the
 * céntimo on each line's value and on its IGV, the document's totals the sums of the rounded lines),
 * on integer cents. Only for display: after saving, the page shows the server's own totals.
 */

export type DraftLineValues = {
  quantity?: string | number | null;
  unitValue?: string | number | null;
  taxAffectation?: TaxAffectation;
};

export type DraftTotals = {
  taxableAmount: string;
  exemptAmount: string;
  unaffectedAmount: string;
  igvAmount: string;
  totalAmount: string;
};

const DECIMAL = /^\d+(\.\d+)?$/;

/** `"1.5"` → 1500n, thousandths; null when not a plain positive decimal. */
const thousandths = (value: string): bigint | null => {
  if (!DECIMAL.test(value)) return null;
  const [units = '0', decimals = ''] = value.split('.');
  return BigInt(units) * 1000n + BigInt(`${decimals}000`.slice(0, 3));
};

const cents = (value: string): bigint | null => (DECIMAL.test(value) ? moneyToCents(value) : null);

/** Half up, for non-negative numerators. */
const divideRound = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (2n * denominator);

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim();

/** A line's value and IGV in cents; zero while its quantity or price is not a number yet. */
export const lineCents = (line: DraftLineValues | undefined): { value: bigint; igv: bigint } => {
  const quantity = thousandths(text(line?.quantity));
  const unit = cents(text(line?.unitValue));
  if (quantity === null || unit === null) return { value: 0n, igv: 0n };
  const value = divideRound(quantity * unit, 1000n);
  const igv = line?.taxAffectation === '10' ? divideRound(value * IGV_RATE_PERCENT, 100n) : 0n;
  return { value, igv };
};

/** The line's total (value plus IGV) as money text. */
export const lineTotal = (line: DraftLineValues | undefined): string => {
  const { value, igv } = lineCents(line);
  return centsToMoney(value + igv);
};

/** The document's totals by catálogo 07 group, as the server sums them. */
export const draftTotals = (lines: readonly (DraftLineValues | undefined)[] | undefined): DraftTotals => {
  let taxable = 0n;
  let exempt = 0n;
  let unaffected = 0n;
  let igv = 0n;
  for (const line of lines ?? []) {
    const amounts = lineCents(line);
    if (line?.taxAffectation === '10') taxable += amounts.value;
    else if (line?.taxAffectation === '20') exempt += amounts.value;
    else if (line?.taxAffectation === '30') unaffected += amounts.value;
    igv += amounts.igv;
  }
  return {
    taxableAmount: centsToMoney(taxable),
    exemptAmount: centsToMoney(exempt),
    unaffectedAmount: centsToMoney(unaffected),
    igvAmount: centsToMoney(igv),
    totalAmount: centsToMoney(taxable + exempt + unaffected + igv),
  };
};

/**
 * Whether a draft in soles will carry the SPOT detracción when issued, and how much (4 % of the
 * total, to whole soles, half up): a factura with gravado lines above S/ 400. A dollar draft is
 * only known once issued, at the day's rate; a route's referential value may raise the base.
 */
export const detractionPreview = (
  documentType: string | undefined,
  currency: string | undefined,
  totals: DraftTotals,
): { applies: boolean; amountPen: string } | null => {
  if (currency !== 'PEN') return null;
  const total = moneyToCents(totals.totalAmount);
  const applies =
    documentType === '01' &&
    moneyToCents(totals.taxableAmount) > 0n &&
    total > moneyToCents(DETRACTION.thresholdPen);
  if (!applies) return { applies: false, amountPen: '0.00' };
  const soles = divideRound(total * moneyToCents(DETRACTION.ratePercent), 1_000_000n);
  return { applies: true, amountPen: centsToMoney(soles * 100n) };
};
