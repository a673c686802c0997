import { describe, expect, it } from 'vitest';
import { crossesMidnight, fromLimaLocal, kindOf, limaParts, workDateOf } from './mark-day.ts';

const office = { dayOff: false, entryTime: '08:00', exitTime: '17:00' };
const night = { dayOff: false, entryTime: '22:00', exitTime: '06:00' };
const off = { dayOff: true, entryTime: null, exitTime: null };
const at = (local: string) => fromLimaLocal(local);

describe('Lima time', () => {
  it('is UTC−5 all year', () => {
    expect(limaParts(new Date('2026-11-24T04:30:00Z'))).toEqual({ date: '2026-11-23', minute: 23 * 60 + 30 });
    expect(limaParts(new Date('2026-07-01T05:00:00Z'))).toEqual({ date: '2026-07-01', minute: 0 });
    expect(at('2026-11-23T08:00').toISOString()).toBe('2026-11-23T13:00:00.000Z');
  });
});

describe('work date', () => {
  it('is the Lima calendar day for a day shift', () => {
    expect(workDateOf(at('2026-11-23T07:55'), office)).toBe('2026-11-23');
    expect(workDateOf(at('2026-11-23T00:30'), office)).toBe('2026-11-23');
  });
  it("puts a night shift's exit after midnight on the day the shift started", () => {
    expect(crossesMidnight(night)).toBe(true);
    expect(workDateOf(at('2026-11-24T06:10'), night)).toBe('2026-11-23');
    expect(workDateOf(at('2026-11-24T09:59'), night)).toBe('2026-11-23');
  });
  it('stops at the exit plus the margin', () => {
    expect(workDateOf(at('2026-11-24T10:01'), night)).toBe('2026-11-24');
  });
  it('ignores a previous day off', () => {
    expect(workDateOf(at('2026-11-24T02:00'), off)).toBe('2026-11-24');
    expect(workDateOf(at('2026-11-24T02:00'), null)).toBe('2026-11-24');
  });
});

describe('entry or exit', () => {
  it('makes the first mark an entry and later ones exits', () => {
    expect(kindOf(at('2026-11-23T08:20'), '2026-11-23', office, [])).toBe('entry');
    expect(kindOf(at('2026-11-23T12:00'), '2026-11-23', office, ['entry'])).toBe('exit');
    expect(kindOf(at('2026-11-23T17:10'), '2026-11-23', office, ['entry', 'exit'])).toBe('exit');
  });
  it('makes a first mark after the scheduled exit an exit (forgotten entry)', () => {
    expect(kindOf(at('2026-11-23T17:00'), '2026-11-23', office, [])).toBe('exit');
    expect(kindOf(at('2026-11-23T16:59'), '2026-11-23', office, [])).toBe('entry');
  });
  it('measures a night shift from the start of its day', () => {
    expect(kindOf(at('2026-11-23T22:05'), '2026-11-23', night, [])).toBe('entry');
    expect(kindOf(at('2026-11-24T03:00'), '2026-11-23', night, [])).toBe('entry');
    expect(kindOf(at('2026-11-24T06:05'), '2026-11-23', night, [])).toBe('exit');
  });
  it('makes any first mark on a day off or without a schedule an entry', () => {
    expect(kindOf(at('2026-11-22T19:00'), '2026-11-22', off, [])).toBe('entry');
    expect(kindOf(at('2026-11-22T19:00'), '2026-11-22', null, [])).toBe('entry');
  });
});
