import type { TSchedule, TScheduleDay, TUpdateScheduleBody } from '@zerg/shared';
import { WEEKDAYS } from '@zerg/shared';

export type ScheduleDayValues = TScheduleDay;
export type ScheduleFormValues = { effectiveFrom: string | null; days: ScheduleDayValues[] };

/** A usual office week when there is nothing to start from: Monday to Friday 08:00–17:00, lunch 13:00–14:00. */
export const defaultWeek = (): ScheduleDayValues[] =>
  WEEKDAYS.map((weekday) =>
    weekday <= 5
      ? {
          weekday,
          dayOff: false,
          entryTime: '08:00',
          breakStart: '13:00',
          breakEnd: '14:00',
          exitTime: '17:00',
        }
      : { weekday, dayOff: true, entryTime: null, breakStart: null, breakEnd: null, exitTime: null },
  );

/** The seven days of a saved schedule in weekday order, filling any missing day as a day off. */
export const weekOf = (schedule: Pick<TSchedule, 'days'> | null | undefined): ScheduleDayValues[] => {
  if (!schedule) return defaultWeek();
  return WEEKDAYS.map((weekday) => {
    const day = schedule.days.find((candidate) => candidate.weekday === weekday);
    return day
      ? { ...day }
      : { weekday, dayOff: true, entryTime: null, breakStart: null, breakEnd: null, exitTime: null };
  });
};

/** A day off keeps no hours, so nothing stale is stored with it. */
export const cleanDays = (days: readonly ScheduleDayValues[]): ScheduleDayValues[] =>
  days.map((day) =>
    day.dayOff ? { ...day, entryTime: null, breakStart: null, breakEnd: null, exitTime: null } : { ...day },
  );

export const toScheduleBody = (employeeId: number, values: ScheduleFormValues): TUpdateScheduleBody =>
  ({
    employee_id: employeeId,
    effectiveFrom: values.effectiveFrom,
    days: cleanDays(values.days ?? []),
  }) as TUpdateScheduleBody;
