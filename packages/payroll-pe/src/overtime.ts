import { Dec, ZERO } from './money.ts';
import { readArray, readCount } from './validate.ts';

/** Hours at the two overtime surcharges: the first two hours of a day at +25 %, the rest at +35 %. */
export type OvertimeSplit = { readonly hours25: number; readonly hours35: number };

/** Splits daily overtime hours (one number per day) into the two surcharge bands of DS 007-2002-TR. */
export function splitOvertime(dailyHours: readonly number[]): OvertimeSplit {
  const list = readArray(dailyHours, 'dailyHours');
  // Summed as decimals so that 0.1 + 0.2 hours stays 0.3.
  let hours25 = ZERO;
  let hours35 = ZERO;
  for (let index = 0; index < list.length; index += 1) {
    const hours = new Dec(readCount(list[index], `dailyHours[${index}]`, { max: 24, integer: false }));
    const first = hours.greaterThan(2) ? new Dec(2) : hours;
    hours25 = hours25.plus(first);
    hours35 = hours35.plus(hours.minus(first));
  }
  return { hours25: hours25.toNumber(), hours35: hours35.toNumber() };
}
