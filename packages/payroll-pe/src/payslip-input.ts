import type { CarryOver } from './deductions.ts';
import type { PayslipLine, Totals } from './lines.ts';
import type { ParametersInForce } from './parameters.ts';
import type { PreviousEmployer, QuintaMonth, QuintaResult } from './quinta-categoria.ts';
import type { Period } from './validate.ts';
import type { Worker } from './worker.ts';

/* What a monthly payslip takes and gives (computePayslip in payslip.ts). */

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
