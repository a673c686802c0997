import { centsToMoney, moneyToCents } from '@zerg/shared';
import type { CtsAccount, CtsRun, CtsSlip } from './cts-deposit.repository.ts';

export type CtsItemKey = 'basic' | 'familyAllowance' | 'regularPay' | 'gratificacionSixth';

/**
 * A worker's liquidación de depósito (DS 001-97-TR art. 29) as the stored CTS slip has it: the
 * computable remuneration by item, the time computed, the deposit and where it goes.
 */
export type CtsStatement = {
  deposit: 'may' | 'november';
  /** The semester the deposit covers: November–April for May, May–October for November. */
  periodFrom: string;
  periodTo: string;
  items: { key: CtsItemKey; amount: string }[];
  /** The slip's stored base: the items add up to it. */
  computable: string;
  months: number;
  days: number;
  /** The regime's share of the deposit (1, or ½ for the pequeña empresa). */
  factor: string;
  amount: string;
  account: CtsAccount | null;
};

const ZERO = '0.00';

/** A stored figure, or zero when the slip did not store it. */
const stored = (bases: Record<string, string>, key: string) => bases[key] ?? ZERO;

const periodOf = (run: Pick<CtsRun, 'year' | 'month'>) =>
  run.month === 5
    ? { deposit: 'may' as const, periodFrom: `${run.year - 1}-11-01`, periodTo: `${run.year}-04-30` }
    : { deposit: 'november' as const, periodFrom: `${run.year}-05-01`, periodTo: `${run.year}-10-31` };

/**
 * The statement from what the run stored, never recomputed: the engine kept `computable` (salary,
 * asignación familiar and regular supplements), `gratificacionSixth` and `base`; the slip's
 * snapshot keeps the salary and whether the asignación was due. The asignación's amount is the one
 * in force at the period's end (`familyAllowanceInForce`), bounded by what the slip stored; what
 * remains of `computable` is the regular variable pay the engine averaged in.
 */
export const ctsStatementOf = (
  run: Pick<CtsRun, 'year' | 'month'>,
  slip: Pick<CtsSlip, 'snapshot' | 'days' | 'lines' | 'bases' | 'amount' | 'account'>,
  familyAllowanceInForce: string,
): CtsStatement => {
  const computable = moneyToCents(stored(slip.bases, 'computable'));
  const salaryText = typeof slip.snapshot.salary === 'string' ? slip.snapshot.salary : ZERO;
  let basic = moneyToCents(salaryText);
  if (basic > computable) basic = computable;
  const allowanceDue = slip.snapshot.familyAllowance === true;
  const room = computable - basic;
  const wanted = allowanceDue ? moneyToCents(familyAllowanceInForce) : 0n;
  let allowance = wanted;
  if (allowance > room) allowance = room;
  const regular = room - allowance;
  const sixth = moneyToCents(stored(slip.bases, 'gratificacionSixth'));
  const base = slip.bases.base ?? centsToMoney(computable + sixth);
  const items: CtsStatement['items'] = [{ key: 'basic', amount: centsToMoney(basic) }];
  if (allowance > 0n) items.push({ key: 'familyAllowance', amount: centsToMoney(allowance) });
  if (regular > 0n) items.push({ key: 'regularPay', amount: centsToMoney(regular) });
  items.push({ key: 'gratificacionSixth', amount: centsToMoney(sixth) });
  const line = slip.lines.find((l) => l.concept === 'cts');
  const total = slip.days.worked;
  return {
    ...periodOf(run),
    items,
    computable: base,
    months: Math.floor(total / 30),
    days: total % 30,
    factor: line?.rate ?? '1',
    amount: slip.amount,
    account: slip.account,
  };
};
