import {
  DEFAULT_PARAMETER_HISTORY,
  type ParameterRecord,
  PayrollInputError,
  parametersAt,
} from '@zerg/payroll-pe';
import {
  AFP_NAMES,
  PAYROLL_PARAMETER_KEYS,
  type PayrollParameterKey,
  type TPayrollParameterValue,
} from '@zerg/shared';

/** A field error of a parameter value: the field path under `value` and the reason in English. */
export type ParameterRefusal = { field: string; reason: string };

/** One value per parameter from the seed table: the background a single candidate is checked against. */
const background = (validFrom: string): ParameterRecord[] =>
  PAYROLL_PARAMETER_KEYS.map((key) => {
    const last = DEFAULT_PARAMETER_HISTORY.filter((r) => r.parameter === key).at(-1);
    return { ...(last as ParameterRecord), validFrom, validTo: null };
  });

/** `parameters.afp.habitat.fundRate` → `value.habitat.fundRate`; `parameters.quintaBrackets[4].rate` → `value.4.rate` (the web's field paths). */
const valueField = (engineField: string, parameter: PayrollParameterKey) => {
  const prefix = `parameters.${parameter}`;
  if (!engineField.startsWith(prefix)) return 'value';
  return `value${engineField.slice(prefix.length).replace(/\[(\d+)\]/g, '.$1')}`;
};

/**
 * Checks one parameter value the way the payroll engine will read it (`parametersAt`, which runs
 * `parseParameters`): a value the engine would refuse never reaches the history. The rules of the
 * table itself come on top: the AFP table lists the four AFPs, the fifth-category tax has five tiers.
 */
export const checkParameterValue = (
  parameter: PayrollParameterKey,
  value: TPayrollParameterValue,
  validFrom: string,
): ParameterRefusal | null => {
  const candidate = { parameter, value, validFrom, validTo: null, source: 'candidate' } as ParameterRecord;
  try {
    parametersAt([...background(validFrom), candidate], validFrom);
  } catch (err) {
    if (err instanceof PayrollInputError) {
      return { field: valueField(err.field, parameter), reason: err.message.slice(err.field.length + 2) };
    }
    throw err;
  }
  if (parameter === 'afp') {
    const names = Object.keys(value as object);
    const missing = AFP_NAMES.find((name) => !names.includes(name));
    if (missing) return { field: `value.${missing}`, reason: 'every AFP needs its rates' };
    const extra = names.find((name) => !(AFP_NAMES as readonly string[]).includes(name));
    if (extra) return { field: `value.${extra}`, reason: 'is not an AFP' };
  }
  if (parameter === 'quintaBrackets' && (value as unknown[]).length !== 5) {
    return { field: 'value', reason: 'the fifth-category tax has five tiers' };
  }
  return null;
};

export type DatedRange = { id: number; validFrom: string; validTo: string | null };

/** Both ends included; null is open. */
export const rangesOverlap = (a: Omit<DatedRange, 'id'>, b: Omit<DatedRange, 'id'>) =>
  a.validFrom <= (b.validTo ?? '9999-12-31') && b.validFrom <= (a.validTo ?? '9999-12-31');

/** The day before a 'YYYY-MM-DD' date. */
export const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * How a new range fits the history of its parameter: free, or it starts after the open-ended
 * current value (which is then closed the day before: a new decree replaces the old one), or it
 * overlaps a row (refused).
 */
export const placeRange = (
  candidate: Omit<DatedRange, 'id'>,
  others: readonly DatedRange[],
):
  | { kind: 'free' }
  | { kind: 'closes'; row: DatedRange; validTo: string }
  | { kind: 'overlaps'; row: DatedRange } => {
  const clashing = others.filter((o) => rangesOverlap(candidate, o));
  const [first] = clashing;
  if (!first) return { kind: 'free' };
  if (clashing.length === 1 && first.validTo === null && first.validFrom < candidate.validFrom) {
    const closed = { ...first, validTo: dayBefore(candidate.validFrom) };
    if (
      !others.some((o) => o.id !== first.id && rangesOverlap(candidate, o)) &&
      !rangesOverlap(candidate, closed)
    ) {
      return { kind: 'closes', row: first, validTo: closed.validTo };
    }
  }
  return { kind: 'overlaps', row: first };
};
