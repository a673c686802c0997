import { PayrollInputError } from './errors.ts';
import { Dec, ZERO } from './money.ts';
import { readAmount, readArray, readObject, readOptionalString } from './validate.ts';

/**
 * A variable supplement (overtime, commissions, regular bonuses) paid over the reference period,
 * one amount per month, most recent last; at most six months are read.
 */
export type SupplementHistory = {
  readonly concept: string;
  readonly amounts: readonly string[];
};

const SIX = new Dec(6);
/** DS 001-97-TR art. 16 and DS 005-2002-TR art. 3: regular if paid in at least 3 months of 6. */
const REGULAR_MONTHS = 3;

/** Sum, over the supplements that are regular, of their semester average (total / 6). */
export function regularSupplements(value: unknown, field: string): Dec {
  if (value === undefined || value === null) return ZERO;
  const list = readArray(value, field);
  let total = ZERO;
  for (let index = 0; index < list.length; index += 1) {
    const itemField = `${field}[${index}]`;
    const item = readObject(list[index], itemField);
    readOptionalString(item.concept, `${itemField}.concept`);
    const amounts = readArray(item.amounts, `${itemField}.amounts`);
    if (amounts.length > 6)
      throw new PayrollInputError(`${itemField}.amounts`, 'holds at most six monthly amounts');
    let paidMonths = 0;
    let sum = ZERO;
    for (let month = 0; month < amounts.length; month += 1) {
      const amount = readAmount(amounts[month], `${itemField}.amounts[${month}]`);
      if (!amount.isZero()) paidMonths += 1;
      sum = sum.plus(amount);
    }
    if (paidMonths >= REGULAR_MONTHS) total = total.plus(sum.dividedBy(SIX));
  }
  return total;
}
