import { type CalendarDate, dateKey, parseDate } from './dates.ts';
import { PayrollInputError } from './errors.ts';
import { type Dec, ZERO } from './money.ts';
import type { ParsedAfp, ParsedParameters } from './parameters.ts';
import {
  HEALTH_COVERAGES,
  type HealthCoverage,
  LABOUR_REGIMES,
  type LabourRegime,
  REGIME_RULES,
} from './regimes.ts';
import { readAmount, readBoolean, readChoice, readObject } from './validate.ts';

export type PensionAffiliation =
  | { readonly system: 'onp' }
  | {
      readonly system: 'afp';
      /** Key of `parameters.afp`: "habitat", "integra", "prima" or "profuturo" with the defaults. */
      readonly afp: string;
      /** "flow": commission on the monthly remuneration; "mixed": on the fund balance, nothing withheld. */
      readonly commission: 'flow' | 'mixed';
    };

/** What the benefit calculations (gratificación, CTS, vacations) need to know of a worker. */
export type BenefitWorker = {
  /** Monthly basic salary. */
  readonly salary: string;
  readonly regime: LabourRegime;
  /** Entitled to asignación familiar (children under 18, or studying up to 24). */
  readonly familyAllowance: boolean;
  /** 'YYYY-MM-DD'. */
  readonly hireDate: string;
  /** 'YYYY-MM-DD', last day of employment; absent while employed. */
  readonly terminationDate?: string | null;
  /** Defaults to the regime's: ESSALUD, or SIS for microempresa. */
  readonly health?: HealthCoverage;
};

export type Worker = BenefitWorker & { readonly pension: PensionAffiliation };

export type ParsedBenefitWorker = {
  readonly salary: Dec;
  readonly regime: LabourRegime;
  readonly familyAllowance: boolean;
  readonly hireDate: CalendarDate;
  readonly terminationDate: CalendarDate | null;
  readonly health: HealthCoverage;
};

export type ParsedPension =
  | { readonly system: 'onp' }
  | {
      readonly system: 'afp';
      readonly name: string;
      readonly rates: ParsedAfp;
      readonly flowCommission: boolean;
    };

export type ParsedWorker = ParsedBenefitWorker & { readonly pension: ParsedPension };

export function parseBenefitWorker(value: unknown, field: string): ParsedBenefitWorker {
  const w = readObject(value, field);
  const regime = readChoice(w.regime, `${field}.regime`, LABOUR_REGIMES);
  const hireDate = parseDate(w.hireDate, `${field}.hireDate`);
  const terminationDate =
    w.terminationDate === undefined || w.terminationDate === null
      ? null
      : parseDate(w.terminationDate, `${field}.terminationDate`);
  if (terminationDate !== null && dateKey(terminationDate) < dateKey(hireDate)) {
    throw new PayrollInputError(`${field}.terminationDate`, 'is before hireDate');
  }
  return {
    salary: readAmount(w.salary, `${field}.salary`),
    regime,
    familyAllowance: readBoolean(w.familyAllowance, `${field}.familyAllowance`),
    hireDate,
    terminationDate,
    health:
      w.health === undefined || w.health === null
        ? REGIME_RULES[regime].defaultHealth
        : readChoice(w.health, `${field}.health`, HEALTH_COVERAGES),
  };
}

export function parsePension(value: unknown, field: string, parameters: ParsedParameters): ParsedPension {
  const pension = readObject(value, field);
  const system = readChoice(pension.system, `${field}.system`, ['onp', 'afp'] as const);
  if (system === 'onp') return { system };
  const name = pension.afp;
  const rates = typeof name === 'string' ? parameters.afp.get(name) : undefined;
  if (typeof name !== 'string' || rates === undefined) {
    const known = [...parameters.afp.keys()].map((k) => `"${k}"`).join(', ');
    throw new PayrollInputError(`${field}.afp`, `unknown AFP ${JSON.stringify(name)}; known: ${known}`);
  }
  const commission = readChoice(pension.commission, `${field}.commission`, ['flow', 'mixed'] as const);
  return { system, name, rates, flowCommission: commission === 'flow' };
}

export function parseWorker(value: unknown, field: string, parameters: ParsedParameters): ParsedWorker {
  const benefit = parseBenefitWorker(value, field);
  const w = readObject(value, field);
  return { ...benefit, pension: parsePension(w.pension, `${field}.pension`, parameters) };
}

/** Salary plus asignación familiar: the fixed monthly remuneration. */
export function fixedMonthly(worker: ParsedBenefitWorker, parameters: ParsedParameters): Dec {
  return worker.familyAllowance ? worker.salary.plus(parameters.familyAllowance) : worker.salary;
}

export function bonificacionRate(health: HealthCoverage, parameters: ParsedParameters): Dec {
  if (health === 'eps') return parameters.bonificacionEpsRate;
  // The bonificación pays the worker the ESSALUD contribution the gratificación no longer bears;
  // a worker on SIS has no such contribution.
  if (health === 'sis') return ZERO;
  return parameters.bonificacionRate;
}
