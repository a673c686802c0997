import { regularSupplements, type SupplementHistory } from './computable.ts';
import { wholeMonthsWorked } from './dates.ts';
import { draft, type LineDraft, type PayslipLine, toLine } from './lines.ts';
import { Dec, type Dec as DecType, money, plain, round2, ZERO } from './money.ts';
import { type ParametersInForce, type ParsedParameters, parseParameters } from './parameters.ts';
import type { QuintaMonth } from './quinta-categoria.ts';
import { REGIME_RULES } from './regimes.ts';
import { readChoice, readCount, readObject, readOptionalCount } from './validate.ts';
import {
  type BenefitWorker,
  bonificacionRate,
  fixedMonthly,
  type ParsedBenefitWorker,
  parseBenefitWorker,
} from './worker.ts';

export type GratificacionSemester = 'july' | 'december';

export type GratificacionInput = {
  readonly parameters: ParametersInForce;
  readonly worker: BenefitWorker;
  /** Year of payment. */
  readonly year: number;
  /** July pays January-June; December pays July-December. */
  readonly semester: GratificacionSemester;
  /** Whole calendar months worked in the semester (0-6); defaults from the hire and termination dates. */
  readonly months?: number;
  /** Variable supplements of the semester, counted when regular (paid in 3 months or more). */
  readonly supplements?: readonly SupplementHistory[];
};

export type GratificacionResult = {
  readonly year: number;
  readonly semester: GratificacionSemester;
  readonly months: number;
  /** Computable remuneration: salary + asignación familiar + regular supplements. */
  readonly computable: string;
  /** Share of the general-regime amount (1, 0.5 for pequeña empresa, 0 for microempresa). */
  readonly regimeFactor: string;
  readonly gratificacion: string;
  readonly bonificacionRate: string;
  readonly bonificacion: string;
  readonly total: string;
  readonly lines: readonly PayslipLine[];
  /**
   * Paid on its own slip, the gratificación enters the fifth-category tax through the payslips:
   * put this entry in their `quinta.history` (the month's payslip withholds the bonificación's tax).
   */
  readonly quintaEntry: QuintaMonth;
};

const SIX = new Dec(6);

export function semesterMonths(semester: GratificacionSemester): {
  readonly first: number;
  readonly last: number;
} {
  return semester === 'july' ? { first: 1, last: 6 } : { first: 7, last: 12 };
}

export type GratificacionCore = {
  readonly gratificacion: DecType;
  readonly bonificacion: DecType;
  readonly rate: DecType;
  readonly lines: LineDraft[];
};

/**
 * computable × regime factor × months / 6, plus the bonificación extraordinaria on the amount paid
 * (Ley 27735; Ley 30334 art. 3). Truncated amounts (on termination) use the proportional codes.
 */
export function gratificacionCore(
  worker: ParsedBenefitWorker,
  parameters: ParsedParameters,
  computable: DecType,
  months: number,
  truncated: boolean,
  reference: string | null = null,
): GratificacionCore {
  const factor = REGIME_RULES[worker.regime].gratificacionFactor;
  const rate = bonificacionRate(worker.health, parameters);
  const quantity = new Dec(months);
  const gratificacion = round2(computable.times(factor).times(quantity).dividedBy(SIX));
  const bonificacion = round2(gratificacion.times(rate));
  const lines: LineDraft[] = [];
  if (gratificacion.greaterThan(0)) {
    lines.push(
      draft(truncated ? 'gratificacion_truncated' : 'gratificacion', computable, gratificacion, {
        rate: factor,
        quantity,
        reference,
      }),
    );
    if (bonificacion.greaterThan(0)) {
      lines.push(
        draft(
          truncated ? 'bonificacion_extraordinaria_truncated' : 'bonificacion_extraordinaria',
          gratificacion,
          bonificacion,
          { rate, reference },
        ),
      );
    }
  }
  return { gratificacion, bonificacion, rate, lines };
}

/** The July or December gratificación of a worker still employed at payment. */
export function computeGratificacion(input: GratificacionInput): GratificacionResult {
  const i = readObject(input, 'input');
  const parameters = parseParameters(i.parameters);
  const worker = parseBenefitWorker(i.worker, 'worker');
  const year = readCount(i.year, 'year', { min: 1990, max: 2200 });
  const semester = readChoice(i.semester, 'semester', ['july', 'december'] as const);
  const { first, last } = semesterMonths(semester);
  const months = readOptionalCount(
    i.months,
    'months',
    { max: 6 },
    wholeMonthsWorked(year, first, last, worker.hireDate, worker.terminationDate),
  );
  const computable = fixedMonthly(worker, parameters).plus(regularSupplements(i.supplements, 'supplements'));
  const core = gratificacionCore(worker, parameters, computable, months, false);
  return {
    year,
    semester,
    months,
    computable: money(computable),
    regimeFactor: plain(REGIME_RULES[worker.regime].gratificacionFactor),
    gratificacion: money(core.gratificacion),
    bonificacionRate: plain(core.rate),
    bonificacion: money(core.bonificacion),
    total: money(core.gratificacion.plus(core.bonificacion)),
    lines: core.lines.map(toLine),
    quintaEntry: {
      // Paid by 15 July and 15 December.
      month: semester === 'july' ? 7 : 12,
      remuneration: '0.00',
      gratificacion: money(core.gratificacion),
      extraordinary: money(core.bonificacion),
      withheld: '0.00',
    },
  };
}

/**
 * What a gratificación of the worker's current fixed remuneration would pay, without its
 * bonificación extraordinaria: the amount the quinta projection adds for gratificaciones still to
 * come. The bonificación is extraordinary income of the month it is paid, never projected (SUNAT,
 * caso práctico I). `withBonificacion`: the whole amount, for a gratificación that should have
 * been paid already but is missing from the history.
 */
export function projectedGratificacion(
  worker: ParsedBenefitWorker,
  parameters: ParsedParameters,
  year: number,
  semester: GratificacionSemester,
  withBonificacion = false,
): DecType {
  const { first, last } = semesterMonths(semester);
  const months = wholeMonthsWorked(year, first, last, worker.hireDate, null);
  if (months === 0) return ZERO;
  const core = gratificacionCore(worker, parameters, fixedMonthly(worker, parameters), months, false);
  return withBonificacion ? core.gratificacion.plus(core.bonificacion) : core.gratificacion;
}
