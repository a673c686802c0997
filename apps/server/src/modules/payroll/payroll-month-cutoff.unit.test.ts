import { describe, expect, it } from 'vitest';
import type { AttendanceTotals } from '../attendance/index.ts';
import { judgedTotals, monthCutoff, monthRange, projectedDaysOf } from './payroll-month-cutoff.ts';

const totals = (
  over: Partial<Omit<AttendanceTotals, 'days'>> & { days?: Partial<AttendanceTotals['days']> },
) =>
  ({
    employeeId: 7,
    lateDays: 0,
    scheduledMinutes: 0,
    workedMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    overtime25Minutes: 0,
    overtime35Minutes: 0,
    ...over,
    days: {
      marked: 0,
      unmarked: 0,
      holiday: 0,
      remote: 0,
      not_working: 0,
      vacation: 0,
      justified: 0,
      ...over.days,
    },
  }) as AttendanceTotals;

describe('the month of a run', () => {
  it('knows each month’s last day and refuses a month outside 1–12', () => {
    expect(monthRange(2025, 11)).toEqual({ from: '2025-11-01', to: '2025-11-30' });
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // Date.UTC(1999, 13, 0) would be 31 January 2000: refused instead.
    expect(() => monthRange(1999, 13)).toThrow(RangeError);
    expect(() => monthRange(2025, 0)).toThrow(RangeError);
  });

  it('computed on the 27th: 1–26 are over; 27 (today) to 30 are not: 4 days', () => {
    expect(monthCutoff(2025, 11, '2025-11-27')).toEqual({
      from: '2025-11-01',
      to: '2025-11-30',
      settledTo: '2025-11-26',
      openFrom: '2025-11-27',
      daysLeft: 4,
    });
  });

  it('computed on the last day: that day is not over yet (1 day left)', () => {
    expect(monthCutoff(2025, 11, '2025-11-30').daysLeft).toBe(1);
  });

  it('computed after the month: every day is over', () => {
    expect(monthCutoff(2025, 11, '2025-12-01')).toMatchObject({
      settledTo: '2025-11-30',
      openFrom: null,
      daysLeft: 0,
    });
  });

  it('computed before the month: no day is over (the whole month, 30 days, left)', () => {
    expect(monthCutoff(2025, 11, '2025-10-20')).toMatchObject({
      settledTo: null,
      openFrom: '2025-11-01',
      daysLeft: 30,
    });
    // On its first day: nothing over either.
    expect(monthCutoff(2025, 11, '2025-11-01')).toMatchObject({ settledTo: null, daysLeft: 30 });
  });

  it('projects the days left within the employment only', () => {
    const cutoff = monthCutoff(2025, 11, '2025-11-27');
    expect(projectedDaysOf(cutoff, { hireDate: '2020-01-01', terminationDate: null })).toBe(4);
    // Leaves on the 28th: 27 and 28.
    expect(projectedDaysOf(cutoff, { hireDate: '2020-01-01', terminationDate: '2025-11-28' })).toBe(2);
    // Hired on the 29th: 29 and 30.
    expect(projectedDaysOf(cutoff, { hireDate: '2025-11-29', terminationDate: null })).toBe(2);
    // Left before today: nothing projected.
    expect(projectedDaysOf(cutoff, { hireDate: '2020-01-01', terminationDate: '2025-11-20' })).toBe(0);
    expect(
      projectedDaysOf(monthCutoff(2025, 11, '2025-12-01'), { hireDate: '2020-01-01', terminationDate: null }),
    ).toBe(0);
  });
});

describe('the attendance a run judges', () => {
  it('never counts a day not over as an absence; everything else adds up', () => {
    // Over: 18 marked, 2 unmarked (absences), 6 off. Today: unmarked (shift not over).
    const settled = totals({
      days: { marked: 18, unmarked: 2, not_working: 6 },
      lateMinutes: 12,
      workedMinutes: 8640,
    });
    const open = totals({ days: { unmarked: 1 }, scheduledMinutes: 480 });
    const judged = judgedTotals(settled, open);
    expect(judged?.days).toMatchObject({ marked: 18, unmarked: 2, not_working: 6 });
    expect(judged?.lateMinutes).toBe(12);
    expect(judged?.scheduledMinutes).toBe(480);
    expect(judged?.employeeId).toBe(7);
  });

  it("keeps what today's marks already earned (a marked day, its overtime)", () => {
    const judged = judgedTotals(
      totals({ days: { marked: 1 } }),
      totals({ days: { marked: 1 }, overtime25Minutes: 30 }),
    );
    expect(judged?.days.marked).toBe(2);
    expect(judged?.overtime25Minutes).toBe(30);
  });

  it('with no day over (run on the 1st) or no day open (month over)', () => {
    expect(judgedTotals(undefined, totals({ days: { unmarked: 1 } }))?.days.unmarked).toBe(0);
    expect(judgedTotals(totals({ days: { unmarked: 3 } }), undefined)?.days.unmarked).toBe(3);
    expect(judgedTotals(undefined, undefined)).toBeNull();
  });
});
