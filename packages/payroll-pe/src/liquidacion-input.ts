import type { SupplementHistory } from './computable.ts';
import type { ServiceTime } from './dates.ts';
import type { PayslipLine, Totals } from './lines.ts';
import type { ParametersInForce } from './parameters.ts';
import type { PreviousEmployer, QuintaMonth, QuintaResult } from './quinta-categoria.ts';
import type { Worker } from './worker.ts';

/* What a liquidación takes and gives (computeLiquidacion in liquidacion.ts). */

export type LiquidacionInput = {
  readonly parameters: ParametersInForce;
  /** The worker, with `terminationDate` (last day of employment) set. */
  readonly worker: Worker;
  /** Dismissal without just cause: adds the indemnity of the worker's regime. */
  readonly arbitraryDismissal?: boolean;
  /**
   * The agreed end of a fixed-term contract. An arbitrary dismissal before it pays, in the general
   * regime, 1½ monthly remunerations per month left until it, capped at 12 (DS 003-97-TR art. 76).
   */
  readonly contractEndDate?: string | null;
  /** Pequeña empresa: daily remunerations of CTS already deposited (see CtsInput). */
  readonly ctsAccruedDailyPays?: string;
  /** Variable supplements of the last six months, counted when regular. */
  readonly supplements?: readonly SupplementHistory[];
  readonly vacation?: {
    /** Earned days not yet taken and still within time. */
    readonly pendingDays?: number;
    /** Earned days not taken within the year after they were earned: paid again as indemnity. */
    readonly overdueDays?: number;
  };
  readonly cts?: {
    /** Gratificación received in the CTS period, for its sixth; defaults to the regular one due in it. */
    readonly gratificacion?: string;
    /** Unjustified absences in the CTS period. */
    readonly absenceDays?: number;
  };
  /** Employment ends July 1-14 but the January-June gratificación was already paid. */
  readonly previousGratificacionPaid?: boolean;
  /** Bases already declared on the last month's payslip, so that caps and minimums apply to the month. */
  readonly month?: { readonly pensionBase: string; readonly essaludBase: string } | null;
  /** The year's history, the last payslip included, to settle the fifth-category tax. */
  readonly quinta?: {
    readonly history?: readonly QuintaMonth[];
    readonly previousEmployer?: PreviousEmployer | null;
  };
};

export type LiquidacionResult = {
  readonly hireDate: string;
  readonly terminationDate: string;
  readonly service: ServiceTime;
  /** Salary + asignación familiar + regular supplements. */
  readonly computable: string;
  /** The computable's parts, for the hoja de liquidación. */
  readonly computableParts: {
    readonly salary: string;
    readonly familyAllowance: string;
    /** Average of the regular variable pay (supplements paid in at least 3 of the last 6 months). */
    readonly supplements: string;
  };
  readonly cts: {
    readonly from: string;
    readonly to: string;
    /** The gratificación of the CTS period whose sixth joins the base, and that sixth. */
    readonly gratificacion: string;
    readonly gratificacionSixth: string;
    readonly months: number;
    readonly days: number;
    readonly base: string;
    readonly amount: string;
  };
  readonly gratificacion: {
    /** First day of the semester counted (or the hire date); null when no month is due. */
    readonly from: string | null;
    readonly to: string;
    readonly months: number;
    readonly amount: string;
    readonly bonificacion: string;
  };
  readonly vacation: {
    /** The incomplete year of the truncated vacations: the last anniversary to the last day. */
    readonly from: string;
    readonly to: string;
    readonly pendingDays: number;
    readonly overdueDays: number;
    readonly truncatedMonths: number;
    readonly truncatedDays: number;
    readonly truncated: string;
    readonly pending: string;
    readonly indemnity: string;
  };
  readonly dismissalIndemnity: string;
  readonly lines: readonly PayslipLine[];
  readonly totals: Totals;
  readonly quinta: QuintaResult | null;
  readonly warnings: readonly string[];
};
