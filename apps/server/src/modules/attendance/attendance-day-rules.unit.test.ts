import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limaToday } from '../../platform/time/lima-today.ts';
import {
  computeDay,
  type DayInput,
  type DayMark,
  datesBetween,
  isoWeekday,
  previousMonthStart,
  type ScheduleDayRule,
  splitOvertimeMinutes,
} from './attendance-day-rules.ts';

const OFFICE: ScheduleDayRule = {
  dayOff: false,
  entry: '08:00',
  breakStart: '13:00',
  breakEnd: '14:00',
  exit: '17:00',
};
const NIGHT: ScheduleDayRule = {
  dayOff: false,
  entry: '22:00',
  breakStart: '02:00',
  breakEnd: '02:30',
  exit: '06:00',
};
const OFF: ScheduleDayRule = { dayOff: true, entry: null, breakStart: null, breakEnd: null, exit: null };

/** A Lima local time on a date as an instant (UTC−5). */
const lima = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-05:00`);
const entry = (date: string, hhmm: string): DayMark => ({ kind: 'entry', at: lima(date, hhmm) });
const exit = (date: string, hhmm: string): DayMark => ({ kind: 'exit', at: lima(date, hhmm) });

const D = '2026-11-23';
const day = (over: Partial<DayInput> = {}): DayInput => ({
  date: D,
  schedule: OFFICE,
  employed: true,
  vacation: false,
  holiday: false,
  remote: false,
  marks: [],
  justifications: [],
  toleranceMinutes: 5,
  ...over,
});

describe('scheduled minutes', () => {
  it('deducts the break', () => {
    const r = computeDay(day({ marks: [entry(D, '08:00'), exit(D, '17:00')] }));
    expect(r).toMatchObject({ status: 'marked', scheduledMinutes: 480, workedMinutes: 480, lateMinutes: 0 });
    expect(r.scheduledEntry).toBe('08:00');
    expect(r.scheduledExit).toBe('17:00');
  });

  it('has no break to deduct on a short day', () => {
    const sat = { ...OFFICE, breakStart: null, breakEnd: null, exit: '13:00' };
    expect(
      computeDay(day({ schedule: sat, marks: [entry(D, '08:00'), exit(D, '13:00')] })).workedMinutes,
    ).toBe(300);
  });
});

describe('lateness and tolerance', () => {
  it('forgives the whole lateness within the tolerance', () => {
    const r = computeDay(day({ marks: [entry(D, '08:05'), exit(D, '17:00')] }));
    expect(r.lateMinutes).toBe(0);
    expect(r.workedMinutes).toBe(480);
  });

  it('counts every minute once beyond the tolerance', () => {
    const r = computeDay(day({ marks: [entry(D, '08:06'), exit(D, '17:00')] }));
    expect(r.lateMinutes).toBe(6);
    expect(r.workedMinutes).toBe(474);
  });

  it('ignores the seconds of a mark', () => {
    const at = new Date(lima(D, '08:06').getTime() - 1000);
    expect(computeDay(day({ marks: [{ kind: 'entry', at }, exit(D, '17:00')] })).lateMinutes).toBe(0);
  });

  it('with a zero tolerance one minute is late', () => {
    expect(computeDay(day({ toleranceMinutes: 0, marks: [entry(D, '08:01')] })).lateMinutes).toBe(1);
  });

  it('does not count the break as lateness', () => {
    const r = computeDay(day({ marks: [entry(D, '14:00'), exit(D, '17:00')] }));
    expect(r.lateMinutes).toBe(300);
    expect(r.workedMinutes).toBe(180);
  });

  it('counts leaving early, break excluded', () => {
    const r = computeDay(day({ marks: [entry(D, '08:00'), exit(D, '12:00')] }));
    expect(r.earlyLeaveMinutes).toBe(240);
    expect(r.workedMinutes).toBe(240);
  });

  it('does not reward arriving early', () => {
    const r = computeDay(day({ marks: [entry(D, '07:00'), exit(D, '17:00')] }));
    expect(r).toMatchObject({ lateMinutes: 0, overtime25Minutes: 0, workedMinutes: 480 });
  });
});

describe('overtime', () => {
  it('splits the first two hours at 25 % and the rest at 35 %', () => {
    const r = computeDay(day({ marks: [entry(D, '08:00'), exit(D, '20:30')] }));
    expect(r).toMatchObject({ overtime25Minutes: 120, overtime35Minutes: 90, workedMinutes: 690 });
  });

  it('splits minutes the way payroll splits hours', () => {
    expect(splitOvertimeMinutes(100)).toEqual({ ot25: 100, ot35: 0 });
    expect(splitOvertimeMinutes(121)).toEqual({ ot25: 120, ot35: 1 });
    expect(splitOvertimeMinutes(0)).toEqual({ ot25: 0, ot35: 0 });
  });

  it('makes every minute worked on a day off overtime', () => {
    const r = computeDay(day({ schedule: OFF, marks: [entry(D, '09:00'), exit(D, '12:00')] }));
    expect(r).toMatchObject({
      status: 'marked',
      scheduledMinutes: 0,
      overtime25Minutes: 120,
      overtime35Minutes: 60,
    });
    expect(r.workedMinutes).toBe(180);
  });

  it('makes every minute worked on a holiday overtime and keeps the day a holiday', () => {
    const r = computeDay(day({ holiday: true, marks: [entry(D, '08:00'), exit(D, '09:30')] }));
    expect(r).toMatchObject({
      status: 'holiday',
      scheduledMinutes: 0,
      workedMinutes: 90,
      overtime25Minutes: 90,
    });
  });
});

describe('night shifts', () => {
  const next = '2026-11-24';
  it('counts a shift crossing midnight on the day it starts', () => {
    const r = computeDay(day({ schedule: NIGHT, marks: [entry(D, '22:00'), exit(next, '06:00')] }));
    expect(r).toMatchObject({ status: 'marked', scheduledMinutes: 450, workedMinutes: 450, lateMinutes: 0 });
  });

  it('measures lateness and early leave across midnight', () => {
    const r = computeDay(day({ schedule: NIGHT, marks: [entry(D, '22:20'), exit(next, '05:00')] }));
    expect(r).toMatchObject({ lateMinutes: 20, earlyLeaveMinutes: 60, workedMinutes: 370 });
  });

  it('counts overtime after the morning exit', () => {
    const r = computeDay(day({ schedule: NIGHT, marks: [entry(D, '22:00'), exit(next, '09:00')] }));
    expect(r).toMatchObject({ overtime25Minutes: 120, overtime35Minutes: 60 });
  });
});

describe('precedence', () => {
  const marks = [entry(D, '08:00'), exit(D, '17:00')];
  it('not employed wins over everything', () => {
    expect(computeDay(day({ employed: false, vacation: true, holiday: true, marks })).status).toBe(
      'not_working',
    );
  });
  it('vacation wins over holiday and marks', () => {
    const r = computeDay(day({ vacation: true, holiday: true, marks }));
    expect(r).toMatchObject({ status: 'vacation', workedMinutes: 0 });
  });
  it('holiday wins over remote', () => {
    expect(computeDay(day({ holiday: true, remote: true })).status).toBe('holiday');
  });
  it('remote wins over the day off and credits the scheduled time', () => {
    expect(computeDay(day({ remote: true, schedule: OFF })).status).toBe('remote');
    expect(computeDay(day({ remote: true })).workedMinutes).toBe(480);
  });
  it('a day off without marks is not working', () => {
    expect(computeDay(day({ schedule: OFF })).status).toBe('not_working');
    expect(computeDay(day({ schedule: null })).status).toBe('not_working');
  });
  it('a working day without marks is unmarked', () => {
    expect(computeDay(day())).toMatchObject({
      status: 'unmarked',
      scheduledMinutes: 480,
      absentMinutes: 480,
    });
  });
});

describe('missing marks', () => {
  it('an entry without exit counts the day up to the scheduled exit', () => {
    const r = computeDay(day({ marks: [entry(D, '08:30')] }));
    expect(r).toMatchObject({ status: 'marked', lateMinutes: 30, earlyLeaveMinutes: 0, workedMinutes: 450 });
    expect(r.lastExitAt).toBeNull();
  });
  it('an exit without entry is taken as on time', () => {
    const r = computeDay(day({ marks: [exit(D, '16:00')] }));
    expect(r).toMatchObject({ status: 'marked', lateMinutes: 0, earlyLeaveMinutes: 60 });
  });
  it('uses the first entry and the last exit', () => {
    const r = computeDay(
      day({ marks: [exit(D, '17:00'), entry(D, '08:10'), exit(D, '13:00'), entry(D, '14:00')] }),
    );
    expect(r.firstEntryAt).toEqual(lima(D, '08:10'));
    expect(r.lastExitAt).toEqual(lima(D, '17:00'));
    expect(r.lateMinutes).toBe(10);
  });
});

describe('justifications', () => {
  it('an approved absence makes an unmarked day justified', () => {
    const r = computeDay(day({ justifications: [{ id: 7, type: 'absence' }] }));
    expect(r).toMatchObject({ status: 'justified', justificationId: 7, workedMinutes: 0 });
  });
  it('an approved tardiness clears the late minutes', () => {
    const r = computeDay(
      day({ marks: [entry(D, '09:00'), exit(D, '17:00')], justifications: [{ id: 8, type: 'tardiness' }] }),
    );
    expect(r).toMatchObject({ status: 'marked', lateMinutes: 0, workedMinutes: 480, justificationId: 8 });
  });
  it('an approved absence on a marked day clears the early leave', () => {
    const r = computeDay(
      day({ marks: [entry(D, '08:00'), exit(D, '12:00')], justifications: [{ id: 9, type: 'absence' }] }),
    );
    expect(r).toMatchObject({ status: 'marked', earlyLeaveMinutes: 0, justificationId: 9 });
  });
  it('a tardiness justification does not excuse an absence', () => {
    expect(computeDay(day({ justifications: [{ id: 1, type: 'tardiness' }] })).status).toBe('unmarked');
  });
  it('does not name a justification that changed nothing', () => {
    const r = computeDay(day({ marks: [entry(D, '08:00')], justifications: [{ id: 2, type: 'tardiness' }] }));
    expect(r.justificationId).toBeNull();
  });
});

describe('calendar helpers', () => {
  it('knows Lima is five hours behind UTC', () => {
    expect(limaToday(new Date('2026-11-24T04:59:00Z'))).toBe('2026-11-23');
    expect(limaToday(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
  });
  it('lists dates and weekdays', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(previousMonthStart('2026-01-15')).toBe('2025-12-01');
  });
});

// Property: whatever the schedule, marks and flags, a day's minutes add up.
const schedule: fc.Arbitrary<ScheduleDayRule | null> = fc.oneof(
  fc.constant(null),
  fc.constant(OFF),
  fc
    .tuple(
      fc.integer({ min: 0, max: 1439 }),
      fc.integer({ min: 60, max: 720 }),
      fc.option(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 15, max: 90 }))),
    )
    .map(([start, length, brk]): ScheduleDayRule => {
      const clock = (m: number) => {
        const t = ((m % 1440) + 1440) % 1440;
        return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
      };
      const inside = brk && brk[0] + brk[1] < length;
      return {
        dayOff: false,
        entry: clock(start),
        exit: clock(start + length),
        breakStart: inside ? clock(start + brk[0]) : null,
        breakEnd: inside ? clock(start + brk[0] + brk[1]) : null,
      };
    }),
);

const mark: fc.Arbitrary<DayMark> = fc
  .tuple(fc.constantFrom('entry' as const, 'exit' as const), fc.integer({ min: -6 * 60, max: 40 * 60 }))
  .map(([kind, offset]) => ({ kind, at: new Date(lima(D, '00:00').getTime() + offset * 60_000 + 17_000) }));

const input: fc.Arbitrary<DayInput> = fc.record({
  date: fc.constant(D),
  schedule,
  employed: fc.boolean(),
  vacation: fc.boolean(),
  holiday: fc.boolean(),
  remote: fc.boolean(),
  marks: fc.array(mark, { maxLength: 5 }),
  justifications: fc.subarray([
    { id: 1, type: 'absence' as const },
    { id: 2, type: 'tardiness' as const },
  ]),
  toleranceMinutes: fc.integer({ min: 0, max: 60 }),
});

describe('a day adds up', () => {
  it('worked + late + early leave + absent = scheduled + overtime', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeDay(i);
        const overtime = r.overtime25Minutes + r.overtime35Minutes;
        expect(r.workedMinutes + r.lateMinutes + r.earlyLeaveMinutes + r.absentMinutes).toBe(
          r.scheduledMinutes + overtime,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('every figure is a whole non-negative minute and within its bounds', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeDay(i);
        for (const v of [
          r.scheduledMinutes,
          r.workedMinutes,
          r.lateMinutes,
          r.earlyLeaveMinutes,
          r.overtime25Minutes,
          r.overtime35Minutes,
          r.absentMinutes,
        ]) {
          expect(Number.isInteger(v) && v >= 0).toBe(true);
        }
        expect(r.lateMinutes + r.earlyLeaveMinutes + r.absentMinutes).toBeLessThanOrEqual(r.scheduledMinutes);
        expect(r.overtime25Minutes).toBeLessThanOrEqual(120);
        if (r.overtime35Minutes > 0) expect(r.overtime25Minutes).toBe(120);
        if (r.lateMinutes > 0) expect(r.lateMinutes).toBeGreaterThan(i.toleranceMinutes);
        expect(r.scheduledMinutes).toBeLessThanOrEqual(24 * 60);
      }),
      { numRuns: 2000 },
    );
  });

  it('only a working status credits worked minutes', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeDay(i);
        if (['not_working', 'vacation', 'unmarked', 'justified'].includes(r.status) && i.marks.length === 0)
          expect(r.workedMinutes).toBe(0);
        if (r.status === 'vacation' || !i.employed) expect(r.workedMinutes).toBe(0);
      }),
    );
  });

  it('a later entry is never less late', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }), (a, b) => {
        const at = (m: number) => new Date(lima(D, '08:00').getTime() + m * 60_000);
        const late = (m: number) =>
          computeDay(day({ toleranceMinutes: 0, marks: [{ kind: 'entry', at: at(m) }, exit(D, '17:00')] }))
            .lateMinutes;
        if (a <= b) expect(late(a)).toBeLessThanOrEqual(late(b));
      }),
    );
  });
});
