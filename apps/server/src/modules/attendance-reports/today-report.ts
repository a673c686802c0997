import {
  TODAY_MAX_PEOPLE,
  type TodayState,
  type TTodayCounts,
  type TTodayQuery,
  type TTodayResponse,
} from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { assertAreaAllowed, scopeLimit } from './attendance-report-scope.ts';
import { filterOptions, type TodayDbRow, todayRows } from './attendance-reports.repository.ts';

export const todayReport =
  ({ db }: Deps) =>
  async (actor: Actor, query: TTodayQuery): Promise<TTodayResponse> => {
    const limit = await scopeLimit(db, actor.user);
    assertAreaAllowed(limit, query.areaId);
    const date = limaToday();
    const rows = await todayRows(db, { areaLimit: limit, ...query }, date);
    return summariseToday(date, rows);
  };

/** The report filters' choices: the areas the viewer may read, and every campus. */
export const reportFilters =
  ({ db }: Deps) =>
  async (actor: Actor) =>
    filterOptions(db, await scopeLimit(db, actor.user));

/** Where someone is now: live marks first (in, left), then the computed day. */
export const stateOf = (row: Pick<TodayDbRow, 'lastKind' | 'status'>): TodayState => {
  if (row.lastKind === 'entry') return 'in';
  if (row.lastKind === 'exit') return 'left';
  switch (row.status) {
    case 'remote':
      return 'remote';
    case 'vacation':
    case 'justified':
      return 'leave';
    case 'holiday':
    case 'not_working':
      return 'not_working';
    default:
      return 'absent';
  }
};

const emptyCounts = (): TTodayCounts => ({
  in: 0,
  left: 0,
  late: 0,
  absent: 0,
  leave: 0,
  remote: 0,
  not_working: 0,
  total: 0,
});

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const summariseToday = (date: string, rows: TodayDbRow[]): TTodayResponse => {
  const counts = emptyCounts();
  const byArea = new Map<number, TTodayCounts & { id: number; name: string }>();
  const byCampus = new Map<number, TTodayCounts & { id: number; name: string }>();
  const people = rows.map((row) => {
    const state = stateOf(row);
    const late = row.lateMinutes > 0 && (state === 'in' || state === 'left');
    const area = byArea.get(row.areaId) ?? { id: row.areaId, name: row.areaName, ...emptyCounts() };
    const campus = byCampus.get(row.campusId) ?? { id: row.campusId, name: row.campusName, ...emptyCounts() };
    byArea.set(row.areaId, area);
    byCampus.set(row.campusId, campus);
    for (const c of [counts, area, campus]) {
      c[state] += 1;
      c.total += 1;
      if (late) c.late += 1;
    }
    return {
      employeeId: row.employeeId,
      employeeName: row.employeeName,
      areaName: row.areaName,
      campusName: row.campusName,
      state,
      status: (row.status as TTodayResponse['people'][number]['status']) ?? null,
      lateMinutes: row.lateMinutes,
      firstEntryAt: iso(row.firstEntryAt),
      lastExitAt: iso(row.lastExitAt),
    };
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    date,
    generatedAt: new Date().toISOString(),
    counts,
    byArea: [...byArea.values()].sort(byName),
    byCampus: [...byCampus.values()].sort(byName),
    people: people.slice(0, TODAY_MAX_PEOPLE),
    truncated: people.length > TODAY_MAX_PEOPLE,
  };
};
