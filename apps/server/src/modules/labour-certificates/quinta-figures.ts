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

/** A month this employer paid before its payroll ran in the system (the record's opening balance). */
export type OpeningMonth = { month: number; remuneration: string; gratificacion: string; withheld: string };

/**
 * The figures of one worker's year from the stored slip lines (never recomputed from the record):
 * income by group, the previous employers' certificates, the 7-UIT deduction and the annual tax of
 * the year's parameters (TUO LIR arts. 46 and 53), and what was withheld each month. The months
 * this employer paid before the system (opening balances) are its own income and withholding too,
 * as the runs counted them; a month that also has a monthly slip is the slip's (the runs ignore that
 * opening balance, so the certificate does).
 */
export const quintaFigures = (
  slips: readonly { month: number; kind?: string; lines: readonly PayslipLine[] }[],
  prior: { income: string; withheld: string } | null,
  parameters: ParametersInForce,
  opening: readonly OpeningMonth[] = [],
): QuintaFigures => {
  const income = Object.fromEntries(INCOME_GROUPS.map((g) => [g, 0n])) as Record<IncomeGroup, bigint>;
  const withheld = Array.from({ length: 12 }, () => 0n);
  const paidMonths = new Set(slips.filter((s) => s.kind === 'monthly').map((s) => s.month));
  for (const m of opening) {
    if (paidMonths.has(m.month)) continue;
    income.remuneration += moneyToCents(m.remuneration);
    income.gratificacion += moneyToCents(m.gratificacion);
    withheld[m.month - 1] = (withheld[m.month - 1] ?? 0n) + moneyToCents(m.withheld);
  }
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
