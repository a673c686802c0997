/** One formatter for the process: `toLocaleDateString` with options builds a new one per call (~0.5 ms). */
const LIMA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' });

/** Today's date in Lima (`YYYY-MM-DD`): Peru has one time zone and no daylight saving. */
export const limaToday = (now: Date = new Date()): string => LIMA_DAY.format(now);
