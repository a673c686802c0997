import {
  centsToMoney,
  cessationReasonKey,
  formatAmount,
  moneyToCents,
  type TLiquidacionDetail,
} from '@zerg/shared';
import { hojaWordsFor } from './liquidacion-labels.ts';
import type { SlipDocument } from './payslip.repository.ts';
import { percent } from './pdf-format.ts';

/*
 * The hoja de liquidación's figures, from the slip's stored breakdown: what liquidacion-pdf.ts lays out.
 */

/** A liquidación slip with its stored breakdown: what the hoja prints. */
export type HojaSlip = SlipDocument & { detail: TLiquidacionDetail };

export const isHojaSlip = (slip: SlipDocument): slip is HojaSlip =>
  slip.run.kind === 'liquidacion' && slip.detail !== null;

export const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/** The cessation reason in the reader's language: a known code by its name, another as it is. */
export const cessationReasonLabel = (slip: Pick<SlipDocument, 'language' | 'snapshot'>): string | null => {
  const recorded = slip.snapshot.cessationReason;
  const key = cessationReasonKey(recorded);
  if (key) return hojaWordsFor(slip.language).reasons[key];
  return typeof recorded === 'string' && recorded.trim() !== '' ? recorded : null;
};

/** A row of the benefits table: concept, period, computable, months, days, amount. */
export type BenefitRow = {
  concept: string;
  note?: string;
  from: string | null;
  to: string | null;
  computable: string | null;
  months: number | null;
  days: number | null;
  amount: string;
};

/**
 * The benefits of the hoja from the stored breakdown, in the order of the law's usual form: CTS,
 * gratificación and its bonificación, vacations (truncated, not taken, indemnity), dismissal. The
 * first three always appear (a zero says the worker had none due); the others only when due.
 */
export const benefitRows = (slip: HojaSlip): BenefitRow[] => {
  const d = slip.detail;
  const h = hojaWordsFor(slip.language);
  const rate = slip.lines.find((l) => l.concept === 'bonificacion_extraordinaria_truncated')?.rate ?? null;
  // A microempresa owes neither CTS nor gratificaciones: the rows say so instead of counting months.
  const micro = slip.snapshot.regime === 'micro';
  const notDue = { note: h.notDueMicro, from: null, to: null, computable: null, months: null, days: null };
  const rows: BenefitRow[] = [
    {
      concept: h.cts,
      ...(isZero(d.cts.gratificacionSixth)
        ? {}
        : { note: h.ctsSixth(formatAmount(d.cts.gratificacionSixth)) }),
      from: d.cts.from,
      to: d.cts.to,
      computable: d.cts.base,
      months: d.cts.months,
      days: d.cts.days,
      amount: d.cts.amount,
      ...(micro && isZero(d.cts.amount) ? notDue : {}),
    },
    {
      concept: h.gratificacion,
      from: d.gratificacion.from,
      to: d.gratificacion.from === null ? null : d.gratificacion.to,
      computable: d.computable,
      months: d.gratificacion.months,
      days: 0,
      amount: d.gratificacion.amount,
      ...(micro && isZero(d.gratificacion.amount) ? notDue : {}),
    },
  ];
  if (!isZero(d.gratificacion.bonificacion))
    rows.push({
      concept: h.bonificacion(rate === null ? '9 %' : percent(rate)),
      from: null,
      to: null,
      computable: d.gratificacion.amount,
      months: null,
      days: null,
      amount: d.gratificacion.bonificacion,
    });
  rows.push({
    concept: h.vacationTruncated,
    from: d.vacation.from,
    to: d.vacation.to,
    computable: d.computable,
    months: d.vacation.truncatedMonths,
    days: d.vacation.truncatedDays,
    amount: d.vacation.truncated,
  });
  if (!isZero(d.vacation.pending))
    rows.push({
      concept: h.vacationPending,
      from: null,
      to: null,
      computable: d.computable,
      months: null,
      days: d.vacation.pendingDays + d.vacation.overdueDays,
      amount: d.vacation.pending,
    });
  if (!isZero(d.vacation.indemnity))
    rows.push({
      concept: h.vacationIndemnity,
      from: null,
      to: null,
      computable: d.computable,
      months: null,
      days: d.vacation.overdueDays,
      amount: d.vacation.indemnity,
    });
  if (!isZero(d.dismissalIndemnity))
    rows.push({
      concept: h.dismissal,
      from: d.hireDate,
      to: d.terminationDate,
      computable: d.computable,
      months: d.service.years * 12 + d.service.months,
      days: d.service.days,
      amount: d.dismissalIndemnity,
    });
  return rows;
};

/** Months of the six with some pay, and whether that makes the supplement regular (3 of 6). */
export const supplementSummary = (amounts: readonly string[]) => {
  const paid = amounts.filter((a) => !isZero(a)).length;
  const cents = amounts.reduce((sum, a) => sum + moneyToCents(a), 0n);
  // The total over six, half a céntimo up, in whole céntimos.
  const average = centsToMoney((cents * 2n + 6n) / 12n);
  return { paid, regular: paid >= 3, average };
};

/** "04/2026": the month `offset` months from the given one. */
export const monthOf = (year: number, month: number, offset: number): string => {
  const index = year * 12 + month - 1 + offset;
  return `${String((index % 12) + 1).padStart(2, '0')}/${Math.floor(index / 12)}`;
};
