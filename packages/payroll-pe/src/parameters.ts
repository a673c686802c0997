import { dateKey, parseDate } from './dates.ts';
import { PayrollInputError } from './errors.ts';
import { Dec } from './money.ts';
import { readAmount, readArray, readObject, readRate } from './validate.ts';

/** Rates of one AFP as the SBS publishes them; fractions, e.g. "0.0137" for 1.37 %. */
export type AfpRates = {
  readonly fundRate: string;
  readonly premiumRate: string;
  readonly flowCommissionRate: string;
};

/** One quinta categoría bracket: rate applied to net income up to `upToUit` UIT (null: no limit). */
export type QuintaBracket = { readonly upToUit: string | null; readonly rate: string };

/**
 * The legal parameters in force at one date. Amounts and rates are decimal strings, as everything
 * crossing the package boundary. The app stores them in settings and passes them in; the engine
 * never holds a legal figure as a literal.
 */
export type LegalParameters = {
  /** Remuneración mínima vital, monthly. */
  readonly rmv: string;
  /** Unidad impositiva tributaria of the tax year. */
  readonly uit: string;
  /** Asignación familiar as a fraction of the RMV (Ley 25129: 10 %). */
  readonly familyAllowanceRate: string;
  /** ESSALUD employer contribution (Ley 26790: 9 %). */
  readonly essaludRate: string;
  /** Monthly SIS cost per microempresa worker paid by the employer. */
  readonly sisMonthly: string;
  /** Bonificación extraordinaria on gratificaciones (Ley 30334: 9 %). */
  readonly bonificacionRate: string;
  /** Bonificación extraordinaria for workers covered by an EPS (6.75 %). */
  readonly bonificacionEpsRate: string;
  /** ONP contribution (DL 19990: 13 %). */
  readonly onpRate: string;
  /** Rates per AFP, keyed by a lowercase AFP name ("habitat", "integra", "prima", "profuturo"). */
  readonly afp: Readonly<Record<string, AfpRates>>;
  /** Remuneración máxima asegurable: the AFP insurance premium is charged up to it (SBS, quarterly). */
  readonly afpPremiumCap: string;
  /** Overtime surcharge for the first two hours of a day (DS 007-2002-TR art. 10: 25 %). */
  readonly overtimeFirstRate: string;
  /** Overtime surcharge for further hours (35 %). */
  readonly overtimeFurtherRate: string;
  /** Night work floor surcharge over the RMV (DS 007-2002-TR art. 8: 35 %). */
  readonly nightWorkRate: string;
  /** Fixed annual deduction from fifth-category income, in UIT (TUO LIR art. 46: 7). */
  readonly quintaDeductionUit: string;
  /** Cumulative brackets of TUO LIR art. 53, in UIT, ascending, the last one open (upToUit null). */
  readonly quintaBrackets: readonly QuintaBracket[];
};

export type ParameterKey = keyof LegalParameters;

/**
 * The parameters a date has values for (`parametersAt`): some may be missing, e.g. a year before the
 * AFP rates were recorded. A calculation fails only when it needs a missing one, naming it
 * (`parameters.afp`); an annual tax needs only the UIT and the brackets.
 */
export type ParametersInForce = Partial<LegalParameters>;

export const PARAMETER_KEYS: readonly ParameterKey[] = [
  'rmv',
  'uit',
  'familyAllowanceRate',
  'essaludRate',
  'sisMonthly',
  'bonificacionRate',
  'bonificacionEpsRate',
  'onpRate',
  'afp',
  'afpPremiumCap',
  'overtimeFirstRate',
  'overtimeFurtherRate',
  'nightWorkRate',
  'quintaDeductionUit',
  'quintaBrackets',
];

/**
 * A seeded value's legal source as a code and its plain values (a norm's number, a date, a rate in
 * percent), which the app words in the reader's language (`parameterSourceText` of @zerg/shared).
 */
export type CodedSource = { readonly code: string; readonly params: Readonly<Record<string, string>> };

/**
 * A value of one parameter with its validity range (both ends included) and legal source: the seed's
 * are coded, a source HR typed is its words. The engine never reads the source.
 */
export type ParameterRecord = {
  [K in ParameterKey]: {
    readonly parameter: K;
    readonly value: LegalParameters[K];
    /** 'YYYY-MM-DD', first day in force. */
    readonly validFrom: string;
    /** 'YYYY-MM-DD', last day in force; null while it is the current value. */
    readonly validTo: string | null;
    readonly source: string | CodedSource;
  };
}[ParameterKey];

/** Picks, for every parameter, the value in force on `date` ('YYYY-MM-DD'). */
export function parametersAt(history: readonly ParameterRecord[], date: string): ParametersInForce {
  const on = parseDate(date, 'date');
  const onKey = dateKey(on);
  const records = readArray(history, 'history');
  const picked = new Map<ParameterKey, { from: number; value: unknown }>();
  for (let index = 0; index < records.length; index += 1) {
    const field = `history[${index}]`;
    const record = readObject(records[index], field);
    const parameter = record.parameter;
    if (typeof parameter !== 'string' || !(PARAMETER_KEYS as readonly string[]).includes(parameter)) {
      throw new PayrollInputError(`${field}.parameter`, `unknown parameter ${JSON.stringify(parameter)}`);
    }
    const from = dateKey(parseDate(record.validFrom, `${field}.validFrom`));
    const to = record.validTo === null ? null : dateKey(parseDate(record.validTo, `${field}.validTo`));
    if (to !== null && to < from) throw new PayrollInputError(`${field}.validTo`, 'is before validFrom');
    if (from > onKey || (to !== null && to < onKey)) continue;
    const key = parameter as ParameterKey;
    const current = picked.get(key);
    // Overlapping ranges: the most recent start wins, so a new decree can be added without closing the old one.
    if (current === undefined || from >= current.from) picked.set(key, { from, value: record.value });
  }
  const result: Record<string, unknown> = {};
  for (const key of PARAMETER_KEYS) {
    const entry = picked.get(key);
    if (entry !== undefined) result[key] = entry.value;
  }
  const parameters = result as ParametersInForce;
  // Every value present is checked now, so a malformed record is reported for the date asked.
  const parsed = parseParameters(parameters);
  for (const key of PARSED_KEYS) if (parsed.has(key)) void parsed[key];
  return parameters;
}

/** Whether `parametersAt` found a value for every parameter on its date. */
export function missingParameters(parameters: ParametersInForce): ParameterKey[] {
  return PARAMETER_KEYS.filter((key) => parameters[key] === undefined);
}

export type ParsedAfp = { readonly fund: Dec; readonly premium: Dec; readonly flowCommission: Dec };
export type ParsedBracket = { readonly limit: Dec | null; readonly rate: Dec };

/** Parameters checked and converted once, for the internal arithmetic. */
export type ParsedParameters = {
  readonly rmv: Dec;
  readonly uit: Dec;
  readonly familyAllowanceRate: Dec;
  readonly familyAllowance: Dec;
  readonly essaludRate: Dec;
  readonly sisMonthly: Dec;
  readonly bonificacionRate: Dec;
  readonly bonificacionEpsRate: Dec;
  readonly onpRate: Dec;
  readonly afp: ReadonlyMap<string, ParsedAfp>;
  readonly afpPremiumCap: Dec;
  readonly overtimeFirstRate: Dec;
  readonly overtimeFurtherRate: Dec;
  readonly nightWorkRate: Dec;
  readonly quintaDeduction: Dec;
  readonly quintaBrackets: readonly ParsedBracket[];
  /** Whether the value (or the values it derives from) is in force; reading a missing one throws. */
  readonly has: (key: ParsedKey) => boolean;
};

type ParsedKey = Exclude<keyof ParsedParameters, 'has'>;

/** Which raw parameters each parsed value is read from. */
const SOURCES: Readonly<Record<ParsedKey, readonly ParameterKey[]>> = {
  rmv: ['rmv'],
  uit: ['uit'],
  familyAllowanceRate: ['familyAllowanceRate'],
  familyAllowance: ['rmv', 'familyAllowanceRate'],
  essaludRate: ['essaludRate'],
  sisMonthly: ['sisMonthly'],
  bonificacionRate: ['bonificacionRate'],
  bonificacionEpsRate: ['bonificacionEpsRate'],
  onpRate: ['onpRate'],
  afp: ['afp'],
  afpPremiumCap: ['afpPremiumCap'],
  overtimeFirstRate: ['overtimeFirstRate'],
  overtimeFurtherRate: ['overtimeFurtherRate'],
  nightWorkRate: ['nightWorkRate'],
  quintaDeduction: ['uit', 'quintaDeductionUit'],
  quintaBrackets: ['uit', 'quintaBrackets'],
};
const PARSED_KEYS = Object.keys(SOURCES) as ParsedKey[];

// Parameters are values for a whole payroll run; parsing them once per object keeps a 10,000-worker
// run from re-validating the same table for every payslip. Callers must not mutate them afterwards.
const parsedCache = new WeakMap<object, ParsedParameters>();

export function parseParameters(value: unknown, field = 'parameters'): ParsedParameters {
  if (typeof value === 'object' && value !== null) {
    const cached = parsedCache.get(value);
    if (cached !== undefined) return cached;
  }
  const p = readObject(value, field);
  const has = (key: ParsedKey) =>
    SOURCES[key].every((source) => p[source] !== undefined && p[source] !== null);
  const readers: { [K in ParsedKey]: () => ParsedParameters[K] } = {
    rmv: () => readAmount(p.rmv, `${field}.rmv`),
    uit: () => {
      const uit = readAmount(p.uit, `${field}.uit`);
      if (uit.isZero()) throw new PayrollInputError(`${field}.uit`, 'must be greater than 0');
      return uit;
    },
    familyAllowanceRate: () => readRate(p.familyAllowanceRate, `${field}.familyAllowanceRate`),
    familyAllowance: () => parsed.rmv.times(parsed.familyAllowanceRate),
    essaludRate: () => readRate(p.essaludRate, `${field}.essaludRate`),
    sisMonthly: () => readAmount(p.sisMonthly, `${field}.sisMonthly`),
    bonificacionRate: () => readRate(p.bonificacionRate, `${field}.bonificacionRate`),
    bonificacionEpsRate: () => readRate(p.bonificacionEpsRate, `${field}.bonificacionEpsRate`),
    onpRate: () => readRate(p.onpRate, `${field}.onpRate`),
    afp: () => parseAfp(p.afp, `${field}.afp`),
    afpPremiumCap: () => readAmount(p.afpPremiumCap, `${field}.afpPremiumCap`),
    overtimeFirstRate: () => readRate(p.overtimeFirstRate, `${field}.overtimeFirstRate`, 10),
    overtimeFurtherRate: () => readRate(p.overtimeFurtherRate, `${field}.overtimeFurtherRate`, 10),
    nightWorkRate: () => readRate(p.nightWorkRate, `${field}.nightWorkRate`, 10),
    quintaDeduction: () =>
      readRate(p.quintaDeductionUit, `${field}.quintaDeductionUit`, 1000).times(parsed.uit),
    quintaBrackets: () => parseBrackets(p.quintaBrackets, `${field}.quintaBrackets`, parsed.uit),
  };
  const read = <K extends ParsedKey>(key: K): ParsedParameters[K] => {
    for (const source of SOURCES[key]) {
      if (p[source] === undefined || p[source] === null) {
        throw new PayrollInputError(`${field}.${source}`, 'no value in force for the period');
      }
    }
    const parsedValue = readers[key]();
    // The getter gives way to a plain property: a 10,000-worker run reads each value at full speed.
    Object.defineProperty(parsed, key, { value: parsedValue, enumerable: true });
    return parsedValue;
  };
  // Values are parsed on first use: a calculation fails only on a parameter it needs.
  const parsed = Object.defineProperties(
    { has } as ParsedParameters,
    Object.fromEntries(
      PARSED_KEYS.map((key) => [key, { get: () => read(key), enumerable: true, configurable: true }]),
    ),
  );
  if (typeof value === 'object' && value !== null) parsedCache.set(value, parsed);
  return parsed;
}

function parseAfp(value: unknown, field: string): ReadonlyMap<string, ParsedAfp> {
  const afpTable = readObject(value, field);
  const afp = new Map<string, ParsedAfp>();
  for (const [name, rates] of Object.entries(afpTable)) {
    const afpField = `${field}.${name}`;
    const r = readObject(rates, afpField);
    afp.set(name, {
      fund: readRate(r.fundRate, `${afpField}.fundRate`),
      premium: readRate(r.premiumRate, `${afpField}.premiumRate`),
      flowCommission: readRate(r.flowCommissionRate, `${afpField}.flowCommissionRate`),
    });
  }
  return afp;
}

function parseBrackets(value: unknown, field: string, uit: Dec): ParsedBracket[] {
  const list = readArray(value, field);
  if (list.length === 0) throw new PayrollInputError(field, 'needs at least one bracket');
  const brackets: ParsedBracket[] = [];
  let previous = new Dec(0);
  for (let index = 0; index < list.length; index += 1) {
    const bracketField = `${field}[${index}]`;
    const bracket = readObject(list[index], bracketField);
    const rate = readRate(bracket.rate, `${bracketField}.rate`);
    const isLast = index === list.length - 1;
    if (isLast) {
      if (bracket.upToUit !== null) {
        throw new PayrollInputError(`${bracketField}.upToUit`, 'the last bracket must be open (null)');
      }
      brackets.push({ limit: null, rate });
      continue;
    }
    const upTo = readRate(bracket.upToUit, `${bracketField}.upToUit`, 100000);
    if (!upTo.greaterThan(previous)) {
      throw new PayrollInputError(`${bracketField}.upToUit`, 'brackets must ascend');
    }
    previous = upTo;
    brackets.push({ limit: upTo.times(uit), rate });
  }
  return brackets;
}
