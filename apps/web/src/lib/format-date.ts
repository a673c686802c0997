import {
  formatDate as formatDateIn,
  formatDateMedium as formatDateMediumIn,
  formatDateTime as formatDateTimeIn,
  formatDecimal,
  formatPeriod as formatPeriodIn,
  formatTime as formatTimeIn,
} from '@zerg/shared';
import i18next from 'i18next';

/**
 * The app's one way to show days, instants and quantities: in the UI language's format and in Lima
 * time whatever the browser's zone (the company works on Lima's clock). The server writes Excel,
 * PDF and mail with the same functions from the shared package.
 */
const current = () => i18next.language || 'es';

type Moment = string | Date | null | undefined;

/** A day (`2026-12-02` stays that day) or the Lima day of an instant: "02/12/2026". */
export const formatDate = (value: Moment, language = current()): string => formatDateIn(value, language);

/** An instant, Lima time: "02/12/2026, 14:05". */
export const formatDateTime = (value: Moment, language = current()): string =>
  formatDateTimeIn(value, language);

/** The Lima clock time of an instant: "14:05". */
export const formatTime = (value: Moment, language = current()): string => formatTimeIn(value, language);

/** A day with its month's short name: "2 dic 2026". */
export const formatDateMedium = (value: Moment, language = current()): string =>
  formatDateMediumIn(value, language);

/** A `YYYY-MM` period in words: "diciembre de 2026". */
export const formatPeriod = (period: string, language = current()): string =>
  formatPeriodIn(period, language);

/** A quantity (km, kg, hours) grouped for the language with at most `maxDecimals` decimals: "810,5". */
export const formatQuantity = (
  value: string | number | null | undefined,
  maxDecimals = 2,
  language = current(),
) => formatDecimal(value, language, { maxDecimals });

/** Today's date in Lima (`YYYY-MM-DD`), the default of every date field, whatever the browser's zone. */
export const limaToday = (now: Date = new Date()): string =>
  now.toLocaleDateString('en-CA', { timeZone: 'America/Lima' });

/** This month in Lima (`YYYY-MM`). */
export const limaMonth = (now: Date = new Date()): string => limaToday(now).slice(0, 7);
