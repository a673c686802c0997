import { CONCEPTS, type ConceptKey, type LineKind } from './concepts.ts';
import { type Dec, money, plain, round2, ZERO } from './money.ts';

/**
 * One line of a payslip or settlement. `amount` is rounded to céntimos, half up; `base`, `rate` and
 * `quantity` show what it was computed from (the formula of each concept is in the README).
 */
export type PayslipLine = {
  /** SUNAT table 22 (PLAME) concept code. */
  readonly code: string;
  /** Stable machine key of the concept. */
  readonly concept: ConceptKey;
  readonly kind: LineKind;
  readonly base: string;
  readonly rate: string | null;
  readonly quantity: string | null;
  readonly amount: string;
  /** The caller's reference for per-item lines (a discount quota, a bonus), otherwise null. */
  readonly reference: string | null;
};

export type Totals = {
  readonly earnings: string;
  readonly deductions: string;
  readonly employer: string;
  /** earnings − deductions, to the céntimo. */
  readonly net: string;
};

/** A line still in full precision except for its amount, which is already rounded. */
export type LineDraft = {
  readonly concept: ConceptKey;
  readonly code: string;
  readonly kind: LineKind;
  readonly base: Dec;
  readonly rate: Dec | null;
  readonly quantity: Dec | null;
  readonly amount: Dec;
  readonly reference: string | null;
};

export type LineOptions = {
  readonly rate?: Dec | null;
  readonly quantity?: Dec | null;
  readonly code?: string | null;
  readonly reference?: string | null;
};

export function draft(
  concept: ConceptKey,
  base: Dec,
  exactAmount: Dec,
  options: LineOptions = {},
): LineDraft {
  const definition = CONCEPTS[concept];
  return {
    concept,
    code: options.code ?? definition.code,
    kind: definition.kind,
    base,
    rate: options.rate ?? null,
    quantity: options.quantity ?? null,
    amount: round2(exactAmount),
    reference: options.reference ?? null,
  };
}

export function toLine(line: LineDraft): PayslipLine {
  return {
    code: line.code,
    concept: line.concept,
    kind: line.kind,
    base: money(line.base),
    rate: line.rate === null ? null : plain(line.rate),
    quantity: line.quantity === null ? null : plain(line.quantity),
    amount: money(line.amount),
    reference: line.reference,
  };
}

export type DecimalTotals = { earnings: Dec; deductions: Dec; employer: Dec };

export function totalsOf(lines: readonly LineDraft[]): DecimalTotals {
  let earnings = ZERO;
  let deductions = ZERO;
  let employer = ZERO;
  for (const line of lines) {
    if (line.kind === 'earning') earnings = earnings.plus(line.amount);
    else if (line.kind === 'deduction') deductions = deductions.plus(line.amount);
    else employer = employer.plus(line.amount);
  }
  return { earnings, deductions, employer };
}

export function formatTotals(totals: DecimalTotals): Totals {
  return {
    earnings: money(totals.earnings),
    deductions: money(totals.deductions),
    employer: money(totals.employer),
    net: money(totals.earnings.minus(totals.deductions)),
  };
}

/** Earnings summed by how the law treats them: all, remunerative (pension, health) and by quinta kind. */
export type EarningsBases = {
  total: Dec;
  remunerative: Dec;
  ordinary: Dec;
  gratificacion: Dec;
  extraordinary: Dec;
};

export function earningsBases(earnings: readonly LineDraft[]): EarningsBases {
  const bases: EarningsBases = {
    total: ZERO,
    remunerative: ZERO,
    ordinary: ZERO,
    gratificacion: ZERO,
    extraordinary: ZERO,
  };
  for (const line of earnings) {
    const concept = CONCEPTS[line.concept];
    bases.total = bases.total.plus(line.amount);
    if (concept.remunerative) bases.remunerative = bases.remunerative.plus(line.amount);
    if (concept.quinta === 'ordinary') bases.ordinary = bases.ordinary.plus(line.amount);
    else if (concept.quinta === 'gratificacion') bases.gratificacion = bases.gratificacion.plus(line.amount);
    else if (concept.quinta === 'extraordinary') bases.extraordinary = bases.extraordinary.plus(line.amount);
  }
  return bases;
}
