/** A day of a weekly schedule as the API answers it. */
export type ScheduleDayLike = {
  weekday: number;
  dayOff: boolean;
  entryTime: string | null;
  breakStart: string | null;
  breakEnd: string | null;
  exitTime: string | null;
};

const minutesOf = (time: string | null): number | null => {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Minutes worked on a day: entry to exit, less the break; 0 on a day off or incomplete hours. */
export const workedMinutes = (day: ScheduleDayLike): number => {
  if (day.dayOff) return 0;
  const entry = minutesOf(day.entryTime);
  const exit = minutesOf(day.exitTime);
  if (entry === null || exit === null || exit <= entry) return 0;
  const breakStart = minutesOf(day.breakStart);
  const breakEnd = minutesOf(day.breakEnd);
  const pause = breakStart !== null && breakEnd !== null && breakEnd > breakStart ? breakEnd - breakStart : 0;
  return Math.max(0, exit - entry - pause);
};

export const weeklyMinutes = (days: readonly ScheduleDayLike[]): number =>
  days.reduce((sum, day) => sum + workedMinutes(day), 0);

/** `8 h`, `7 h 30 min`, `45 min`. */
export const formatDuration = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/** The days of a schedule in weekday order (Monday first), whatever order they came in. */
export const inWeekOrder = <T extends ScheduleDayLike>(days: readonly T[]): T[] =>
  [...days].sort((a, b) => a.weekday - b.weekday);
