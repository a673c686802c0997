/**
 * The calendar module's public entry: the company's days off. Beside employees (it needs no
 * employee), below users. Attendance and payroll read days off only through `holidaysBetween` /
 * `holidayOn`, which copy a year's national holidays from date-holidays the first time it is asked.
 */

export { calendarModule } from './calendar.manifest.ts';
export { holidays } from './holiday.table.ts';
export { type HolidayDay, holidayOn, holidaysBetween, materialiseYear } from './holiday-calendar.ts';
export { insertDemoHolidays, type SeedHoliday } from './holiday-seed.ts';
export { nationalHolidaysOf } from './national-holidays.ts';
