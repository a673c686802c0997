import { draft, type LineDraft } from './lines.ts';
import { type Dec, max0, minDec, ZERO } from './money.ts';
import type { ParsedParameters } from './parameters.ts';
import type { ParsedPension } from './worker.ts';

/**
 * AFP or ONP lines on a pension base. `alreadyInMonth` is pension base already declared this month
 * on another document (the settlement after the last payslip), so that the premium cap applies to
 * the month as a whole. The SBS publishes the cap every quarter: a month without a cap in force
 * charges the premium on the whole base and says so (`afp_premium_cap_missing`).
 */
export function pensionLines(
  base: Dec,
  pension: ParsedPension,
  parameters: ParsedParameters,
  warnings: string[],
  alreadyInMonth: Dec = ZERO,
): LineDraft[] {
  if (!base.greaterThan(0)) return [];
  if (pension.system === 'onp') {
    return [draft('onp', base, base.times(parameters.onpRate), { rate: parameters.onpRate })];
  }
  const { rates } = pension;
  // Only the premium is capped (remuneración máxima asegurable); fund and commission are not.
  let premiumBase = base;
  if (parameters.has('afpPremiumCap')) {
    const cap = parameters.afpPremiumCap;
    premiumBase = max0(minDec(alreadyInMonth.plus(base), cap).minus(minDec(alreadyInMonth, cap)));
  } else {
    warnings.push('afp_premium_cap_missing');
  }
  const lines = [
    draft('afp_fund', base, base.times(rates.fund), { rate: rates.fund }),
    draft('afp_premium', premiumBase, premiumBase.times(rates.premium), { rate: rates.premium }),
  ];
  if (pension.flowCommission) {
    lines.push(
      draft('afp_commission', base, base.times(rates.flowCommission), { rate: rates.flowCommission }),
    );
  }
  return lines;
}
