import { PayrollInputError } from './errors.ts';
import { type Dec as DecType, ZERO } from './money.ts';
import {
  readAmount,
  readArray,
  readCount,
  readObject,
  readOptionalAmount,
  readOptionalObject,
} from './validate.ts';

/* The year's earlier months and a previous employer's certificate, read and checked for the quinta. */

export type ParsedQuintaMonth = {
  readonly month: number;
  readonly remuneration: DecType;
  readonly gratificacion: DecType;
  readonly extraordinary: DecType;
  /** remuneration + gratificación + extraordinary. */
  readonly income: DecType;
  readonly withheld: DecType;
};

export type ParsedPreviousEmployer = { readonly income: DecType; readonly withheld: DecType };

export type QuintaHistory = {
  readonly months: readonly ParsedQuintaMonth[];
  readonly previousEmployer: ParsedPreviousEmployer | null;
};

/** `lastMonth`: the latest month an entry may carry (the month before a payslip's, or a settlement's own). */
export function parseQuintaHistory(
  history: unknown,
  previousEmployer: unknown,
  fields: { readonly history: string; readonly previousEmployer: string },
  lastMonth: number,
): QuintaHistory {
  const months: ParsedQuintaMonth[] = [];
  if (history !== undefined && history !== null) {
    const list = readArray(history, fields.history);
    for (let index = 0; index < list.length; index += 1) {
      const itemField = `${fields.history}[${index}]`;
      const item = readObject(list[index], itemField);
      const month = readCount(item.month, `${itemField}.month`, { min: 1, max: 12 });
      if (month > lastMonth) {
        throw new PayrollInputError(
          `${itemField}.month`,
          lastMonth === 0
            ? 'no earlier month exists in January'
            : `must be at most ${lastMonth} (earlier than the month computed)`,
        );
      }
      const remuneration = readAmount(item.remuneration, `${itemField}.remuneration`);
      const gratificacion = readOptionalAmount(item.gratificacion, `${itemField}.gratificacion`) ?? ZERO;
      const extraordinary = readOptionalAmount(item.extraordinary, `${itemField}.extraordinary`) ?? ZERO;
      months.push({
        month,
        remuneration,
        gratificacion,
        extraordinary,
        income: remuneration.plus(gratificacion).plus(extraordinary),
        withheld: readAmount(item.withheld, `${itemField}.withheld`),
      });
    }
  }
  const previous = readOptionalObject(previousEmployer, fields.previousEmployer);
  return {
    months,
    previousEmployer:
      previous === null
        ? null
        : {
            income: readAmount(previous.income, `${fields.previousEmployer}.income`),
            withheld: readAmount(previous.withheld, `${fields.previousEmployer}.withheld`),
          },
  };
}
