import type { PayslipLine } from '@zerg/payroll-pe';
import { moneyToCents } from '@zerg/shared';

/*
 * The month's provision of a worker's social benefits (issue 23, point 6; bookkeeping README,
 * "Provisions"), from a monthly slip as stored. Pure: the tests carry the arithmetic.
 *
 * - Computable pay of the month: the remuneration the slip paid as basic, family allowance and
 *   vacation pay (DS 001-97-TR art. 9 and 16 for the CTS; Ley 27735 art. 5 for the gratificación).
 *   Regular variable pay (overtime, commissions) is left to the benefit run: its difference to the
 *   provision is taken to the expense when that run is approved.
 * - Gratificación: 1/6 of it per month of the semester (two a year of one remuneration each, Ley
 *   27735 art. 1-2), times the regime's share; plus the bonificación extraordinaria of 9 % on it
 *   (Ley 30334 art. 3: the ESSALUD the gratificación no longer bears is paid to the worker instead),
 *   so no ESSALUD is provisioned on it (Ley 30334 art. 1).
 * - CTS: 1/12 a month of the computable pay plus 1/6 of the semester's gratificación (DS 001-97-TR
 *   art. 18-19, 21: a remuneration a year in two deposits), times the regime's share. Not subject to
 *   ESSALUD: a social benefit, not the remuneration Ley 26790 art. 6 levies it on.
 * - Vacations: 1/12 a month of the computable pay for 30 days a year (DL 713 art. 10, 15), 1/24
 *   for the 15 days of the MYPE regimes; ESSALUD at the slip's rate on it (vacation pay is
 *   remuneration, Ley 26790 art. 6), none where the worker has SIS instead.
 * - Regimes (DS 013-2013-PRODUCE art. 50-57): microempresa no gratificación nor CTS; pequeña
 *   empresa half of each.
 */

const COMPUTABLE = new Set(['basic', 'family_allowance', 'vacation']);

/** Per regime: gratificación and CTS share (in halves: 2 = whole), vacation days a year. */
const REGIME_SHARE: Readonly<Record<string, { halves: bigint; vacationDays: bigint }>> = {
  general: { halves: 2n, vacationDays: 30n },
  small: { halves: 1n, vacationDays: 15n },
  micro: { halves: 0n, vacationDays: 15n },
};

/** The bonificación extraordinaria: 9 % (ESSALUD's rate) on the gratificación. */
const BONUS_PERMILLE = 90n;

export type SlipProvision = {
  /** Gratificación and its bonificación extraordinaria: Dr 6214 / Cr 4114. */
  gratificacion: bigint;
  bonus: bigint;
  /** Dr 6291 / Cr 4151. */
  cts: bigint;
  /** Dr 6215 / Cr 4115. */
  vacation: bigint;
  /** ESSALUD on the vacation provision: Dr 6271 / Cr 4031. */
  essalud: bigint;
};

/** `num / den` rounded half up, in cents. */
const share = (cents: bigint, num: bigint, den: bigint) => (cents * num * 2n + den) / (den * 2n);

/** The essalud line's rate in per-ten-thousand (0.09 → 900), 0 without one. */
const essaludRate = (lines: readonly PayslipLine[]): bigint => {
  const line = lines.find((l) => l.concept === 'essalud' && l.rate !== null);
  if (!line?.rate) return 0n;
  const [units = '0', decimals = ''] = line.rate.split('.');
  return BigInt(units) * 10_000n + BigInt(`${decimals}0000`.slice(0, 4));
};

export const computableOf = (lines: readonly PayslipLine[]): bigint =>
  lines
    .filter((l) => l.kind === 'earning' && COMPUTABLE.has(l.concept))
    .reduce((t, l) => t + moneyToCents(l.amount), 0n);

export const provisionOfSlip = (slip: {
  lines: readonly PayslipLine[];
  worker: Record<string, unknown>;
}): SlipProvision => {
  const regime = REGIME_SHARE[String(slip.worker.regime ?? 'general')] ?? REGIME_SHARE.general;
  const { halves, vacationDays } = regime ?? { halves: 2n, vacationDays: 30n };
  const computable = computableOf(slip.lines);
  // A sixth of the (regime's share of the) computable pay each month.
  const gratificacion = share(computable, halves, 2n * 6n);
  const bonus = share(gratificacion, BONUS_PERMILLE, 1000n);
  // A twelfth of the computable plus a sixth of the semester's gratificación (≈ the computable × share).
  const semesterGrati = share(computable, halves, 2n);
  const cts = share(computable + share(semesterGrati, 1n, 6n), halves, 2n * 12n);
  const vacation = share(computable, vacationDays, 30n * 12n);
  const essalud = share(vacation, essaludRate(slip.lines), 10_000n);
  return { gratificacion, bonus, cts, vacation, essalud };
};

/** The months whose provisions a benefit run settles: `[from, to]` as year × 12 + month − 1. */
export const settledWindow = (kind: 'gratificacion' | 'cts', year: number, month: number) => {
  const at = (y: number, m: number) => y * 12 + m - 1;
  if (kind === 'gratificacion')
    return month <= 7 ? { from: at(year, 1), to: at(year, 6) } : { from: at(year, 7), to: at(year, 12) };
  // CTS of May: November to April; of November: May to October (DS 001-97-TR art. 21-22).
  return month <= 5 ? { from: at(year - 1, 11), to: at(year, 4) } : { from: at(year, 5), to: at(year, 10) };
};

/** The benefit run (kind, year, month) that pays what month `month` of `year` provisions. */
export const settlingRunOf = (kind: 'gratificacion' | 'cts', year: number, month: number) => {
  if (kind === 'gratificacion') return { year, month: month <= 6 ? 7 : 12 };
  if (month <= 4) return { year, month: 5 };
  if (month <= 10) return { year, month: 11 };
  return { year: year + 1, month: 5 };
};
