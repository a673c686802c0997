/** One formatter for the process: `toLocaleDateString` with options builds a new one per call (~0.5 ms). */
const LIMA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' });

/** Today's date in Lima (`YYYY-MM-DD`): Peru has one time zone and no daylight saving. */
export const limaToday = (now: Date = new Date()): string => LIMA_DAY.format(now);

const LIMA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Lima',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The time of day in Lima (`HH:MM:SS`), as SUNAT's documents carry their issue time. */
export const limaTime = (at: Date): string => LIMA_TIME.format(at);
