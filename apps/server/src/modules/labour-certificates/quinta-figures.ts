import {
  CONCEPTS,
  type ConceptKey,
  computeAnnualQuintaTax,
  type ParametersInForce,
  type PayslipLine,
} from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents } from '@zerg/shared';

/**
 * The income groups the certificate prints, after the lines of the old SUNAT certificate (RS
 * 010-2006/SUNAT: remuneraciones, gratificaciones, participaciones, otros): vacations and the
 * Ley 30334 bonificación apart because workers ask for them; `deductions` are the tardiness and
 * absence discounts that lower the remuneration itself (and so the taxable base).
 */
export const INCOME_GROUPS = [
  'remuneration',
  'vacation',
  'gratificacion',
  'bonificacion',
  'participations',
  'other',
  'deductions',
] as const;
export type IncomeGroup = (typeof INCOME_GROUPS)[number];

const GROUP_OF: Partial<Record<ConceptKey, IncomeGroup>> = {
  vacation: 'vacation',
  vacation_truncated: 'vacation',
  gratificacion: 'gratificacion',
  gratificacion_truncated: 'gratificacion',
  bonificacion_extraordinaria: 'bonificacion',
  bonificacion_extraordinaria_truncated: 'bonificacion',
  extraordinary_bonus: 'other',
};

/** The group a stored line counts in, or null when it is no taxable income (CTS, indemnities, pension…). */
export const groupOf = (line: Pick<PayslipLine, 'concept' | 'kind'>): IncomeGroup | null => {
  const concept = CONCEPTS[line.concept as ConceptKey];
  if (!concept) return null;
  if (concept.kind === 'deduction') return concept.reducesRemuneration ? 'deductions' : null;
  if (concept.kind !== 'earning' || concept.quinta === 'exempt') return null;
  return GROUP_OF[concept.key] ?? 'remuneration';
};

export type QuintaFigures = {
  /** Income by group, this employer; `deductions` negative or zero. */
  income: Record<IncomeGroup, string>;
  ownIncome: string;
  prior: { income: string; withheld: string } | null;
  totalIncome: string;
  uit: string;
  deduction: string;
  netIncome: string;
  tax: string;
  /** Withheld on this employer's slips, month by month (1–12). */
  withheldByMonth: string[];
  ownWithheld: string;
  totalWithheld: string;
};

/**
 * The figures of one worker's year from the stored slip lines (never recomputed from the record):
 * income by group, the previous employers' certificates, the 7-UIT deduction and the annual tax of
 * the year's parameters (TUO LIR arts. 46 and 53), and what was withheld each month.
 */
export const quintaFigures = (
  slips: readonly { month: number; lines: readonly PayslipLine[] }[],
  prior: { income: string; withheld: string } | null,
  parameters: ParametersInForce,
): QuintaFigures => {
  const income = Object.fromEntries(INCOME_GROUPS.map((g) => [g, 0n])) as Record<IncomeGroup, bigint>;
  const withheld = Array.from({ length: 12 }, () => 0n);
  for (const slip of slips)
    for (const line of slip.lines) {
      const cents = moneyToCents(line.amount);
      if (line.concept === 'quinta') withheld[slip.month - 1] = (withheld[slip.month - 1] ?? 0n) + cents;
      const group = groupOf(line);
      if (group) income[group] += group === 'deductions' ? -cents : cents;
    }
  const own = Object.values(income).reduce((a, b) => a + b, 0n);
  const ownWithheld = withheld.reduce((a, b) => a + b, 0n);
  const total = own + (prior ? moneyToCents(prior.income) : 0n);
  const annual = computeAnnualQuintaTax(centsToMoney(total < 0n ? 0n : total), parameters);
  return {
    income: Object.fromEntries(INCOME_GROUPS.map((g) => [g, centsToMoney(income[g])])) as Record<
      IncomeGroup,
      string
    >,
    ownIncome: centsToMoney(own),
    prior,
    totalIncome: annual.income,
    uit: String(parameters.uit ?? '0'),
    deduction: annual.deduction,
    netIncome: annual.netIncome,
    tax: annual.tax,
    withheldByMonth: withheld.map(centsToMoney),
    ownWithheld: centsToMoney(ownWithheld),
    totalWithheld: centsToMoney(ownWithheld + (prior ? moneyToCents(prior.withheld) : 0n)),
  };
};
