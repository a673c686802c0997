/** Today's date in Lima (`YYYY-MM-DD`): Peru has one time zone and no daylight saving. */
export const limaToday = (now: Date = new Date()): string =>
  now.toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
