// 1 January 2024 was a Monday: day n of that week is ISO weekday n.
const MONDAY = Date.UTC(2024, 0, 1);

/** The name of an ISO weekday (1 Monday … 7 Sunday) in the UI language. */
export const weekdayName = (weekday: number, locale: string, width: 'long' | 'short' = 'long'): string =>
  new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(MONDAY + (weekday - 1) * 86_400_000),
  );
