import { draft, type LineDraft } from './lines.ts';
import { type Dec, max0, minDec, ZERO } from './money.ts';
import type { ParsedParameters } from './parameters.ts';
import type { ParsedPension } from './worker.ts';

/**
 * AFP or ONP lines on a pension base. `alreadyInMonth` is pension base already declared this month
 * on another document (the settlement after the last payslip), so that the premium cap applies to
 * the month as a whole.
 */
export function pensionLines(
  base: Dec,
  pension: ParsedPension,
  parameters: ParsedParameters,
  alreadyInMonth: Dec = ZERO,
): LineDraft[] {
  if (!base.greaterThan(0)) return [];
  if (pension.system === 'onp') {
    return [draft('onp', base, base.times(parameters.onpRate), { rate: parameters.onpRate })];
  }
  const { rates } = pension;
  const cap = parameters.afpPremiumCap;
  // Only the premium is capped (remuneración máxima asegurable); fund and commission are not.
  const premiumBase = max0(minDec(alreadyInMonth.plus(base), cap).minus(minDec(alreadyInMonth, cap)));
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
