import { describe, expect, it } from 'vitest';
import { limaToday } from '../../platform/time/lima-today.ts';
import type { TodayDbRow } from './attendance-reports.repository.ts';
import { stateOf, summariseToday } from './attendance-reports.service.ts';

const row = (over: Partial<TodayDbRow>): TodayDbRow => ({
  employeeId: 1,
  employeeName: 'Ana',
  areaId: 3,
  areaName: 'Operaciones',
  campusId: 1,
  campusName: 'Lima',
  status: null,
  lateMinutes: 0,
  firstEntryAt: null,
  lastExitAt: null,
  lastKind: null,
  ...over,
});

describe("monitoring's state of a person today", () => {
  it('reads live marks before the computed day', () => {
    expect(stateOf({ lastKind: 'entry', status: 'unmarked' })).toBe('in');
    expect(stateOf({ lastKind: 'exit', status: 'marked' })).toBe('left');
  });

  it('falls back to the computed day, and to absent when nothing is known', () => {
    expect(stateOf({ lastKind: null, status: 'remote' })).toBe('remote');
    expect(stateOf({ lastKind: null, status: 'vacation' })).toBe('leave');
    expect(stateOf({ lastKind: null, status: 'justified' })).toBe('leave');
    expect(stateOf({ lastKind: null, status: 'holiday' })).toBe('not_working');
    expect(stateOf({ lastKind: null, status: 'not_working' })).toBe('not_working');
    expect(stateOf({ lastKind: null, status: 'unmarked' })).toBe('absent');
    expect(stateOf({ lastKind: null, status: null })).toBe('absent');
  });
});

describe('the summary of today', () => {
  it('counts everyone once per area and campus, and late only among those who came', () => {
    const summary = summariseToday('2026-11-23', [
      row({ employeeId: 1, lastKind: 'entry', lateMinutes: 7 }),
      row({
        employeeId: 2,
        lastKind: 'exit',
        areaId: 4,
        areaName: 'Tesorería',
        campusId: 2,
        campusName: 'Cusco',
      }),
      row({ employeeId: 3, status: 'unmarked', lateMinutes: 9 }),
      row({ employeeId: 4, status: 'vacation', areaId: 4, areaName: 'Tesorería' }),
    ]);
    expect(summary.counts).toEqual({
      in: 1,
      left: 1,
      late: 1,
      absent: 1,
      leave: 1,
      remote: 0,
      not_working: 0,
      total: 4,
    });
    expect(summary.byArea.map((a) => [a.name, a.total])).toEqual([
      ['Operaciones', 2],
      ['Tesorería', 2],
    ]);
    expect(summary.byCampus.map((c) => [c.name, c.total])).toEqual([
      ['Cusco', 1],
      ['Lima', 3],
    ]);
    expect(summary.truncated).toBe(false);
  });

  it("takes Lima's date, not the server's", () => {
    // 03:00 UTC is still the previous evening in Lima (UTC−5).
    expect(limaToday(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
  });
});
