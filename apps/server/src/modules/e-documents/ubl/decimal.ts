/**
 * Decimal strings as scaled integers: amounts reach the XML and the checks without a float, so
 * 0.1 + 0.2 is 0.30 here as it is in PostgreSQL's numeric.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;

export const isDecimal = (value: string): boolean => DECIMAL.test(value);

/** `value` × 10^scale, rounded half away from zero (as SUNAT and PostgreSQL round). */
export const scaled = (value: string, scale: number): bigint => {
  if (!DECIMAL.test(value)) throw new RangeError(`not a decimal: ${value}`);
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const kept = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  const next = Number(fraction[scale] ?? '0');
  const magnitude = next >= 5 ? kept + 1n : kept;
  return negative ? -magnitude : magnitude;
};

/** The scaled integer back as a decimal string with `scale` places. */
export const unscaled = (units: bigint, scale: number): string => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
};

/** Divides and rounds half away from zero. */
export const divRound = (a: bigint, b: bigint): bigint => {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (x * 2n + y) / (y * 2n);
  return negative ? -q : q;
};

/** a × b rounded to `scale` places: quantity × unit value, base × rate. */
export const times = (a: string, b: string, scale: number): string => {
  const sa = decimals(a);
  const sb = decimals(b);
  const product = scaled(a, sa) * scaled(b, sb);
  return unscaled(divRound(product * 10n ** BigInt(scale), 10n ** BigInt(sa + sb)), scale);
};

/** The sum of decimal strings with `scale` places. */
export const sum = (values: string[], scale = 2): string =>
  unscaled(
    values.reduce((acc, v) => acc + scaled(v, scale), 0n),
    scale,
  );

export const decimals = (value: string): number => value.split('.')[1]?.length ?? 0;

/** |a − b| ≤ tolerance, all at two places. */
export const near = (a: string, b: string, tolerance = '0.00'): boolean => {
  const d = scaled(a, 2) - scaled(b, 2);
  return (d < 0n ? -d : d) <= scaled(tolerance, 2);
};
