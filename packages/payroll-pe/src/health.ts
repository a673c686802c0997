import { draft, type LineDraft } from './lines.ts';
import { type Dec, maxDec, ZERO } from './money.ts';
import type { ParsedParameters } from './parameters.ts';
import type { HealthCoverage } from './regimes.ts';

/**
 * ESSALUD base of a month: the remuneration, but never below the RMV even for a part month
 * (Ley 26790 art. 6; SUNAT Informe 003-2007-SUNAT/2B0000), and nothing when no remuneration is due.
 */
function essaludMonthBase(remuneration: Dec, rmv: Dec): Dec {
  return remuneration.greaterThan(0) ? maxDec(remuneration, rmv) : ZERO;
}

export type HealthOptions = {
  /** The monthly payslip charges the SIS fixed cost; a settlement does not charge it again. */
  readonly chargeSis: boolean;
  /**
   * ESSALUD base already declared this month on another document, so that the RMV minimum applies
   * to the month as a whole; null when unknown, and then the minimum is taken as met already.
   */
  readonly alreadyInMonth: Dec | null;
};

/**
 * The employer's health line. EPS-covered workers still show the full ESSALUD contribution: the
 * 25 % EPS credit is a company-level credit taken in PLAME, not a payslip amount.
 */
export function healthLines(
  base: Dec,
  coverage: HealthCoverage,
  parameters: ParsedParameters,
  options: HealthOptions,
): LineDraft[] {
  if (coverage === 'sis') {
    return options.chargeSis ? [draft('sis', parameters.sisMonthly, parameters.sisMonthly)] : [];
  }
  const already = options.alreadyInMonth;
  const contributionBase =
    already === null
      ? base
      : essaludMonthBase(already.plus(base), parameters.rmv).minus(essaludMonthBase(already, parameters.rmv));
  if (!contributionBase.greaterThan(0)) return [];
  const rate = parameters.essaludRate;
  return [draft('essalud', contributionBase, contributionBase.times(rate), { rate })];
}
