import type { Currency } from '@zerg/shared';

/** How the company writes its currencies: soles as `S/`, dollars as `US$`. */
export const CURRENCY_SYMBOLS: Record<Currency, string> = { PEN: 'S/', USD: 'US$' };

// Spanish amounts follow Peru's convention (2,720.00), not Spain's (2.720,00).
const NUMBER_LOCALES: Record<string, string> = { es: 'es-PE' };

/**
 * An amount the API sends as a decimal string (never a float), grouped for the UI language.
 * The digits are formatted from the string so no binary rounding can creep in.
 */
export const formatMoney = (
  amount: string | null | undefined,
  currency: Currency,
  locale: string,
): string => {
  if (amount === null || amount === undefined || amount === '') return '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return `${CURRENCY_SYMBOLS[currency]} ${amount}`;
  const [, sign = '', whole = '0', fraction = ''] = match;
  // A seven-digit sample: some locales do not group four-digit numbers, and the separator is needed.
  const parts = new Intl.NumberFormat(NUMBER_LOCALES[locale] ?? locale, {
    minimumFractionDigits: 2,
  }).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${CURRENCY_SYMBOLS[currency]} ${sign}${grouped}${decimal}${fraction.padEnd(2, '0').slice(0, 2)}`;
};
