/**
 * Dates, times, money and quantities written one way in each language, web, Excel, PDF and mail
 * alike. Every clock time is Lima's (Peru has one zone and no daylight saving), whatever zone the
 * reader's machine or the server is in; a date without a time (`2026-12-02`) is that calendar day.
 */
export const COMPANY_TIME_ZONE = 'America/Lima';

// Spanish follows Peru's convention (2,720.00 and 27/11/2026), not Spain's (2.720,00).
const REGIONS: Record<string, string> = { es: 'es-PE', en: 'en-US', fr: 'fr-FR', de: 'de-DE', pt: 'pt-BR' };
export const localeOf = (language: string): string => REGIONS[language] ?? language;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type Moment = string | Date | null | undefined;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions, zone: string) => {
  const id = `${language}|${zone}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: zone });
    dateTimeFormats.set(id, format);
  }
  return format;
};

/** A calendar day stays that day (read at noon UTC); an instant is placed in Lima. */
const place = (value: string | Date): { at: Date; zone: string } | null => {
  if (typeof value === 'string' && DATE_ONLY.test(value))
    return { at: new Date(`${value}T12:00:00Z`), zone: 'UTC' };
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : { at, zone: COMPANY_TIME_ZONE };
};

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const formatWith = (value: Moment, language: string, options: Intl.DateTimeFormatOptions): string => {
  if (value === null || value === undefined || value === '') return '';
  const placed = place(value);
  if (!placed) return String(value);
  return dateTimeFormat(language, options, placed.zone).format(placed.at);
};

/** "27/11/2026" (es), "11/27/2026" (en), "27.11.2026" (de): a day, or the Lima day of an instant. */
export const formatDate = (value: Moment, language: string): string => formatWith(value, language, DATE);

/** "27/11/2026, 14:05": an instant in Lima time. */
export const formatDateTime = (value: Moment, language: string): string =>
  formatWith(value, language, { ...DATE, ...TIME });

/** "14:05": the Lima clock time of an instant. */
export const formatTime = (value: Moment, language: string): string => formatWith(value, language, TIME);

/** "27 nov 2026" and the like: a day with its month's short name. */
export const formatDateMedium = (value: Moment, language: string): string =>
  formatWith(value, language, { day: 'numeric', month: 'short', year: 'numeric' });

/** "noviembre de 2026", "November 2026": a `YYYY-MM` period as words. */
export const formatPeriod = (period: string, language: string): string => {
  const match = /^(\d{4})-(\d{2})/.exec(period);
  if (!match) return period;
  return dateTimeFormat(language, { month: 'long', year: 'numeric' }, 'UTC').format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)),
  );
};

/** `YYYY-MM-DD` of an instant in Lima, e.g. for an Excel date cell. */
export const limaDateParts = (at: Date) => {
  const parts = Object.fromEntries(
    dateTimeFormat('en', { ...DATE, ...TIME, second: '2-digit' }, COMPANY_TIME_ZONE)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
};

const separators = (language: string) => {
  // A seven-digit sample: some locales do not group four-digit numbers, and the separator is needed.
  const parts = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 1 }).formatToParts(
    1234567.5,
  );
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
};

/**
 * A decimal given as string or number, grouped for the language, with `minDecimals` to
 * `maxDecimals` decimals. Strings are formatted from their digits so no binary rounding creeps in.
 */
export const formatDecimal = (
  value: string | number | null | undefined,
  language: string,
  { minDecimals = 0, maxDecimals = 2 }: { minDecimals?: number; maxDecimals?: number } = {},
): string => {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? value.toFixed(maxDecimals) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return String(value);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const { group, decimal } = separators(language);
  let digits = fraction.slice(0, maxDecimals);
  while (digits.length > minDecimals && digits.endsWith('0')) digits = digits.slice(0, -1);
  digits = digits.padEnd(minDecimals, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${digits ? `${decimal}${digits}` : ''}`;
};

/** How the company writes its currencies: soles as `S/`, dollars as `US$`. */
export const CURRENCY_SYMBOLS: Record<string, string> = { PEN: 'S/', USD: 'US$' };

/** "S/ 7,200.00" (es, en), "S/ 7.200,00" (de, pt): an amount with its currency's symbol. */
export const formatMoney = (
  amount: string | number | null | undefined,
  currency: string,
  language: string,
): string => {
  if (amount === null || amount === undefined || amount === '') return '';
  const symbol = CURRENCY_SYMBOLS[currency] ?? currency;
  return `${symbol} ${formatDecimal(amount, language, { minDecimals: 2, maxDecimals: 2 })}`;
};
