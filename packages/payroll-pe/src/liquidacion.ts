import { regularSupplements } from './computable.ts';
import { ctsCore } from './cts.ts';
import {
  addDays,
  type CalendarDate,
  dateKey,
  formatDate,
  maxDate,
  parseDate,
  serviceDays,
  splitServiceDays,
  wholeMonthsWorked,
} from './dates.ts';
import { DeductionTaker } from './deductions.ts';
import { PayrollInputError } from './errors.ts';
import { gratificacionCore } from './gratificacion.ts';
import { healthLines } from './health.ts';
import { draft, earningsBases, formatTotals, type LineDraft, toLine } from './lines.ts';
import type { LiquidacionInput, LiquidacionResult } from './liquidacion-input.ts';
import { anniversaryOnOrBefore, ctsPeriodStart, gratificacionInCtsPeriod } from './liquidacion-periods.ts';
import { Dec, type Dec as DecType, max0, minDec, money, THIRTY, THREE_SIXTY, ZERO } from './money.ts';
import { parseParameters } from './parameters.ts';
import { pensionLines } from './pension.ts';
import { type QuintaResult, quintaCore, quintaResult } from './quinta-categoria.ts';
import { parseQuintaHistory } from './quinta-history.ts';
import { REGIME_RULES } from './regimes.ts';
import { sumOfConcept, vacationCore } from './vacations.ts';
import {
  readAmount,
  readObject,
  readOptionalAmount,
  readOptionalBoolean,
  readOptionalCount,
  readOptionalObject,
  readOptionalQuantity,
} from './validate.ts';
import { fixedMonthly, parseWorker } from './worker.ts';

export type { LiquidacionInput, LiquidacionResult } from './liquidacion-input.ts';

/** The final settlement (liquidación de beneficios sociales) on termination. */
export function computeLiquidacion(input: LiquidacionInput): LiquidacionResult {
  const i = readObject(input, 'input');
  const parameters = parseParameters(i.parameters);
  const worker = parseWorker(i.worker, 'worker', parameters);
  const end = worker.terminationDate;
  if (end === null) throw new PayrollInputError('worker.terminationDate', 'is required for a liquidación');
  const rules = REGIME_RULES[worker.regime];
  const warnings: string[] = [];
  const fixed = fixedMonthly(worker, parameters);
  const supplements = regularSupplements(i.supplements, 'supplements');
  const computable = fixed.plus(supplements);
  const totalServiceDays = serviceDays(worker.hireDate, end);
  const earnings: LineDraft[] = [];

  // CTS of the period not yet deposited: from the last 1 May or 1 November (or the hire date).
  const periodStart = ctsPeriodStart(end);
  const ctsFrom = maxDate(periodStart, worker.hireDate);
  const ctsInput = readOptionalObject(i.cts, 'cts') ?? {};
  const ctsAbsence = readOptionalCount(ctsInput.absenceDays, 'cts.absenceDays', { max: 180 }, 0);
  const ctsServiceDays = serviceDays(ctsFrom, end);
  if (ctsAbsence > ctsServiceDays)
    throw new PayrollInputError('cts.absenceDays', 'exceeds the days of the CTS period');
  const ctsDays = ctsServiceDays - ctsAbsence;
  const ctsGratificacion =
    readOptionalAmount(ctsInput.gratificacion, 'cts.gratificacion') ??
    gratificacionInCtsPeriod(worker, parameters, computable, end);
  const cts = ctsCore(
    worker,
    computable,
    ctsGratificacion,
    ctsDays,
    readOptionalQuantity(i.ctsAccruedDailyPays, 'ctsAccruedDailyPays') ?? ZERO,
  );
  if (cts.capped) warnings.push('cts_cap_reached');
  if (cts.line !== null) earnings.push(cts.line);
  const ctsTime = splitServiceDays(ctsDays);

  // Gratificación trunca: whole months of the semester in which employment ends. From 15 December
  // the regular December gratificación is due instead, and the payslip pays it.
  // Held in an object: the closure below sets it, which flow analysis of a `let` would not see.
  const gratificacionStart: { date: CalendarDate | null } = { date: null };
  let gratificacionMonths = 0;
  let gratificacionAmount = ZERO;
  let bonificacionAmount = ZERO;
  const addTrunca = (year: number, first: number, reference: string): void => {
    const months = wholeMonthsWorked(year, first, first + 5, worker.hireDate, end);
    if (months === 0) return;
    gratificacionStart.date ??= maxDate({ year, month: first, day: 1 }, worker.hireDate);
    const core = gratificacionCore(worker, parameters, computable, months, true, reference);
    gratificacionMonths += months;
    gratificacionAmount = gratificacionAmount.plus(core.gratificacion);
    bonificacionAmount = bonificacionAmount.plus(core.bonificacion);
    earnings.push(...core.lines);
  };
  const previousPaid = readOptionalBoolean(i.previousGratificacionPaid, 'previousGratificacionPaid', false);
  if (end.month === 7 && end.day < 15 && !previousPaid) addTrunca(end.year, 1, `${end.year}-07`);
  if (!(end.month === 12 && end.day >= 15)) {
    addTrunca(end.year, end.month <= 6 ? 1 : 7, `${end.year}-${end.month <= 6 ? '07' : '12'}`);
  }

  // Vacations: the incomplete year since the last anniversary, plus what the caller says is owed.
  const vacationInput = readOptionalObject(i.vacation, 'vacation') ?? {};
  const pendingDays = readOptionalCount(vacationInput.pendingDays, 'vacation.pendingDays', { max: 360 }, 0);
  const overdueDays = readOptionalCount(vacationInput.overdueDays, 'vacation.overdueDays', { max: 360 }, 0);
  // DL 713 art. 22: truncated vacations need at least one month of service.
  const vacationFrom = anniversaryOnOrBefore(worker.hireDate, end);
  const truncatedDays = totalServiceDays >= 30 ? Math.min(serviceDays(vacationFrom, end), 360) : 0;
  const vacationLines = vacationCore(worker, computable, pendingDays, overdueDays, truncatedDays).lines;
  earnings.push(...vacationLines);
  const vacationAmount = (concept: string): DecType => sumOfConcept(vacationLines, concept);

  let dismissal = ZERO;
  const contractEnd =
    i.contractEndDate === undefined || i.contractEndDate === null
      ? null
      : parseDate(i.contractEndDate, 'contractEndDate');
  const arbitrary = readOptionalBoolean(i.arbitraryDismissal, 'arbitraryDismissal', false);
  if (
    arbitrary &&
    contractEnd !== null &&
    dateKey(contractEnd) > dateKey(end) &&
    worker.regime === 'general'
  ) {
    // DS 003-97-TR art. 76: 1.5 monthly remunerations per month left, the days of a month in
    // thirtieths, at most 12 remunerations. Declared as PLAME 0503 (resolución de contrato sujeto
    // a modalidad), not 0501.
    const quantity = new Dec(serviceDays(addDays(end, 1), contractEnd));
    const rate = new Dec('1.5');
    const exact = minDec(
      computable.times(rate).times(quantity).dividedBy(THIRTY),
      computable.times(rules.dismissalCapDays).dividedBy(THIRTY),
    );
    const line = draft('dismissal_indemnity', computable, exact, {
      rate,
      quantity,
      code: '0503',
    });
    dismissal = line.amount;
    if (dismissal.greaterThan(0)) earnings.push(line);
  } else if (arbitrary) {
    const perYear = new Dec(rules.dismissalDaysPerYear);
    const quantity = new Dec(totalServiceDays);
    const exact = minDec(
      computable.times(perYear).times(quantity).dividedBy(THIRTY).dividedBy(THREE_SIXTY),
      computable.times(rules.dismissalCapDays).dividedBy(THIRTY),
    );
    const line = draft('dismissal_indemnity', computable, exact, { rate: perYear, quantity });
    dismissal = line.amount;
    if (dismissal.greaterThan(0)) earnings.push(line);
  }

  const {
    total: totalEarnings,
    remunerative,
    ordinary: ordinaryTaxable,
    gratificacion: gratificacionTaxable,
    extraordinary: extraordinaryTaxable,
  } = earningsBases(earnings);

  const month = readOptionalObject(i.month, 'month');
  const monthPensionBase = month === null ? ZERO : readAmount(month.pensionBase, 'month.pensionBase');
  const monthEssaludBase = month === null ? null : readAmount(month.essaludBase, 'month.essaludBase');
  const taker = new DeductionTaker(totalEarnings);
  for (const line of pensionLines(remunerative, worker.pension, parameters, warnings, monthPensionBase))
    taker.take(line, false);

  let quinta: QuintaResult | null = null;
  const quintaInput = readOptionalObject(i.quinta, 'quinta');
  if (quintaInput === null) {
    if (ordinaryTaxable.plus(gratificacionTaxable).plus(extraordinaryTaxable).greaterThan(0))
      warnings.push('quinta_not_computed');
  } else {
    const core = quintaCore({
      year: end.year,
      month: end.month,
      parameters,
      monthRemuneration: ordinaryTaxable,
      projectedMonthly: ZERO,
      monthGratificacion: gratificacionTaxable,
      upcomingGratificaciones: ZERO,
      // The bonificación extraordinaria of a gratificación trunca: extraordinary income of the month.
      monthExtraordinary: extraordinaryTaxable,
      history: parseQuintaHistory(
        quintaInput.history,
        quintaInput.previousEmployer,
        { history: 'quinta.history', previousEmployer: 'quinta.previousEmployer' },
        end.month,
      ),
      final: true,
    });
    quinta = quintaResult(end.year, end.month, core, parameters);
    if (core.withholding.greaterThan(0)) {
      const withheld = taker.take(draft('quinta', core.projectedIncome, core.withholding), false);
      if (withheld.lessThan(core.withholding)) warnings.push('quinta_capped');
    }
  }
  const employer = healthLines(max0(remunerative), worker.health, parameters, {
    chargeSis: false,
    alreadyInMonth: monthEssaludBase,
  });
  let employerTotal = ZERO;
  for (const line of employer) employerTotal = employerTotal.plus(line.amount);

  return {
    hireDate: formatDate(worker.hireDate),
    terminationDate: formatDate(end),
    service: splitServiceDays(totalServiceDays),
    computable: money(computable),
    computableParts: {
      salary: money(worker.salary),
      familyAllowance: money(fixed.minus(worker.salary)),
      supplements: money(supplements),
    },
    cts: {
      from: formatDate(ctsFrom),
      to: formatDate(end),
      gratificacion: money(ctsGratificacion),
      gratificacionSixth: money(cts.gratificacionSixth),
      months: ctsTime.years * 12 + ctsTime.months,
      days: ctsTime.days,
      base: money(cts.base),
      amount: money(cts.line === null ? ZERO : cts.line.amount),
    },
    gratificacion: {
      from: gratificacionStart.date === null ? null : formatDate(gratificacionStart.date),
      to: formatDate(end),
      months: gratificacionMonths,
      amount: money(gratificacionAmount),
      bonificacion: money(bonificacionAmount),
    },
    vacation: {
      from: formatDate(vacationFrom),
      to: formatDate(end),
      pendingDays,
      overdueDays,
      truncatedMonths: Math.floor(truncatedDays / 30),
      truncatedDays: truncatedDays % 30,
      truncated: money(vacationAmount('vacation_truncated')),
      pending: money(vacationAmount('vacation')),
      indemnity: money(vacationAmount('vacation_indemnity')),
    },
    dismissalIndemnity: money(dismissal),
    lines: [...earnings, ...taker.lines, ...employer].map(toLine),
    totals: formatTotals({ earnings: totalEarnings, deductions: taker.total(), employer: employerTotal }),
    quinta,
    warnings,
  };
}
