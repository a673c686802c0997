import Holidays from 'date-holidays';

export type NationalHoliday = { date: string; name: string; rule: string };

/**
 * Peru's national holidays of a year, as the `date-holidays` package knows them. Only type
 * `public` is taken (days off by law for everyone); the package's `bank`, `school`, `optional`
 * and `observance` days are not days off for a transport company's staff. Two entries on one date
 * (none today) keep the first. Names are the package's Spanish ones, the country's official names.
 */
export const nationalHolidaysOf = (year: number): NationalHoliday[] => {
  const calendar = new Holidays('PE', { languages: ['es'], types: ['public'] });
  const seen = new Set<string>();
  const days: NationalHoliday[] = [];
  for (const h of calendar.getHolidays(year, 'es')) {
    if (h.type !== 'public') continue;
    const date = h.date.slice(0, 10);
    if (seen.has(date)) continue;
    seen.add(date);
    days.push({ date, name: h.name, rule: h.rule });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
};
