/*
 * Rates travel as fractions ("0.0137") and are shown and typed as percentages ("1.37"). The decimal
 * point moves as text, so no binary rounding creeps in.
 */

const shift = (value: string, places: number): string => {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const digits = `${match[1] ?? ''}${match[2] ?? ''}`;
  let point = (match[1] ?? '').length + places;
  let padded = digits;
  if (point < 0) {
    padded = '0'.repeat(-point) + padded;
    point = 0;
  }
  if (point > padded.length) padded = padded.padEnd(point, '0');
  const int = padded.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const dec = padded.slice(point).replace(/0+$/, '');
  return dec ? `${int}.${dec}` : int;
};

/** "0.0137" → "1.37". */
export const toPercent = (fraction: string | null | undefined): string =>
  fraction === null || fraction === undefined || fraction === '' ? '' : shift(fraction, 2);

/** "1.37" → "0.0137". */
export const fromPercent = (percent: string | number | null | undefined): string =>
  percent === null || percent === undefined || percent === '' ? '' : shift(String(percent), -2);

/** "0.0137" → "1.37 %". */
export const formatPercent = (fraction: string | null | undefined): string => {
  const p = toPercent(fraction);
  return p === '' ? '' : `${p} %`;
};
