import { dateKey, employedDaysInMonth, firstOfMonth, lastOfMonth } from './dates.ts';
import { DeductionTaker } from './deductions.ts';
import { PayrollInputError } from './errors.ts';
import { projectedGratificacion } from './gratificacion.ts';
import { healthLines } from './health.ts';
import { type DecimalTotals, draft, earningsBases, formatTotals, toLine } from './lines.ts';
import { Dec, type Dec as DecType, MINUTES_PER_HOUR, max0, money, THIRTY, ZERO } from './money.ts';
import { type ParsedParameters, parseParameters } from './parameters.ts';
import { HOURS_PER_MONTH, monthEarnings, readAttendance, readItems } from './payslip-earnings.ts';
import type { PayslipInput, PayslipResult } from './payslip-input.ts';
import { pensionLines } from './pension.ts';
import { quintaCore, quintaResult } from './quinta-categoria.ts';
import { parseQuintaHistory } from './quinta-history.ts';
import { REGIME_RULES } from './regimes.ts';
import { readObject, readOptionalAmount, readOptionalObject, readPeriod } from './validate.ts';
import { fixedMonthly, type ParsedWorker, parseWorker } from './worker.ts';

export type {
  AmountItem,
  AttendanceInput,
  BonusInput,
  BonusKind,
  PaidGratificacion,
  PayslipInput,
  PayslipQuintaInput,
  PayslipResult,
} from './payslip-input.ts';

const MINUTES_PER_MONTH = HOURS_PER_MONTH.times(MINUTES_PER_HOUR);

const regimePaysGratificacion = (worker: ParsedWorker): boolean =>
  !REGIME_RULES[worker.regime].gratificacionFactor.isZero();

function upcomingGratificaciones(
  worker: ParsedWorker,
  parameters: ParsedParameters,
  year: number,
  month: number,
  paidThisMonth: boolean,
): DecType {
  if (!regimePaysGratificacion(worker)) return ZERO;
  let total = ZERO;
  if (month < 7 || (month === 7 && !paidThisMonth))
    total = total.plus(projectedGratificacion(worker, parameters, year, 'july'));
  if (month < 12 || !paidThisMonth)
    total = total.plus(projectedGratificacion(worker, parameters, year, 'december'));
  return total;
}

/** The monthly payslip of one worker. */
export function computePayslip(input: PayslipInput): PayslipResult {
  const i = readObject(input, 'input');
  const period = readPeriod(i.period, 'period');
  const parameters = parseParameters(i.parameters);
  const worker = parseWorker(i.worker, 'worker', parameters);
  const { year, month } = period;
  const warnings: string[] = [];

  if (dateKey(worker.hireDate) > dateKey(lastOfMonth(year, month))) {
    throw new PayrollInputError('period', 'is before the month of worker.hireDate');
  }
  if (
    worker.terminationDate !== null &&
    dateKey(worker.terminationDate) < dateKey(firstOfMonth(year, month))
  ) {
    throw new PayrollInputError('period', 'is after the month of worker.terminationDate');
  }
  const finalMonth =
    worker.terminationDate !== null && dateKey(worker.terminationDate) <= dateKey(lastOfMonth(year, month));
  const employedDays = employedDaysInMonth(year, month, worker.hireDate, worker.terminationDate);
  const attendance = readAttendance(i.attendance, employedDays);

  const salary = worker.salary;
  if (salary.lessThan(parameters.rmv)) warnings.push('salary_below_rmv');
  // Every line multiplies first and divides last, so an exact half céntimo stays exact and rounds up.
  const daysOfSalary = (days: DecType) => salary.times(days).dividedBy(THIRTY);
  const { earnings, regularBonuses } = monthEarnings(i, worker, parameters, attendance);

  const {
    total: totalEarnings,
    remunerative,
    ordinary: ordinaryTaxable,
    gratificacion: gratificacionTaxable,
    extraordinary: extraordinaryTaxable,
  } = earningsBases(earnings);

  const taker = new DeductionTaker(totalEarnings);
  let reductions = ZERO;
  if (attendance.tardinessMinutes > 0) {
    const quantity = new Dec(attendance.tardinessMinutes);
    const line = draft('tardiness', salary, salary.times(quantity).dividedBy(MINUTES_PER_MONTH), {
      quantity,
    });
    reductions = reductions.plus(taker.take(line, false));
  }
  if (attendance.absence > 0) {
    const quantity = new Dec(attendance.absence);
    reductions = reductions.plus(
      taker.take(draft('absence', salary, daysOfSalary(quantity), { quantity }), false),
    );
  }
  const pensionBase = max0(remunerative.minus(reductions));
  const monthRemuneration = max0(ordinaryTaxable.minus(reductions));
  for (const line of pensionLines(pensionBase, worker.pension, parameters, warnings)) taker.take(line, false);

  const quintaInput = readOptionalObject(i.quinta, 'quinta') ?? {};
  const upcomingOverride = readOptionalAmount(
    quintaInput.upcomingGratificaciones,
    'quinta.upcomingGratificaciones',
  );
  const history = parseQuintaHistory(
    quintaInput.history,
    quintaInput.previousEmployer,
    { history: 'quinta.history', previousEmployer: 'quinta.previousEmployer' },
    month,
  );
  // Entries of this very month are other slips paid in it (a gratificación on its own slip): their
  // income is this month's income and what they withheld comes off this slip's withholding.
  const sameMonth = history.months.filter((entry) => entry.month === month);
  const earlier = { ...history, months: history.months.filter((entry) => entry.month < month) };
  let sameIncome = { remuneration: ZERO, gratificacion: ZERO, extraordinary: ZERO, withheld: ZERO };
  for (const entry of sameMonth) {
    sameIncome = {
      remuneration: sameIncome.remuneration.plus(entry.remuneration),
      gratificacion: sameIncome.gratificacion.plus(entry.gratificacion),
      extraordinary: sameIncome.extraordinary.plus(entry.extraordinary),
      withheld: sameIncome.withheld.plus(entry.withheld),
    };
  }
  const monthGratificacion = gratificacionTaxable.plus(sameIncome.gratificacion);
  let upcoming =
    upcomingOverride ??
    upcomingGratificaciones(worker, parameters, year, month, monthGratificacion.greaterThan(0));
  // After July, July's gratificación must be in the history (paid on this or its own slip). If it
  // is not, project it anyway and say so, rather than withhold less than the law asks.
  if (upcomingOverride === null && month > 7) {
    const julyPaid = earlier.months.some((entry) => entry.month >= 7 && entry.gratificacion.greaterThan(0));
    // Income that should have been paid: the gratificación with its bonificación.
    const july = regimePaysGratificacion(worker)
      ? projectedGratificacion(worker, parameters, year, 'july', true)
      : ZERO;
    if (!julyPaid && july.greaterThan(0)) {
      upcoming = upcoming.plus(july);
      warnings.push('gratificacion_missing_from_history');
    }
  }
  const core = quintaCore({
    year,
    month,
    parameters,
    monthRemuneration: monthRemuneration.plus(sameIncome.remuneration),
    projectedMonthly: fixedMonthly(worker, parameters).plus(regularBonuses),
    monthGratificacion,
    upcomingGratificaciones: upcoming,
    monthExtraordinary: extraordinaryTaxable.plus(sameIncome.extraordinary),
    history: earlier,
    final: finalMonth,
  });
  const owed = max0(core.withholding.minus(sameIncome.withheld));
  let withheld = ZERO;
  if (owed.greaterThan(0)) {
    const line = draft('quinta', core.projectedIncome, owed);
    withheld = taker.take(line, false);
    if (withheld.lessThan(owed)) warnings.push('quinta_capped');
  }

  for (const item of readItems(i.discounts, 'discounts')) {
    if (item.amount.greaterThan(0)) {
      taker.take(
        draft('discount', item.amount, item.amount, { code: item.code, reference: item.reference }),
        true,
      );
    }
  }
  for (const item of readItems(i.advances, 'advances')) {
    if (item.amount.greaterThan(0)) {
      taker.take(
        draft('advance', item.amount, item.amount, { code: item.code, reference: item.reference }),
        true,
      );
    }
  }
  const quincena = readOptionalAmount(i.quincena, 'quincena');
  if (quincena?.greaterThan(0)) taker.take(draft('quincena_advance', quincena, quincena), true);
  if (taker.carryOver.length > 0) warnings.push('deductions_carried_over');

  const essaludBase = pensionBase;
  const employer = healthLines(essaludBase, worker.health, parameters, {
    chargeSis: true,
    alreadyInMonth: ZERO,
  });

  const all = [...earnings, ...taker.lines, ...employer];
  let employerTotal = ZERO;
  for (const line of employer) employerTotal = employerTotal.plus(line.amount);
  const totals: DecimalTotals = {
    earnings: totalEarnings,
    deductions: taker.total(),
    employer: employerTotal,
  };

  return {
    period,
    days: { worked: attendance.worked, vacation: attendance.vacation, absence: attendance.absence },
    lines: all.map(toLine),
    totals: formatTotals(totals),
    bases: { pension: money(pensionBase), essalud: money(essaludBase), quinta: money(monthRemuneration) },
    quinta: quintaResult(year, month, core, parameters),
    quintaEntry: {
      month,
      remuneration: money(monthRemuneration),
      gratificacion: money(gratificacionTaxable),
      extraordinary: money(extraordinaryTaxable),
      withheld: money(withheld),
    },
    carryOver: taker.carryOver,
    warnings,
  };
}
