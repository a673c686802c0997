/**
 * The day by which the boletas of a payment are due: the third business day after the payment
 * (DS 001-98-TR art. 18 as modified by DS 009-2011-TR; payroll README, "Boleta de pago
 * electrónica"). The norm does not define "día hábil"; like Ley 27444 we count Monday to Friday
 * without the national holidays the calendar observes.
 */
export const BOLETA_BUSINESS_DAYS = 3;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const isWeekend = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/** Wide enough for three business days across any run of holidays Peru observes. */
export const deadlineWindow = (paidOn: string) => ({ from: addDays(paidOn, 1), to: addDays(paidOn, 20) });

/** `paidOn` a Lima date (YYYY-MM-DD); `holidays` the observed holidays within `deadlineWindow`. */
export const boletaDueDate = (paidOn: string, holidays: ReadonlySet<string>): string => {
  let date = paidOn;
  let counted = 0;
  while (counted < BOLETA_BUSINESS_DAYS) {
    date = addDays(date, 1);
    if (!isWeekend(date) && !holidays.has(date)) counted += 1;
  }
  return date;
};
