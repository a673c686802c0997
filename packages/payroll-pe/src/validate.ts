import { PayrollInputError } from './errors.ts';
import { Dec } from './money.ts';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const RATE = /^\d{1,6}(\.\d{1,12})?$/;

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  return `${typeof value} ${String(value)}`;
}

/** Money in: a non-negative decimal string with at most two decimals, never a binary float. */
export function readAmount(value: unknown, field: string): Dec {
  if (typeof value !== 'string' || !AMOUNT.test(value)) {
    const hint = typeof value === 'string' && value.trim().startsWith('-') ? ' (it may not be negative)' : '';
    throw new PayrollInputError(
      field,
      `must be a non-negative decimal string with at most 2 decimals like "1234.50"${hint}; got ${describe(value)}`,
    );
  }
  return new Dec(value);
}

export function readOptionalAmount(value: unknown, field: string): Dec | null {
  return value === undefined || value === null ? null : readAmount(value, field);
}

const QUANTITY = /^\d{1,9}(\.\d{1,4})?$/;

/**
 * A non-negative quantity with up to four decimals, like the `dailyPays` a CTS result gives back
 * and the caller sums for the next deposit.
 */
export function readOptionalQuantity(value: unknown, field: string): Dec | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !QUANTITY.test(value)) {
    throw new PayrollInputError(
      field,
      `must be a non-negative decimal string with at most 4 decimals like "87.5000"; got ${describe(value)}`,
    );
  }
  return new Dec(value);
}

/** Rates are decimal fractions ("0.0137" for 1.37 %), up to 12 decimals. */
export function readRate(value: unknown, field: string, max = 1): Dec {
  if (typeof value !== 'string' || !RATE.test(value)) {
    throw new PayrollInputError(
      field,
      `must be a decimal fraction string like "0.0137"; got ${describe(value)}`,
    );
  }
  const rate = new Dec(value);
  if (rate.greaterThan(max)) throw new PayrollInputError(field, `must be at most ${max}; got ${value}`);
  return rate;
}

export type CountOptions = { readonly min?: number; readonly max: number; readonly integer?: boolean };

/** Counts of days, minutes or hours: plain non-negative numbers within a bound. */
export function readCount(value: unknown, field: string, options: CountOptions): number {
  const min = options.min ?? 0;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PayrollInputError(field, `must be a number; got ${describe(value)}`);
  }
  if (options.integer !== false && !Number.isInteger(value)) {
    throw new PayrollInputError(field, `must be a whole number; got ${value}`);
  }
  if (value < min) throw new PayrollInputError(field, `must be at least ${min}; got ${value}`);
  if (value > options.max) throw new PayrollInputError(field, `must be at most ${options.max}; got ${value}`);
  return value;
}

export function readOptionalCount(
  value: unknown,
  field: string,
  options: CountOptions,
  fallback: number,
): number {
  return value === undefined || value === null ? fallback : readCount(value, field, options);
}

export function readBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean')
    throw new PayrollInputError(field, `must be true or false; got ${describe(value)}`);
  return value;
}

export function readOptionalBoolean(value: unknown, field: string, fallback: boolean): boolean {
  return value === undefined || value === null ? fallback : readBoolean(value, field);
}

export function readChoice<T extends string>(value: unknown, field: string, choices: readonly T[]): T {
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new PayrollInputError(
      field,
      `must be one of ${choices.map((c) => `"${c}"`).join(', ')}; got ${describe(value)}`,
    );
  }
  return value as T;
}

export function readObject(value: unknown, field: string): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PayrollInputError(field, `is required (an object); got ${describe(value)}`);
  }
  return value as Readonly<Record<string, unknown>>;
}

export function readOptionalObject(value: unknown, field: string): Readonly<Record<string, unknown>> | null {
  return value === undefined || value === null ? null : readObject(value, field);
}

export function readArray(value: unknown, field: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new PayrollInputError(field, `must be an array; got ${describe(value)}`);
  return value;
}

export function readOptionalArray(value: unknown, field: string): readonly unknown[] {
  return value === undefined || value === null ? [] : readArray(value, field);
}

export function readOptionalString(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw new PayrollInputError(field, `must be a string; got ${describe(value)}`);
  return value;
}

const CONCEPT_CODE = /^\d{4}$/;

export function readOptionalCode(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !CONCEPT_CODE.test(value)) {
    throw new PayrollInputError(
      field,
      `must be a four-digit PLAME concept code like "0306"; got ${describe(value)}`,
    );
  }
  return value;
}

export type Period = { readonly year: number; readonly month: number };

export function readPeriod(value: unknown, field: string): Period {
  const period = readObject(value, field);
  const year = readCount(period.year, `${field}.year`, { min: 1990, max: 2200 });
  const month = readCount(period.month, `${field}.month`, { min: 1, max: 12 });
  return { year, month };
}
