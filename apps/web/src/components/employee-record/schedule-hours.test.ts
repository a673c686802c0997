import { describe, expect, it } from 'vitest';
import { formatDuration, inWeekOrder, weeklyMinutes, workedMinutes } from './schedule-hours';

const day = (
  weekday: number,
  entry: string | null,
  exit: string | null,
  pause: [string, string] | null = null,
) => ({
  weekday,
  dayOff: entry === null,
  entryTime: entry,
  exitTime: exit,
  breakStart: pause?.[0] ?? null,
  breakEnd: pause?.[1] ?? null,
});

describe('schedule hours', () => {
  it('counts entry to exit less the break', () => {
    expect(workedMinutes(day(1, '08:00', '17:00', ['13:00', '14:00']))).toBe(480);
    expect(workedMinutes(day(2, '06:00', '15:30'))).toBe(570);
    expect(workedMinutes(day(7, null, null))).toBe(0);
    expect(workedMinutes(day(3, '18:00', '08:00'))).toBe(0);
  });

  it('adds up the week and formats durations', () => {
    const week = [day(2, '08:00', '12:00'), day(1, '08:00', '12:30')];
    expect(weeklyMinutes(week)).toBe(510);
    expect(formatDuration(510)).toBe('8 h 30 min');
    expect(formatDuration(480)).toBe('8 h');
    expect(formatDuration(45)).toBe('45 min');
    expect(inWeekOrder(week).map((d) => d.weekday)).toEqual([1, 2]);
  });
});
