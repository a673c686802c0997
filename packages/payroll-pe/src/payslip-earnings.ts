import type { ConceptKey } from './concepts.ts';
import { PayrollInputError } from './errors.ts';
import { draft, type LineDraft } from './lines.ts';
import { Dec, type Dec as DecType, HOURS_PER_DAY, max0, ONE, THIRTY, ZERO } from './money.ts';
import type { ParsedParameters } from './parameters.ts';
import type { BonusKind } from './payslip-input.ts';
import {
  readAmount,
  readArray,
  readChoice,
  readObject,
  readOptionalCode,
  readOptionalCount,
  readOptionalObject,
  readOptionalString,
} from './validate.ts';
import type { ParsedWorker } from './worker.ts';

const BONUS_CONCEPTS = {
  regular: 'bonus',
  occasional: 'occasional_bonus',
  extraordinary: 'extraordinary_bonus',
} as const satisfies Record<BonusKind, ConceptKey>;
export const HOURS_PER_MONTH = THIRTY.times(HOURS_PER_DAY);
/** The day worked (100 %) plus its surcharge (100 %): DL 713 art. 3 and 9, unchanged since 1991. */
const REST_DAY_WORK_FACTOR = new Dec(2);

type Item = { amount: DecType; code: string | null; reference: string | null };

export function readItem(value: unknown, field: string): Item {
  const item = readObject(value, field);
  return {
    amount: readAmount(item.amount, `${field}.amount`),
    code: readOptionalCode(item.code, `${field}.code`),
    reference: readOptionalString(item.reference, `${field}.reference`),
  };
}

export function readItems(value: unknown, field: string): Item[] {
  if (value === undefined || value === null) return [];
  return readArray(value, field).map((item, index) => readItem(item, `${field}[${index}]`));
}

export type Attendance = {
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

export function readAttendance(value: unknown, employedDays: number): Attendance {
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

/**
 * The month's earnings lines: days worked and of vacation, the family allowance, overtime, holidays
 * and rest days worked, night work, commissions, bonuses, additional work and a gratificación paid
 * with the slip. `regularBonuses` is what the quinta projects into every remaining month.
 */
export function monthEarnings(
  i: Readonly<Record<string, unknown>>,
  worker: ParsedWorker,
  parameters: ParsedParameters,
  attendance: Attendance,
): { earnings: LineDraft[]; regularBonuses: DecType } {
  const salary = worker.salary;
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
  return { earnings, regularBonuses };
}
