import type { THistoryValue } from '@zerg/shared';

// Spanish amounts follow Peru's convention (2,720.00), as the money helper does.
const NUMBER_LOCALES: Record<string, string> = { es: 'es-PE' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DECIMAL = /^-?\d+\.\d+$/;

export type HistoryWords = { yes: string; no: string; empty: string; items: (count: number) => string };

/** A moment in Lima's time, in the reader's format: the company keeps Lima's clock. */
export const formatInstant = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(NUMBER_LOCALES[locale] ?? locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Lima',
  }).format(new Date(iso));

/**
 * One value of a change, as a reader expects it: amounts grouped with their decimals kept
 * ("7,290.00"), dates and moments in the locale's format, yes/no, and lists by their length.
 */
export const formatHistoryValue = (
  value: THistoryValue,
  list: boolean,
  locale: string,
  words: HistoryWords,
): string => {
  if (value === null || value === '') return words.empty;
  if (list && typeof value === 'number') return words.items(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const numbers = NUMBER_LOCALES[locale] ?? locale;
  if (typeof value === 'number') return new Intl.NumberFormat(numbers).format(value);
  if (DECIMAL.test(value)) {
    const decimals = value.split('.')[1]?.length ?? 0;
    return new Intl.NumberFormat(numbers, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Number(value));
  }
  if (DATE.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Intl.DateTimeFormat(numbers, { dateStyle: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)),
    );
  }
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatInstant(value, locale);
  return value;
};
