import { ZUpdateScheduleBody } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { cleanDays, defaultWeek, toScheduleBody, weekOf } from './schedule-form-values';

describe('schedule form values', () => {
  it('starts from a valid office week', () => {
    const body = toScheduleBody(3, { effectiveFrom: '2027-01-04', days: defaultWeek() });
    expect(ZUpdateScheduleBody.safeParse(body).success).toBe(true);
  });

  it('orders a saved schedule by weekday and fills missing days as days off', () => {
    const week = weekOf({
      days: [
        {
          weekday: 2,
          dayOff: false,
          entryTime: '06:00',
          breakStart: null,
          breakEnd: null,
          exitTime: '14:00',
        },
      ],
    });
    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[1]?.entryTime).toBe('06:00');
    expect(week[0]?.dayOff).toBe(true);
  });

  it('drops the hours of a day off', () => {
    const [day] = cleanDays([
      { weekday: 1, dayOff: true, entryTime: '08:00', breakStart: null, breakEnd: null, exitTime: '17:00' },
    ]);
    expect(day).toMatchObject({ entryTime: null, exitTime: null });
  });
});
