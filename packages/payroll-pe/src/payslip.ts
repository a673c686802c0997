import type { ConceptKey } from './concepts.ts';
import { dateKey, employedDaysInMonth, firstOfMonth, lastOfMonth } from './dates.ts';
import { type CarryOver, DeductionTaker } from './deductions.ts';
import { PayrollInputError } from './errors.ts';
import { projectedGratificacion } from './gratificacion.ts';
import { healthLines } from './health.ts';
import {
  type DecimalTotals,
  draft,
  earningsBases,
  formatTotals,
  type LineDraft,
  type PayslipLine,
  type Totals,
  toLine,
} from './lines.ts';
import {
  Dec,
  type Dec as DecType,
  HOURS_PER_DAY,
  MINUTES_PER_HOUR,
  max0,
  money,
  ONE,
  THIRTY,
  ZERO,
} from './money.ts';
import { type ParametersInForce, type ParsedParameters, parseParameters } from './parameters.ts';
import { pensionLines } from './pension.ts';
import {
  type PreviousEmployer,
  parseQuintaHistory,
  type QuintaMonth,
  type QuintaResult,
  quintaCore,
  quintaResult,
} from './quinta-categoria.ts';
import { REGIME_RULES } from './regimes.ts';
import {
  type Period,
  readAmount,
  readArray,
  readChoice,
  readObject,
  readOptionalAmount,
  readOptionalCode,
  readOptionalCount,
  readOptionalObject,
  readOptionalString,
  readPeriod,
} from './validate.ts';
import { fixedMonthly, type ParsedWorker, parseWorker, type Worker } from './worker.ts';

export type AttendanceInput = {
  /** Days paid as basic salary (0-30); defaults to the days employed in the month less vacation days. */
  readonly daysWorked?: number;
  /** Vacation days enjoyed this month, paid as remuneración vacacional. */
  readonly vacationDays?: number;
  /** Unjustified absences among the days worked: salary / 30 each. */
  readonly absenceDays?: number;
  /** Minutes late: salary / 30 / 8 / 60 each. */
  readonly tardinessMinutes?: number;
  /** Days worked on a night shift: paid up to the night floor (RMV + 35 %). */
  readonly nightDays?: number;
  /** Overtime hours within the first two of each day (+25 %); see splitOvertime. */
  readonly overtimeHours25?: number;
  /** Overtime hours beyond the first two of each day (+35 %). */
  readonly overtimeHours35?: number;
  /**
   * Holidays worked without substitute rest, in days (a part day as a fraction of the worker's
   * ordinary day): each paid salary / 30 × 2 on top of the month's salary (DL 713 art. 9).
   */
  readonly holidayWorkDays?: number;
  /** Weekly rest days worked without substitute rest in the same week, in days (DL 713 art. 3). */
  readonly restDayWorkDays?: number;
};

/** An amount paid or deducted, with an optional table-22 code overriding the concept's and a reference. */
export type AmountItem = { readonly amount: string; readonly code?: string; readonly reference?: string };

export type BonusKind = 'regular' | 'occasional' | 'extraordinary';

export type BonusInput = AmountItem & {
  /**
   * "regular": remunerative and paid every month (code 0306): the quinta projection counts it in
   * every remaining month. "occasional" (default): remunerative, this month only (code 0902).
   * "extraordinary": a one-off liberality (LCTS art. 19 a, code 0403), neither remunerative nor
   * subject to AFP/ONP or ESSALUD, taxed in full in its month.
   */
  readonly kind?: BonusKind;
};

const BONUS_CONCEPTS = {
  regular: 'bonus',
  occasional: 'occasional_bonus',
  extraordinary: 'extraordinary_bonus',
} as const satisfies Record<BonusKind, ConceptKey>;

/** A gratificación paid with this payslip (e.g. a GratificacionResult). */
export type PaidGratificacion = { readonly gratificacion: string; readonly bonificacion: string };

export type PayslipQuintaInput = {
  /** Earlier months of this year; see QuintaMonth. */
  readonly history?: readonly QuintaMonth[];
  readonly previousEmployer?: PreviousEmployer | null;
  /** Overrides the gratificaciones still to come that the engine projects from the fixed remuneration. */
  readonly upcomingGratificaciones?: string;
};

export type PayslipInput = {
  readonly period: Period;
  readonly parameters: ParametersInForce;
  readonly worker: Worker;
  readonly attendance?: AttendanceInput;
  readonly commissions?: readonly AmountItem[];
  readonly bonuses?: readonly BonusInput[];
  /** Approved additional work, paid as an amount. */
  readonly additionalWork?: readonly AmountItem[];
  readonly gratificacion?: PaidGratificacion | null;
  /** Discount quotas due this period. */
  readonly discounts?: readonly AmountItem[];
  /** Salary advances already paid. */
  readonly advances?: readonly AmountItem[];
  /** The half-month advance paid on the 15th (computeQuincena), settled here. */
  readonly quincena?: string | null;
  readonly quinta?: PayslipQuintaInput;
};

export type PayslipResult = {
  readonly period: Period;
  readonly days: { readonly worked: number; readonly vacation: number; readonly absence: number };
  readonly lines: readonly PayslipLine[];
  readonly totals: Totals;
  readonly bases: {
    /** AFP / ONP base. */
    readonly pension: string;
    /** Remuneration subject to ESSALUD, before the RMV minimum. */
    readonly essalud: string;
    /** Ordinary taxable remuneration of the month. */
    readonly quinta: string;
  };
  readonly quinta: QuintaResult;
  /** What to store so that next month's withholding can be computed. */
  readonly quintaEntry: QuintaMonth;
  /** Deductions (or parts) that did not fit in this month's pay, to be taken later. */
  readonly carryOver: readonly CarryOver[];
  readonly warnings: readonly string[];
};

const HOURS_PER_MONTH = THIRTY.times(HOURS_PER_DAY);
/** The day worked (100 %) plus its surcharge (100 %): DL 713 art. 3 and 9, unchanged since 1991. */
const REST_DAY_WORK_FACTOR = new Dec(2);
const MINUTES_PER_MONTH = HOURS_PER_MONTH.times(MINUTES_PER_HOUR);

type Item = { amount: DecType; code: string | null; reference: string | null };

function readItem(value: unknown, field: string): Item {
  const item = readObject(value, field);
  return {
    amount: readAmount(item.amount, `${field}.amount`),
    code: readOptionalCode(item.code, `${field}.code`),
    reference: readOptionalString(item.reference, `${field}.reference`),
  };
}

function readItems(value: unknown, field: string): Item[] {
  if (value === undefined || value === null) return [];
  return readArray(value, field).map((item, index) => readItem(item, `${field}[${index}]`));
}

type Attendance = {
  worked: number;
  vacation: number;
  absence: number;
  tardinessMinutes: number;
  nightDays: number;
  overtime25: number;
  overtime35: number;
  holidayWork: number;
  restDayWork: number;
};

function readAttendance(value: unknown, employedDays: number): Attendance {
  const a = readOptionalObject(value, 'attendance') ?? {};
  const vacation = readOptionalCount(a.vacationDays, 'attendance.vacationDays', { max: 30 }, 0);
  const worked = readOptionalCount(
    a.daysWorked,
    'attendance.daysWorked',
    { max: 30 },
    Math.max(employedDays - vacation, 0),
  );
  if (worked + vacation > 30) {
    throw new PayrollInputError(
      'attendance.vacationDays',
      'days worked and vacation days exceed the 30-day month',
    );
  }
  const absence = readOptionalCount(a.absenceDays, 'attendance.absenceDays', { max: worked }, 0);
  const presentMinutes = (worked - absence) * 8 * 60;
  return {
    worked,
    vacation,
    absence,
    tardinessMinutes: readOptionalCount(
      a.tardinessMinutes,
      'attendance.tardinessMinutes',
      { max: presentMinutes },
      0,
    ),
    nightDays: readOptionalCount(a.nightDays, 'attendance.nightDays', { max: worked }, 0),
    overtime25: readOptionalCount(
      a.overtimeHours25,
      'attendance.overtimeHours25',
      { max: 744, integer: false },
      0,
    ),
    overtime35: readOptionalCount(
      a.overtimeHours35,
      'attendance.overtimeHours35',
      { max: 744, integer: false },
      0,
    ),
    holidayWork: readOptionalCount(
      a.holidayWorkDays,
      'attendance.holidayWorkDays',
      { max: 31, integer: false },
      0,
    ),
    restDayWork: readOptionalCount(
      a.restDayWorkDays,
      'attendance.restDayWorkDays',
      { max: 31, integer: false },
      0,
    ),
  };
}

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
  const earnings: LineDraft[] = [];

  if (attendance.worked > 0) {
    const quantity = new Dec(attendance.worked);
    earnings.push(draft('basic', salary, daysOfSalary(quantity), { quantity }));
  }
  if (attendance.vacation > 0) {
    const quantity = new Dec(attendance.vacation);
    earnings.push(draft('vacation', salary, daysOfSalary(quantity), { quantity }));
  }
  // Ley 25129 ties the allowance to the month, not to the days worked: paid whole whenever any is due.
  const paysFamilyAllowance = worker.familyAllowance && attendance.worked + attendance.vacation > 0;
  if (paysFamilyAllowance) {
    earnings.push(
      draft('family_allowance', parameters.rmv, parameters.familyAllowance, {
        rate: parameters.familyAllowanceRate,
      }),
    );
  }
  const hourlyBase = paysFamilyAllowance ? salary.plus(parameters.familyAllowance) : salary;
  for (const [concept, hours, surcharge] of [
    ['overtime_25', attendance.overtime25, parameters.overtimeFirstRate],
    ['overtime_35', attendance.overtime35, parameters.overtimeFurtherRate],
  ] as const) {
    if (hours > 0) {
      const rate = ONE.plus(surcharge);
      const quantity = new Dec(hours);
      earnings.push(
        draft(concept, hourlyBase, hourlyBase.times(rate).times(quantity).dividedBy(HOURS_PER_MONTH), {
          rate,
          quantity,
        }),
      );
    }
  }
  // The month's salary already pays the holiday or rest day itself; working it adds the day's work
  // (100 %) and the 100 % surcharge: two daily remunerations per day (DL 713 art. 3 and 9).
  for (const [concept, days] of [
    ['holiday_work', attendance.holidayWork],
    ['rest_day_work', attendance.restDayWork],
  ] as const) {
    if (days > 0) {
      const quantity = new Dec(days);
      earnings.push(
        draft(concept, hourlyBase, hourlyBase.times(REST_DAY_WORK_FACTOR).times(quantity).dividedBy(THIRTY), {
          rate: REST_DAY_WORK_FACTOR,
          quantity,
        }),
      );
    }
  }
  if (attendance.nightDays > 0) {
    const floor = parameters.rmv.times(ONE.plus(parameters.nightWorkRate));
    const topUp = max0(floor.minus(salary));
    if (topUp.greaterThan(0)) {
      const quantity = new Dec(attendance.nightDays);
      earnings.push(draft('night_work', floor, topUp.times(quantity).dividedBy(THIRTY), { quantity }));
    }
  }
  for (const item of readItems(i.commissions, 'commissions')) {
    earnings.push(
      draft('commission', item.amount, item.amount, { code: item.code, reference: item.reference }),
    );
  }
  let regularBonuses = ZERO;
  const bonuses = i.bonuses === undefined || i.bonuses === null ? [] : readArray(i.bonuses, 'bonuses');
  for (let index = 0; index < bonuses.length; index += 1) {
    const field = `bonuses[${index}]`;
    const item = readItem(bonuses[index], field);
    const raw = readObject(bonuses[index], field);
    const kind: BonusKind =
      raw.kind === undefined
        ? 'occasional'
        : readChoice(raw.kind, `${field}.kind`, ['regular', 'occasional', 'extraordinary'] as const);
    if (kind === 'regular') regularBonuses = regularBonuses.plus(item.amount);
    earnings.push(
      draft(BONUS_CONCEPTS[kind], item.amount, item.amount, {
        code: item.code,
        reference: item.reference,
      }),
    );
  }
  for (const item of readItems(i.additionalWork, 'additionalWork')) {
    earnings.push(
      draft('additional_work', item.amount, item.amount, { code: item.code, reference: item.reference }),
    );
  }
  const gratificacion = readOptionalObject(i.gratificacion, 'gratificacion');
  if (gratificacion !== null) {
    const amount = readAmount(gratificacion.gratificacion, 'gratificacion.gratificacion');
    const bonificacion = readAmount(gratificacion.bonificacion, 'gratificacion.bonificacion');
    if (amount.greaterThan(0)) earnings.push(draft('gratificacion', amount, amount));
    if (bonificacion.greaterThan(0))
      earnings.push(draft('bonificacion_extraordinaria', amount, bonificacion));
  }

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
